// Seeding at scale (issue 31, lists at scale): fills the orders, listings, campaigns and leads tables of
// migrated, stopped services with N rows each (rows.ts, model.js), plus their agent links and the
// customers' projection (customer_references) the lists scope through.
//
//   MariaDB: one connection per table, all four tables at once, multi-row INSERTs of `batch` rows with
//   unique_checks and foreign_key_checks off; the tables' secondary indexes are dropped before the load
//   and added back after it in one ALTER each (a sorted build, much faster than 1 M random index
//   inserts into a 256 MB buffer pool). Whatever indexes the migrations made are put back as they were.
//   SQLite: node:sqlite prepared statements in transactions of `batch` rows, synchronous off, the same
//   drop-and-recreate of the indexes, then a WAL checkpoint.
//
// The tables are emptied first (the services' own other tables are left alone). A table whose rollups the
// database keeps by triggers (orders: order_day_totals and order_month_totals, services/order/src/orders/
// day-totals.ts) has its triggers dropped before it is emptied and loaded (a trigger per row would make the
// load an upsert per row, and TRUNCATE fires none), made again after, and its rollups rebuilt from the rows
// in one transaction.
import { DatabaseSync } from 'node:sqlite';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import { DAY_TOTALS_TABLE, createDayTotalsTriggers, dropDayTotalsTriggers, rebuildDayTotals } from '../../services/order/src/orders/day-totals.ts';
import { models, references, REFERENCE_COLUMNS, TABLES, type Table, type TableModel, type Value } from './rows.ts';

export interface SeedOptions {
  rows: number;
  target: 'mariadb' | 'sqlite';
  /** MariaDB: each service's DATABASE_URL. */
  urls?: { order: string; listing: string; ads: string };
  /** SQLite: the embedded default's DATA_DIR (order.sqlite, listing.sqlite, ads.sqlite in it). */
  dataDir?: string;
  seed?: number;
  tables?: readonly Table[];
  /** Rows per INSERT (MariaDB) or per transaction (SQLite). */
  batch?: number;
  /** MariaDB: multi-row INSERTs of `batch` rows, or LOAD DATA LOCAL INFILE of `batch` rows (default load: about twice as fast, half the server's CPU). */
  method?: 'insert' | 'load';
  /** Drop the secondary indexes during the load and build them after (default on). */
  rebuildIndexes?: boolean;
  log?: (msg: string) => void;
}

export interface SeedResult {
  rows: number;
  target: string;
  seconds: number;
  /** Seconds per table: loading, and building its indexes back. */
  tables: Record<string, { loadSeconds: number; indexSeconds: number }>;
}

const q = (name: string) => `\`${name}\``;

/** The rollups kept by triggers, per seeded table: their table and the statements that drop, make and rebuild them. */
const ROLLUPS: Partial<Record<Table, { table: string; drop(mysql: boolean): string[]; create(mysql: boolean): string[]; rebuild(mysql: boolean): string[] }>> = {
  orders: { table: DAY_TOTALS_TABLE, drop: dropDayTotalsTriggers, create: createDayTotalsTriggers, rebuild: rebuildDayTotals },
};

export async function seedScale(o: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const all = models(o.seed ?? 1);
  const wanted = (o.tables ?? TABLES).map((t) => all[t]);
  const log = o.log ?? (() => {});
  const result: SeedResult = { rows: o.rows, target: o.target, seconds: 0, tables: {} };
  if (o.target === 'mariadb') {
    if (!o.urls) throw new Error('seedScale: MariaDB needs urls');
    await Promise.all(wanted.map((m) => seedMaria(m, o.urls![m.service], o, log).then((r) => (result.tables[m.table] = r))));
    for (const service of new Set(wanted.map((m) => m.service))) await referencesMaria(o.urls[service]);
  } else {
    if (!o.dataDir) throw new Error('seedScale: SQLite needs dataDir');
    for (const m of wanted) result.tables[m.table] = seedSqlite(m, join(o.dataDir, `${m.service}.sqlite`), o, log);
    for (const service of new Set(wanted.map((m) => m.service))) referencesSqlite(join(o.dataDir, `${service}.sqlite`));
  }
  result.seconds = (Date.now() - started) / 1000;
  log(`seeded ${o.rows} rows into ${wanted.map((m) => m.table).join(', ')} on ${o.target} in ${result.seconds.toFixed(1)} s`);
  return result;
}

// ---------------------------------------------------------------------------------------------
// MariaDB

async function session(url: string): Promise<Connection> {
  const conn = await createConnection({ uri: url, timezone: 'Z', multipleStatements: false });
  await conn.query('SET SESSION unique_checks = 0, foreign_key_checks = 0');
  return conn;
}

/** The secondary index definitions of a table, as SHOW CREATE TABLE gives them (to drop and add back). */
async function secondaryIndexes(conn: Connection, table: string): Promise<{ name: string; definition: string }[]> {
  const [rows] = await conn.query(`SHOW CREATE TABLE ${q(table)}`);
  const ddl = (rows as Record<string, string>[])[0]!['Create Table']!;
  const out: { name: string; definition: string }[] = [];
  for (const line of ddl.split('\n')) {
    const m = line.trim().replace(/,$/, '').match(/^((?:UNIQUE |FULLTEXT |SPATIAL )?KEY) `([^`]+)` (.*)$/);
    if (m) out.push({ name: m[2]!, definition: `${m[1]} ${q(m[2]!)} ${m[3]}` });
  }
  return out;
}

/** A value as a LOAD DATA field: \\N for NULL, backslash, tab and newline escaped. */
const field = (v: Value) => (v === null ? '\\N' : typeof v === 'number' ? String(v) : v.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')));

async function insertMaria(conn: Connection, table: string, columns: readonly string[], rows: Value[][], method: 'insert' | 'load') {
  if (!rows.length) return;
  if (method === 'insert') {
    await conn.query(`INSERT INTO ${q(table)} (${columns.map(q).join(', ')}) VALUES ?`, [rows]);
    return;
  }
  // LOAD DATA LOCAL: the rows as tab-separated text streamed to the server, which parses it far cheaper than SQL.
  // In pieces under 1 MB: each goes to the server as a packet (max_allowed_packet is 16 MB here).
  const pieces: Buffer[] = [];
  let piece = '';
  for (const r of rows) {
    piece += r.map(field).join('\t') + '\n';
    if (piece.length > 512_000) {
      pieces.push(Buffer.from(piece, 'utf8'));
      piece = '';
    }
  }
  if (piece) pieces.push(Buffer.from(piece, 'utf8'));
  await conn.query({
    sql: `LOAD DATA LOCAL INFILE 'rows.tsv' INTO TABLE ${q(table)} CHARACTER SET utf8mb4 FIELDS TERMINATED BY '\\t' ESCAPED BY '\\\\' LINES TERMINATED BY '\\n' (${columns.map(q).join(', ')})`,
    infileStreamFactory: () => Readable.from(pieces),
  } as never);
}

async function seedMaria(m: TableModel, url: string, o: SeedOptions, log: (msg: string) => void) {
  const conn = await session(url);
  const method = o.method ?? 'load';
  const batch = o.batch ?? (method === 'load' ? 20_000 : 5000);
  try {
    const tables = [m.table, ...(m.links ? [m.links.table] : [])];
    const indexes = new Map<string, { name: string; definition: string }[]>();
    // A database migrated before the rollup existed has none to keep.
    const rollup = ROLLUPS[m.table];
    const [found] = rollup ? await conn.query('SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?', [rollup.table]) : [[]];
    const keep = rollup && (found as unknown[]).length ? rollup : undefined;
    if (keep) for (const sql of keep.drop(true)) await conn.query(sql);
    for (const t of tables) {
      await conn.query(`TRUNCATE TABLE ${q(t)}`);
      if (o.rebuildIndexes === false) continue;
      const list = await secondaryIndexes(conn, t);
      indexes.set(t, list);
      if (list.length) await conn.query(`ALTER TABLE ${q(t)} ${list.map((x) => `DROP INDEX ${q(x.name)}`).join(', ')}`);
    }
    const t0 = Date.now();
    let loadSeconds = 0;
    try {
      let rows: Value[][] = [];
      let links: Value[][] = [];
      for (let i = 0; i < o.rows; i++) {
        const row = m.row(i, o.rows);
        rows.push(row);
        if (m.links) links.push(...m.links.of(row));
        if (rows.length >= batch || i === o.rows - 1) {
          await insertMaria(conn, m.table, m.columns, rows, method);
          if (m.links) await insertMaria(conn, m.links.table, ['ownedId', 'agentId'], links, method);
          rows = [];
          links = [];
          if ((i + 1) % 200_000 < batch) log(`  ${m.table}: ${i + 1} rows, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
        }
      }
      loadSeconds = (Date.now() - t0) / 1000;
    } finally {
      // Back as they were even when the load failed: a table is never left without its indexes.
      for (const [t, list] of indexes) if (list.length) await conn.query(`ALTER TABLE ${q(t)} ${list.map((x) => `ADD ${x.definition}`).join(', ')}`);
      // And the triggers, before the rollup is made again from the rows (in one transaction: rebuildDayTotals).
      if (keep) {
        for (const sql of keep.create(true)) await conn.query(sql);
        await conn.query('START TRANSACTION');
        for (const sql of keep.rebuild(true)) await conn.query(sql);
        await conn.query('COMMIT');
      }
    }
    const indexSeconds = (Date.now() - t0) / 1000 - loadSeconds;
    log(`  ${m.table}: ${o.rows} rows loaded in ${loadSeconds.toFixed(1)} s, indexes built in ${indexSeconds.toFixed(1)} s`);
    return { loadSeconds, indexSeconds };
  } finally {
    await conn.end();
  }
}

async function referencesMaria(url: string) {
  const conn = await session(url);
  try {
    await conn.query(`INSERT IGNORE INTO customer_references (${REFERENCE_COLUMNS.map(q).join(', ')}) VALUES ?`, [references()]);
  } finally {
    await conn.end();
  }
}

// ---------------------------------------------------------------------------------------------
// SQLite

function openSqlite(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA busy_timeout = 10000; PRAGMA synchronous = OFF; PRAGMA cache_size = -200000');
  return db;
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

function seedSqlite(m: TableModel, file: string, o: SeedOptions, log: (msg: string) => void) {
  const db = openSqlite(file);
  const batch = o.batch ?? 20_000;
  let rollupRestored = true;
  let restoreRollup = () => {};
  try {
    const tables = [m.table, ...(m.links ? [m.links.table] : [])];
    const indexes: string[] = [];
    const rollup = ROLLUPS[m.table];
    const keep = rollup && db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(rollup.table) ? rollup : undefined;
    if (keep) for (const sql of keep.drop(false)) db.exec(sql);
    rollupRestored = false;
    restoreRollup = () => {
      if (keep) {
        for (const sql of keep.create(false)) db.exec(sql);
        db.exec('BEGIN');
        for (const sql of keep.rebuild(false)) db.exec(sql);
        db.exec('COMMIT');
      }
      rollupRestored = true;
    };
    for (const t of tables) {
      db.exec(`DELETE FROM "${t}"`);
      if (o.rebuildIndexes === false) continue;
      // Named indexes only: a UNIQUE constraint's automatic index (sql NULL) stays.
      const list = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`).all(t) as { name: string; sql: string }[];
      for (const x of list) {
        indexes.push(x.sql);
        db.exec(`DROP INDEX "${x.name}"`);
      }
    }
    const insert = db.prepare(`INSERT INTO "${m.table}" (${m.columns.map((c) => `"${c}"`).join(', ')}) VALUES (${placeholders(m.columns.length)})`);
    const link = m.links ? db.prepare(`INSERT INTO "${m.links.table}" ("ownedId", "agentId") VALUES (?, ?)`) : undefined;
    const t0 = Date.now();
    db.exec('BEGIN');
    for (let i = 0; i < o.rows; i++) {
      const row = m.row(i, o.rows);
      insert.run(...row);
      if (m.links && link) for (const l of m.links.of(row)) link.run(...l);
      if ((i + 1) % batch === 0) {
        db.exec('COMMIT');
        db.exec('BEGIN');
      }
      if ((i + 1) % 200_000 === 0) log(`  ${m.table}: ${i + 1} rows, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    db.exec('COMMIT');
    const loadSeconds = (Date.now() - t0) / 1000;
    const t1 = Date.now();
    for (const sql of indexes) db.exec(sql);
    restoreRollup();
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    const indexSeconds = (Date.now() - t1) / 1000;
    log(`  ${m.table}: ${o.rows} rows loaded in ${loadSeconds.toFixed(1)} s, indexes built in ${indexSeconds.toFixed(1)} s`);
    return { loadSeconds, indexSeconds };
  } finally {
    // Back even when the load failed, as on MariaDB: orders are never left without their rollup's triggers.
    if (!rollupRestored) {
      if (db.isTransaction) db.exec('ROLLBACK');
      restoreRollup();
    }
    db.close();
  }
}

function referencesSqlite(file: string) {
  const db = openSqlite(file);
  try {
    const insert = db.prepare(`INSERT OR IGNORE INTO customer_references (${REFERENCE_COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES (${placeholders(REFERENCE_COLUMNS.length)})`);
    db.exec('BEGIN');
    for (const row of references()) insert.run(...row);
    db.exec('COMMIT');
  } finally {
    db.close();
  }
}
