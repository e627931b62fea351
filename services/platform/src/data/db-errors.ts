// What a database error means to the code that caught it, across MySQL/MariaDB and SQLite.
//
// MySQL and MariaDB end one of two transactions that wait on each other's locks (a deadlock,
// 1213) and give up a lock wait after innodb_lock_wait_timeout (1205). Either way the whole
// transaction was rolled back and nothing of it stands; running it again is the remedy the
// manual gives. Concurrent writers meet this in normal operation (index range locks of one
// statement against row updates of another), so transactions are retried rather than failed.
import type { QueryFailedError } from 'typeorm';

type DriverError = Partial<QueryFailedError> & { code?: string; errno?: number; driverError?: { code?: string; errno?: number }; message?: string };

const TRANSIENT_MYSQL = new Set([1213, 1205]);

/** A deadlock or lock-wait timeout: the transaction rolled back whole, and may simply run again. */
export function isTransientDbError(error: unknown): boolean {
  const e = error as DriverError | undefined;
  const errno = e?.errno ?? e?.driverError?.errno;
  if (errno !== undefined && TRANSIENT_MYSQL.has(errno)) return true;
  const code = e?.code ?? e?.driverError?.code;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT' || code === 'SQLITE_BUSY';
}

/** A unique key refused the row: someone else wrote it first. */
export function isDuplicateKey(error: unknown): boolean {
  const e = error as DriverError | undefined;
  const code = e?.code ?? e?.driverError?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

/**
 * Runs `work` (a whole transaction, or one statement outside any) again when the database rolled
 * it back as a deadlock victim or after a lock-wait timeout, with a short randomised pause so the
 * two contenders do not meet again at once. Only for work whose effects are all in the database:
 * a rolled-back attempt leaves nothing behind, so running it again is safe.
 */
export async function retryTransient<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientDbError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
