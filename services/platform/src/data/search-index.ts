// A list's contains-search without reading every row, where the database can (issue 31). The spec's search is
// "contains" (003 §"Search": "Reference search is exact. Other fields use contains."), which no B-tree index
// serves: `LIKE '%term%'` reads every row in reach, a second for a rare term among a million orders.
//
// On SQLite a table may have a trigram index beside it: an FTS5 table `<table>_search` over the searched columns
// (tokenize='trigram': every three characters of the text, case folded), kept by triggers on the table itself so no
// write path can miss it, its rows the table's own rowids (external content). A phrase of three characters or more
// finds the rows that contain it from the index. The LIKE clause stays on top of it, so the rows matched are
// exactly the ones the LIKE alone matches: the index only narrows which rows it is tried on.
//
// A term common enough to be in many rows is better served by the list's own index order (the newest rows first,
// stopping at the page): so the index is asked first for at most PROBE_ROWS + 1 rows (well under a millisecond), and
// used only when fewer than that contain the term.
//
// MariaDB has no substring index (InnoDB's FULLTEXT matches words, and MariaDB has no n-gram parser): there the LIKE
// alone runs, as before (docs/decisions.md). A migration that rebuilds the table on SQLite (TypeORM's add, change
// or drop of a column does) drops its triggers and renumbers its rowids: it must drop the index and create it again
// (searchIndexMigration's down, then up), or rows would go missing from searches.
import type { MigrationInterface, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import { isMysql } from './table-migration.ts';

/** Below this many rows containing the term, the trigram index finds them; at or above, the list's order does. */
export const PROBE_ROWS = 1000;
/** Terms shorter than a trigram have no entry in the index: they are matched by LIKE alone. */
const TRIGRAM = 3;

export const searchTableOf = (table: string) => `${table}_search`;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The SQL that creates a table's trigram index, its triggers, and fills it from the rows already there (SQLite). */
export function searchIndexSql(table: string, columns: readonly string[]): { create: string[]; triggers: string[]; fill: string; drop: string[] } {
  const fts = searchTableOf(table);
  const cols = columns.map(ident).join(', ');
  const newValues = columns.map((c) => `new.${ident(c)}`).join(', ');
  const oldValues = columns.map((c) => `old.${ident(c)}`).join(', ');
  const trigger = (when: string) => ident(`${fts}_${when}`);
  return {
    create: [`CREATE VIRTUAL TABLE ${ident(fts)} USING fts5(${cols}, content=${ident(table)}, content_rowid='rowid', tokenize='trigram')`],
    triggers: [
      `CREATE TRIGGER IF NOT EXISTS ${trigger('ai')} AFTER INSERT ON ${ident(table)} BEGIN INSERT INTO ${ident(fts)}(rowid, ${cols}) VALUES (new.rowid, ${newValues}); END`,
      `CREATE TRIGGER IF NOT EXISTS ${trigger('ad')} AFTER DELETE ON ${ident(table)} BEGIN INSERT INTO ${ident(fts)}(${ident(fts)}, rowid, ${cols}) VALUES ('delete', old.rowid, ${oldValues}); END`,
      `CREATE TRIGGER IF NOT EXISTS ${trigger('au')} AFTER UPDATE OF ${cols} ON ${ident(table)} BEGIN INSERT INTO ${ident(fts)}(${ident(fts)}, rowid, ${cols}) VALUES ('delete', old.rowid, ${oldValues}); INSERT INTO ${ident(fts)}(rowid, ${cols}) VALUES (new.rowid, ${newValues}); END`,
    ],
    fill: `INSERT INTO ${ident(fts)}(${ident(fts)}) VALUES ('rebuild')`,
    drop: [...['ai', 'ad', 'au'].map((w) => `DROP TRIGGER IF EXISTS ${trigger(w)}`), `DROP TABLE IF EXISTS ${ident(fts)}`],
  };
}

/** A migration that gives a table its trigram index on SQLite (and does nothing on MariaDB, which has none). */
export function searchIndexMigration(name: string, table: string, columns: readonly string[]): new () => MigrationInterface {
  return class implements MigrationInterface {
    name = name;

    async up(q: QueryRunner): Promise<void> {
      if (isMysql(q)) return;
      const sql = searchIndexSql(table, columns);
      for (const s of [...sql.create, ...sql.triggers, sql.fill]) await q.query(s);
    }

    async down(q: QueryRunner): Promise<void> {
      if (isMysql(q)) return;
      for (const s of searchIndexSql(table, columns).drop) await q.query(s);
    }
  };
}

/** The FTS5 query of a phrase: the term as one string (its quotes doubled), or undefined when it is shorter than a trigram. */
export function trigramPhrase(term: string): string | undefined {
  // FTS5 reads a query only up to a NUL: such a term is matched by LIKE alone.
  if ([...term].length < TRIGRAM || term.includes('\0')) return undefined;
  return `"${term.replace(/"/g, '""')}"`;
}

/**
 * Narrows the query to the rows the trigram index says contain the term in one of `columns`, when the query's table
 * has an index over all of them and fewer than PROBE_ROWS rows of the whole table contain the term; otherwise leaves
 * the query as it is. The caller's LIKE clause decides the match either way.
 */
export async function narrowByTrigrams<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, alias: string, columns: readonly string[], term: string): Promise<void> {
  const phrase = trigramPhrase(term);
  if (phrase === undefined || qb.connection.options.type === 'mysql') return;
  const table = qb.expressionMap.mainAlias?.metadata.tableName;
  if (!table) return;
  const indexed = await indexedColumns(qb, table);
  if (!columns.every((c) => indexed.has(c))) return;
  const fts = ident(searchTableOf(table));
  // On the query's own connection (a transaction's, when it has one): it sees what the query will see.
  const runner = (qb as unknown as { queryRunner?: { query(sql: string, params: unknown[]): Promise<unknown> } }).queryRunner ?? qb.connection;
  const probe = (await runner.query(`SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? LIMIT ${PROBE_ROWS + 1}`, [phrase])) as unknown[];
  if (probe.length > PROBE_ROWS) return;
  qb.andWhere(`${alias}.rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH :listSearchTrigrams)`, { listSearchTrigrams: phrase });
}

/** The columns of a table's trigram index (none when it has none), read once per data source and table. */
const known = new WeakMap<object, Map<string, Promise<Set<string>>>>();
function indexedColumns<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, table: string): Promise<Set<string>> {
  let tables = known.get(qb.connection);
  if (!tables) known.set(qb.connection, (tables = new Map()));
  let columns = tables.get(table);
  if (!columns) {
    // A failure (the connection busy past its wait) is not remembered: this search goes without the index, the next asks again.
    columns = (qb.connection.query(`SELECT name FROM pragma_table_info(?)`, [searchTableOf(table)]) as Promise<Array<{ name: string }>>).then(
      (rows) => new Set(rows.map((r) => r.name)),
      () => {
        tables.delete(table);
        return new Set<string>();
      },
    );
    tables.set(table, columns);
  }
  return columns;
}
