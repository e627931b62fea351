// Every row of a list query in batches, for an export that streams (issue 31: 100,000 orders in bounded
// memory): sorted like the list (a field, then the id in the same direction) and read batch after batch
// from where the last one ended (keyset paging: `(field, id)` after the last row's), never by OFFSET,
// which reads and drops every row before the batch. With an index on (field, id) each batch reads its
// own rows only, so the export costs the same per row at row 1 and at row 1,000,000.
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { DriverUtils } from 'typeorm/driver/DriverUtils.js';
import { badRequest } from '../problems.ts';
import { pageOf } from './page-query.ts';

export interface KeysetOptions {
  /** The query builder's alias, e.g. 'o'. */
  alias: string;
  /** '-field' for descending. */
  sort: string;
  /** Fields that may be sorted by; undefined when the sort is the code's own. */
  sortable?: readonly string[];
  /** Rows per batch (one query each). */
  batchSize?: number;
  /** At most this many rows in all. */
  max?: number;
}

export const KEYSET_BATCH = 1000;

/**
 * The query's rows in batches of `batchSize`. NULLs sort first ascending and last descending on both
 * MariaDB and SQLite, and the condition that continues after a row says so. The query must not be
 * sorted or paged yet (this sorts it); its conditions (scope, filters, search) stay as they are.
 */
export async function* keysetBatches<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, opts: KeysetOptions): AsyncGenerator<T[]> {
  const { alias, sort, batchSize = KEYSET_BATCH, max = Infinity } = opts;
  const field = sort.replace(/^-/, '');
  if (opts.sortable && !opts.sortable.includes(field)) throw badRequest(`Cannot sort by ${field}.`);
  const desc = sort.startsWith('-');
  const metadata = qb.expressionMap.mainAlias!.metadata;
  const column = metadata.findColumnWithPropertyPath(field);
  const idColumn = metadata.findColumnWithPropertyPath('id');
  if (!column || !idColumn) throw new Error(`${alias}: no column ${field}`);
  const rawKey = (c: typeof column) => DriverUtils.buildAlias(qb.connection.driver, undefined, alias, c.databaseName);
  const direction = desc ? 'DESC' : 'ASC';
  const base = () => qb.clone().orderBy(`${alias}.${field}`, direction).addOrderBy(`${alias}.id`, direction);
  const f = `${alias}.${field}`;
  const id = `${alias}.id`;
  const gt = desc ? '<' : '>';
  let last: { value: unknown; id: unknown } | undefined;
  let sent = 0;
  while (sent < max) {
    const batch = base();
    if (last) {
      if (last.value === null || last.value === undefined) {
        // Among the NULLs (ascending: the first rows, then every non-null one; descending: the last rows).
        batch.andWhere(desc ? `(${f} IS NULL AND ${id} < :keysetId)` : `((${f} IS NULL AND ${id} > :keysetId) OR ${f} IS NOT NULL)`, { keysetId: last.id });
      } else {
        // `f >= v AND (f > v OR id > last)`: the same rows as `f > v OR (f = v AND id > last)`, written so
        // that MariaDB reads one range of the (f, id) index instead of merging two indexes and sorting.
        const after = `${f} ${gt}= :keysetValue AND (${f} ${gt} :keysetValue OR ${id} ${gt} :keysetId)`;
        batch.andWhere(desc && column.isNullable ? `(${after} OR ${f} IS NULL)` : `(${after})`, { keysetValue: last.value, keysetId: last.id });
      }
    }
    const take = Math.min(batchSize, max - sent);
    const { items, raw } = await pageOf(batch, 0, take);
    if (items.length === 0) return;
    const lastRaw = raw[raw.length - 1]!;
    last = { value: lastRaw[rawKey(column)], id: lastRaw[rawKey(idColumn)] };
    sent += items.length;
    yield items;
    if (items.length < take) return;
  }
}
