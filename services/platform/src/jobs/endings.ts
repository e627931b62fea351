// A job's ending other than completion — failed or stopped — written together with its kind's
// onStoppedOrFailed: whatever mirrors the job's outcome (a batch's status) commits with the status or
// not at all. Every path that ends a job so (the run's outcome, a stop of a queued job, a dead
// runner's job given up) goes through here.
import type { DataSource, EntityManager } from 'typeorm';
import { retryTransient } from '../data/db-errors.ts';
import { toRecord } from './records.ts';
import type { JobRow } from './schema.ts';
import type { JobKind } from './types.ts';

/**
 * Runs `write` (the guarded status update; it gives the row as now written, or null when the update
 * did not land) and the hook in one transaction, run again whole if chosen as a deadlock victim.
 * True when the ending was written.
 */
export function endJob(ds: DataSource, kind: JobKind<unknown, unknown> | undefined, write: (m: EntityManager) => Promise<JobRow | null>): Promise<boolean> {
  return retryTransient(() =>
    ds.transaction(async (m) => {
      const row = await write(m);
      if (!row) return false;
      await kind?.onStoppedOrFailed?.(toRecord(row), m);
      return true;
    }),
  );
}
