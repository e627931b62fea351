// Lists, in one place: page (1-based), limit, sort ('-field' for descending), a contains-search over
// named columns, and the total count of all matching rows (ARCHITECTURE §3.6). Every service's list
// endpoint narrows its query (tenancy, filters) and hands it here; sort fields are checked against an
// allow-list, so a query parameter never becomes SQL.
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { badRequest } from '../problems.ts';
import { BOUNDED_COUNT, boundedCount, pageOf } from './page-query.ts';
import { narrowByTrigrams } from './search-index.ts';

export interface ListQuery {
  page?: number;
  limit?: number;
  sort?: string;
  search?: string;
}

export interface ListOptions {
  /** The query builder's alias, e.g. 'a'. */
  alias: string;
  /** Fields that may be sorted by (entity property names). */
  sortable: readonly string[];
  defaultSort: string;
  defaultLimit?: number;
  /** Columns the search term is matched in (contains, case-insensitive by collation). */
  searchIn?: readonly string[];
  /** The count's bound (COUNT_BOUND unless a test asks for less). */
  countBound?: number;
}

export interface Page<T> {
  items: T[];
  /**
   * How many rows match: exact up to the bound (COUNT_BOUND, SEARCH_COUNT_BOUND for a search, or more for a page that far), and that bound
   * when more match. Always past the page's last row when a later row exists, so a pager
   * offers the next page.
   */
  count: number;
}

/**
 * The most rows a list counts (issue 31): exact up to here, which every page number a person clicks to
 * needs (400 pages of 25), and bounded beyond, where an exact `COUNT(*)` over a million rows costs more
 * than the page itself. A page beyond it counts to just past itself.
 */
export const COUNT_BOUND = 10_000;

/**
 * The most rows a searched list counts. A contains-search is a LIKE over the rows in reach, so counting to 10,000 of
 * a common term read three times as many rows (a word in a third of a million orders: 30 ms of MariaDB per page,
 * against 10 ms at 10,000 orders). 1,000 results are 40 pages of 25, more than anyone reads of one search before
 * narrowing it; a page beyond still counts one row past itself, so "Next" is offered while results remain.
 */
export const SEARCH_COUNT_BOUND = 1_000;

/** The bound of a page's count: COUNT_BOUND, or just past the page when it lies further. */
export const countBoundOf = (skip: number, limit: number, bound = COUNT_BOUND) => Math.max(bound, skip + limit + 1);

/**
 * The escape character of every contains-search. A backslash is MySQL's default but means nothing to
 * SQLite's LIKE, where `100%` would then match everything starting with 100; '!' named in an ESCAPE
 * clause means the same to both.
 */
export const LIKE_ESCAPE = "ESCAPE '!'";

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards (and the escape character) escaped. */
export const containsPattern = (term: string) => `%${term.replace(/[!%_]/g, '!$&')}%`;

/** `column LIKE :param ESCAPE '!'`, for a parameter holding a containsPattern. */
export const containsClause = (column: string, param: string) => `${column} LIKE :${param} ${LIKE_ESCAPE}`;

export async function listPage<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, q: ListQuery, opts: ListOptions): Promise<Page<T>> {
  const limit = q.limit ?? opts.defaultLimit ?? 25;
  const page = q.page ?? 1;
  const { alias } = opts;
  if (q.search && opts.searchIn?.length) {
    qb.andWhere(`(${opts.searchIn.map((c) => containsClause(`${alias}.${c}`, 'listSearch')).join(' OR ')})`, { listSearch: containsPattern(q.search) });
    // Where a trigram index holds these columns (SQLite), it finds a rare term's rows without reading the rest.
    await narrowByTrigrams(qb, alias, opts.searchIn, q.search);
  }
  const sort = q.sort ?? opts.defaultSort;
  const field = sort.replace(/^-/, '');
  // The default is the declaration's own (a fixed order may sort by a field no client may ask for).
  if (q.sort !== undefined && !opts.sortable.includes(field)) throw badRequest(`Cannot sort by ${field}.`);
  // The id breaks ties in the sort's own direction: an index on (field) — whose entries end with the
  // primary key on InnoDB — or on (field, id) then serves the ORDER BY … LIMIT read backwards or forwards;
  // a tiebreak against the sort's direction (DESC, id ASC) makes every engine sort all matching rows.
  const direction = sort.startsWith('-') ? 'DESC' : 'ASC';
  qb.orderBy(`${alias}.${field}`, direction).addOrderBy(`${alias}.id`, direction);
  // One round trip instead of getManyAndCount's two: the page carries the count of the matching rows
  // up to a bound, as a scalar subquery (not `COUNT(*) OVER ()`, which visits every matching row before
  // the LIMIT: 1 M rows for a staff list, issue 31). Only a page past the end has no row to carry it,
  // and then a separate bounded count answers.
  // The SQL is built once per shape of query and then only run (page-query.ts).
  const skip = (page - 1) * limit;
  const bound = countBoundOf(skip, limit, opts.countBound ?? (q.search && opts.searchIn?.length ? SEARCH_COUNT_BOUND : COUNT_BOUND));
  const { items, raw } = await pageOf(qb, skip, limit, bound);
  const count = raw.length ? Number(raw[0]![BOUNDED_COUNT]) : skip > 0 ? await boundedCount(qb, bound) : 0;
  return { items, count };
}

/** A field projection (`?fields=name,email`): only those keys, and always `id`. */
export function project<T extends { id: string }>(item: T, fields: readonly string[] | undefined): Partial<T> & { id: string } {
  if (!fields?.length) return item;
  const out: Record<string, unknown> = { id: item.id };
  for (const f of fields) if (f in item) out[f] = (item as Record<string, unknown>)[f];
  return out as Partial<T> & { id: string };
}
