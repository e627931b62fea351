// A context that kept its own Idempotency-Key columns on the rows a command made moves those keys into
// idempotency_keys, then drops the columns: a client retrying across the upgrade is answered from the
// key it used before, never with a second effect. A carried key keeps the fingerprint the context
// stored (or one the context computes from the row), so a retry whose fingerprint differs is a 409,
// which is safe, rather than a duplicate.
import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions, type TableIndexOptions } from 'typeorm';
import { IdempotencyKeyEntity, type IdempotencyKeyRow } from './schema.ts';

export interface KeptKeys {
  /** The command the keys were sent to (its operationId). */
  operation: string;
  /** The table of the rows the command made, with `id` and `createdAt`. */
  table: string;
  /** The columns holding the caller's userId and the key. */
  userColumn: string;
  keyColumn: string;
  /** The request fingerprint a carried key is compared with, from the row as selected. */
  fingerprintOf(row: Record<string, unknown>): string;
  /** The unique index over the key columns, dropped before them. */
  index: TableIndexOptions & { name: string };
  /** The columns that held the key, dropped (and restored, empty, on the way down). */
  columns: TableColumnOptions[];
  /** The status the command answered with when it made a row. */
  status?: number;
}

/** A migration that moves a table's own Idempotency-Key columns into idempotency_keys (run after the table exists). */
export function carryIdempotencyKeys(name: string, kept: KeptKeys): new () => MigrationInterface {
  return class implements MigrationInterface {
    name = name;

    async up(q: QueryRunner): Promise<void> {
      const rows = (await q.query(`SELECT * FROM ${q.connection.driver.escape(kept.table)} WHERE ${q.connection.driver.escape(kept.keyColumn)} IS NOT NULL`)) as Array<Record<string, unknown>>;
      const keys: IdempotencyKeyRow[] = rows
        .filter((row) => row[kept.userColumn] != null)
        .map((row) => ({
          operation: kept.operation,
          userId: String(row[kept.userColumn]),
          key: String(row[kept.keyColumn]),
          fingerprint: kept.fingerprintOf(row),
          resourceId: String(row.id),
          status: kept.status ?? 201,
          createdAt: new Date(row.createdAt as string | Date),
        }));
      for (let start = 0; start < keys.length; start += 500) await q.manager.insert(IdempotencyKeyEntity, keys.slice(start, start + 500));
      await q.dropIndex(kept.table, kept.index.name);
      await q.dropColumns(kept.table, kept.columns.map((column) => column.name));
    }

    async down(q: QueryRunner): Promise<void> {
      await q.addColumns(kept.table, kept.columns.map((column) => new TableColumn(column)));
      await q.createIndex(kept.table, new TableIndex(kept.index));
      await q.manager.delete(IdempotencyKeyEntity, { operation: kept.operation });
    }
  };
}
