// Idempotency keys are kept for a while, not forever: a client retries a command within minutes or
// hours, so a key older than the retention has done its job and only grows idempotency_keys. Every
// module whose entities include the table sweeps it periodically (wired once, in bootService), so a
// context that accepts Idempotency-Key needs nothing of its own. A request repeated with a key after it
// was swept runs as a new one, as Stripe documents for its own keys.
import { LessThan, type DataSource } from 'typeorm';
import type { Logger } from '../logger.ts';
import type { ModuleLifecycle } from '../lifecycle.ts';
import { IdempotencyKeyEntity } from './schema.ts';

/** How long a key answers a repeated request: 24 hours, as Stripe keeps its idempotency keys. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** How often a running module sweeps: hourly, so no key outlives the retention by much more than an hour. */
export const IDEMPOTENCY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Removes the keys made more than `retentionMs` before `now`; answers how many went. */
export async function sweepIdempotencyKeys(ds: DataSource, retentionMs = IDEMPOTENCY_KEY_RETENTION_MS, now = new Date()): Promise<number> {
  const result = await ds.getRepository(IdempotencyKeyEntity).delete({ createdAt: LessThan(new Date(now.getTime() - retentionMs)) });
  return result.affected ?? 0;
}

export interface IdempotencySweepOptions {
  ds: DataSource;
  log: Logger;
  intervalMs?: number;
  retentionMs?: number;
}

/**
 * Sweeps once when the module starts and then every interval, never two sweeps at once; stopping
 * waits for a sweep under way, so the database is not closed beneath it. Every replica sweeps: the
 * delete is the same from any of them, so they need no coordination.
 */
export function scheduleIdempotencySweep(lifecycle: ModuleLifecycle, options: IdempotencySweepOptions): void {
  const intervalMs = options.intervalMs ?? IDEMPOTENCY_SWEEP_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const sweep = (): void => {
    if (running) return;
    running = sweepIdempotencyKeys(options.ds, options.retentionMs)
      .then((removed) => {
        if (removed) options.log.info({ removed }, 'swept expired idempotency keys');
      })
      .catch((err: unknown) => options.log.warn({ err }, 'could not sweep idempotency keys'))
      .finally(() => {
        running = undefined;
      });
  };
  lifecycle.onStart(() => {
    // Not awaited: a large first sweep must not hold up the module's start.
    sweep();
    timer = setInterval(sweep, intervalMs);
    timer.unref();
  });
  lifecycle.onStop(async () => {
    if (timer) clearInterval(timer);
    timer = undefined;
    await running;
  });
}

/** True when a module's database has idempotency_keys among its entities, i.e. it accepts Idempotency-Key. */
export const keepsIdempotencyKeys = (ds: DataSource): boolean => ds.hasMetadata(IdempotencyKeyEntity);
