// Rows to the records callers see: JSON columns parsed, progress as a percent. A raw row from a
// claim query may carry numbers as strings (MySQL) or dates as text (SQLite); entity reads do not.
import type { JobRow } from './schema.ts';
import type { JobRecord } from './types.ts';

const parse = (text: string | null): unknown => (text === null || text === undefined ? null : JSON.parse(text));

export function progressPercent(row: Pick<JobRow, 'status' | 'total' | 'done'>): number {
  if (row.status === 'completed') return 100;
  if (!row.total || row.total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((row.done / row.total) * 100)));
}

export function toRecord<Input = unknown, Result = unknown>(row: JobRow): JobRecord<Input, Result> {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    customerId: row.customerId,
    officeId: row.officeId,
    agentId: row.agentId,
    name: row.name,
    input: parse(row.input) as Input,
    result: parse(row.result) as Result | null,
    error: row.error,
    total: row.total,
    done: row.done,
    failed: row.failed,
    progressPercent: progressPercent(row),
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    attempt: row.attempt,
    rerunOf: row.rerunOf,
  };
}

/** Errors are shown to clients: the message only, never a stack, bounded in length. */
export const errorMessage = (error: unknown): string => String((error as Error)?.message ?? error).slice(0, 2000) || 'The job failed.';
