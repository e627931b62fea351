// One page of a list query without TypeORM's query building on every request. The SQL of a page
// depends only on the query's shape: its entity and alias, its WHERE conditions as written (the
// values are parameters), its sort, its selection, and how many values each array parameter holds
// (`IN (:...offices)`). So TypeORM builds that SQL once per shape, and each request runs it with its
// own parameters and page bounds through a query runner, then hydrates the rows with the driver's
// own conversion of each column (prepareHydratedValue, what TypeORM's transformer calls): the same
// SQL, the same rows, the same entities, for a fraction of the work (docs/performance.md).
// A query with anything this does not cover (joins, relations, locks, listeners, inheritance, a
// result cache, raw SQL parameters…) is run by TypeORM's own getRawAndEntities, as before.
import type { DataSource, EntityMetadata, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import { DriverUtils } from 'typeorm/driver/DriverUtils.js';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

export interface RawPage<T> {
  items: T[];
  /** The raw rows, for selections beyond the entity (the total count). */
  raw: Array<Record<string, unknown>>;
}

/** The raw column a page's bounded count comes back in (pageOf with countUpTo). */
export const BOUNDED_COUNT = 'bounded_count';
/** The parameter holding the bound: a parameter, so one SQL text serves every bound. */
const COUNT_BOUND = 'pageCountBound';
/** A later page's bounds and its keys' column (keysFirstQuery): parameters too, so one SQL text serves every page. */
const PAGE_LIMIT = 'pageLimit';
const PAGE_SKIP = 'pageSkip';
const PAGE_KEY = 'page_key';

/** Shapes remembered per entity; list shapes are few (declarations × filters), this only bounds a mistake. */
const MAX_SHAPES_PER_ENTITY = 200;
/** Dialects whose LIMIT … OFFSET … is appended as TypeORM would write it. */
const DIALECTS = new Set(['mysql', 'mariadb', 'better-sqlite3', 'sqlite']);

const sqlByShape = new WeakMap<EntityMetadata, Map<string, string>>();
const columnsByAlias = new WeakMap<EntityMetadata, Map<string, Array<[string, ColumnMetadata]>>>();

/**
 * Rows `skip`…`skip + limit` of the query, with the entities they hold. With `countUpTo`, every row also
 * carries (as BOUNDED_COUNT) how many rows match, counted up to that bound and no further: a scalar
 * subquery of the same conditions, unsorted and limited, so the database stops after `countUpTo` index
 * entries instead of visiting every matching row as `COUNT(*) OVER ()` does (issue 31), in the same round trip.
 */
export async function pageOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, skip: number, limit: number, countUpTo?: number): Promise<RawPage<T>> {
  const counted = countUpTo !== undefined;
  if (counted) qb.setParameter(COUNT_BOUND, countUpTo);
  const shape = limit > 0 && Number.isSafeInteger(limit) && skip >= 0 && Number.isSafeInteger(skip) ? shapeOf(qb) : undefined;
  if (shape === undefined) {
    if (counted) qb.addSelect(boundedCountSql(qb), BOUNDED_COUNT);
    const { entities, raw } = await qb.offset(skip).limit(limit).getRawAndEntities<Record<string, unknown>>();
    return { items: entities, raw };
  }
  const metadata = qb.expressionMap.mainAlias!.metadata;
  let bounded: string;
  if (skip > 0 && metadata.primaryColumns.length === 1) {
    // A later page: its keys first, then its rows (keysFirstQuery).
    qb.setParameter(PAGE_LIMIT, limit).setParameter(PAGE_SKIP, skip);
    bounded = preparedSql(qb, metadata, counted ? `${shape}#later#counted` : `${shape}#later`, () => keysFirstQuery(qb, metadata, counted));
  } else {
    const sql = preparedSql(qb, metadata, counted ? `${shape}#counted` : shape, () => (counted ? qb.clone().addSelect(boundedCountSql(qb), BOUNDED_COUNT) : qb));
    // TypeORM writes the bounds as numbers in the SQL too (and leaves out OFFSET 0).
    bounded = `${sql} LIMIT ${limit}${skip > 0 ? ` OFFSET ${skip}` : ''}`;
  }
  const [text, parameters] = qb.connection.driver.escapeQueryWithParameters(bounded, qb.getParameters(), {});
  const own = runnerOf(qb);
  const runner = own ?? qb.connection.createQueryRunner();
  let raw: Array<Record<string, unknown>>;
  try {
    raw = (await runner.query(text, parameters)) as Array<Record<string, unknown>>;
  } finally {
    if (!own) await runner.release();
  }
  return { items: hydrate<T>(qb.connection, metadata, qb.expressionMap.mainAlias!.name, raw), raw };
}

/** The query's shape as a cache key, or undefined when the query is not one this file runs itself. */
function shapeOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): string | undefined {
  const e = qb.expressionMap;
  const alias = e.mainAlias;
  if (!alias?.hasMetadata || !DIALECTS.has(qb.connection.driver.options.type)) return undefined;
  const m = alias.metadata;
  if (m.relations.length || m.embeddeds.length || m.discriminatorColumn || m.childEntityMetadatas.length || m.parentEntityMetadata || m.treeType || m.tableType === 'view') return undefined;
  // Subscribers that hear loads would miss this hydration; those that only hear transactions (events/commit-hooks.ts) do not.
  if (m.afterLoadListeners.length || qb.connection.subscribers.some((s) => typeof s.afterLoad === 'function') || m.deleteDateColumn) return undefined;
  if (e.joinAttributes.length || e.relationIdAttributes.length || e.relationCountAttributes.length || e.groupBys.length || e.havings.length) return undefined;
  if (e.selectDistinct || e.selectDistinctOn.length || e.lockMode || e.cache || e.comment || e.useIndex || e.maxExecutionTime || e.timeTravel || e.subQuery) return undefined;
  if (e.commonTableExpressions.length || Object.keys(e.nativeParameters).length) return undefined;
  if (e.skip !== undefined || e.take !== undefined || e.offset !== undefined || e.limit !== undefined) return undefined;
  // The whole entity and nothing of it column by column (the hydration below reads every column).
  if (e.selects[0]?.selection !== alias.name || e.selects.some((s) => s.selection.startsWith(`${alias.name}.`))) return undefined;
  if (!e.wheres.every(plainCondition)) return undefined;
  let arrays = '';
  for (const [name, value] of Object.entries(e.parameters)) {
    if (typeof value === 'function') return undefined; // raw SQL TypeORM writes into the text
    if (Array.isArray(value)) arrays += `${name}:${value.length};`;
  }
  return JSON.stringify([alias.name, e.wheres, e.orderBys, e.selects, e.aliasNamePrefixingEnabled]) + arrays;
}

/** A WHERE written as SQL text, or brackets of such: the text alone decides the SQL. */
function plainCondition(where: { condition: unknown }): boolean {
  const c = where.condition as string | { operator?: string; condition?: unknown };
  if (typeof c === 'string') return true;
  if (Array.isArray(c)) return c.every(plainCondition);
  return (c.operator === 'brackets' || c.operator === 'not') && Array.isArray(c.condition) && c.condition.every(plainCondition);
}

function preparedSql<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, metadata: EntityMetadata, shape: string, build: () => SelectQueryBuilder<T> = () => qb): string {
  let shapes = sqlByShape.get(metadata);
  if (!shapes) sqlByShape.set(metadata, (shapes = new Map()));
  let sql = shapes.get(shape);
  if (sql === undefined) {
    sql = build().getQuery(); // with :named parameters, without bounds
    if (shapes.size < MAX_SHAPES_PER_ENTITY) shapes.set(shape, sql);
  }
  return sql;
}

/**
 * A later page's query: the page's keys first (`SELECT id … ORDER BY … LIMIT :limit OFFSET :skip`, which an index
 * on the sort and the conditions answers without reading a row), then the page's rows by those keys, in the same
 * order. `… LIMIT 25 OFFSET 975` read the 1,000 rows in full and dropped 975 of them: a list's page 40 cost 7–12 ms
 * of database CPU on MariaDB at 10,000 campaigns or listings (wide rows), where its keys cost a tenth of that
 * (issue 31). The same rows in the same order: the sort ends with the id, so the keys fix the page.
 */
function keysFirstQuery<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, metadata: EntityMetadata, counted: boolean): SelectQueryBuilder<T> {
  const alias = qb.expressionMap.mainAlias!.name;
  const key = `${alias}.${metadata.primaryColumns[0]!.propertyPath}`;
  const keys = qb.clone().select(key, PAGE_KEY).getQuery();
  // (MySQL takes no LIMIT in an IN subquery itself; in a derived table inside it, it does.)
  const rows = qb.clone().where(`${key} IN (SELECT ${PAGE_KEY} FROM (${keys} LIMIT :${PAGE_LIMIT} OFFSET :${PAGE_SKIP}) page_keys)`);
  return counted ? rows.addSelect(boundedCountSql(qb), BOUNDED_COUNT) : rows;
}

/** The query's matching rows, unsorted and limited to the bound: what a bounded count counts (index-only where an index covers the conditions). */
function boundedRowsSql<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): string {
  return `${qb.clone().select('1').orderBy().offset(undefined).limit(undefined).skip(undefined).take(undefined).getQuery()} LIMIT :${COUNT_BOUND}`;
}

/** `(SELECT COUNT(*) FROM (… LIMIT bound) …)`: a scalar subquery for the page's select list. */
function boundedCountSql<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): string {
  return `(SELECT COUNT(*) FROM (${boundedRowsSql(qb)}) bounded_rows)`;
}

/**
 * How many rows the query matches, up to `countUpTo`: for a page past the end, which has no row to carry
 * the count. Its SQL is built once per shape, like a page's.
 */
export async function boundedCount<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, countUpTo: number): Promise<number> {
  qb.setParameter(COUNT_BOUND, countUpTo);
  const shape = shapeOf(qb);
  const metadata = qb.expressionMap.mainAlias!.metadata;
  const build = () => `SELECT COUNT(*) AS ${BOUNDED_COUNT} FROM (${boundedRowsSql(qb)}) bounded_rows`;
  let sql: string;
  if (shape === undefined) sql = build();
  else {
    let shapes = sqlByShape.get(metadata);
    if (!shapes) sqlByShape.set(metadata, (shapes = new Map()));
    sql = shapes.get(`${shape}#count`) ?? build();
    if (!shapes.has(`${shape}#count`) && shapes.size < MAX_SHAPES_PER_ENTITY) shapes.set(`${shape}#count`, sql);
  }
  const [text, parameters] = qb.connection.driver.escapeQueryWithParameters(sql, qb.getParameters(), {});
  const own = runnerOf(qb);
  const runner = own ?? qb.connection.createQueryRunner();
  try {
    const rows = (await runner.query(text, parameters)) as Array<Record<string, unknown>>;
    return Number(rows[0]?.[BOUNDED_COUNT] ?? 0);
  } finally {
    if (!own) await runner.release();
  }
}

/** Entities from raw rows, column by column as TypeORM's RawSqlResultsToEntityTransformer does for an entity without relations. */
function hydrate<T>(ds: DataSource, metadata: EntityMetadata, alias: string, raw: Array<Record<string, unknown>>): T[] {
  const columns = columnsOf(ds, metadata, alias);
  const items: T[] = [];
  for (const row of raw) {
    const entity = metadata.create(undefined, { fromDeserializer: true }) as ObjectLiteral;
    let hasData = false;
    for (const [key, column] of columns) {
      const value = row[key];
      if (value === undefined) continue;
      if (value !== null && !column.isVirtualProperty) hasData = true;
      column.setEntityValue(entity, ds.driver.prepareHydratedValue(value, column));
    }
    if (hasData) items.push(entity as T);
  }
  return items;
}

/** The entity's selected columns with the alias each comes back under (`u_email`), once per entity and alias. */
function columnsOf(ds: DataSource, metadata: EntityMetadata, alias: string): Array<[string, ColumnMetadata]> {
  let byAlias = columnsByAlias.get(metadata);
  if (!byAlias) columnsByAlias.set(metadata, (byAlias = new Map()));
  let columns = byAlias.get(alias);
  if (!columns) {
    columns = metadata.columns.filter((c) => !c.isVirtual).map((c) => [DriverUtils.buildAlias(ds.driver, undefined, alias, c.databaseName), c]);
    byAlias.set(alias, columns);
  }
  return columns;
}

/** The query runner a query builder was made with (a transaction's), if any: TypeORM keeps it protected. */
function runnerOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): QueryRunner | undefined {
  return (qb as unknown as { queryRunner?: QueryRunner }).queryRunner;
}
