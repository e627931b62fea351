// One TypeORM data source per service: MySQL (MariaDB here) in clusters and tests, SQLite for the
// embedded default — a file per service opened by Node's built-in node:sqlite (no native build)
// through TypeORM's better-sqlite3 driver, in WAL mode with every commit synced to disk. Entities
// are EntitySchemas and migrations use the portable Table API, so the same code runs on both.
import { DataSource, type DataSourceOptions, type EntitySchema, type MixedList } from 'typeorm';
import { mkdirSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { platformEntities, platformMigrations } from './platform-tables.ts';
import { NodeSqliteDatabase } from './node-sqlite.ts';
import { serializeRunners } from './sqlite-lock.ts';

export type Dialect = 'mysql' | 'sqlite';

export interface DataSourceSpec {
  url: string;
  entities: EntitySchema[];
  migrations: MixedList<Function>;
  poolSize?: number;
}

export const dialectOf = (url: string): Dialect => (url.startsWith('sqlite:') ? 'sqlite' : 'mysql');

/** How long SQLite work waits for the connection: for another transaction of this process, or for another process's lock. */
const SQLITE_WAIT_MS = 10_000;

/** Pragmas for every SQLite file, set when it is opened (TypeORM turns foreign_keys on itself). */
function prepareSqlite(db: NodeSqliteDatabase): void {
  // WAL: a commit appends to the -wal file instead of rewriting pages in place, and a crash at any
  // moment leaves the file openable with every committed transaction in it. A sql.js-era file (a
  // rollback journal) is converted the first time it is opened.
  const mode = db.pragma('journal_mode = WAL', { simple: true });
  if (mode !== 'wal') throw new Error(`SQLite ${db.name}: WAL journaling is not available here (journal_mode is ${String(mode)}); keep DATA_DIR on a local disk`);
  // FULL: the WAL is synced at every commit, so an acknowledged write survives a power cut, not
  // only a crash of the process (NORMAL would). It costs one fsync per commit: see docs/decisions.md.
  db.pragma('synchronous = FULL');
}

export function createDataSource(spec: DataSourceSpec): DataSource {
  const common = {
    entities: [...platformEntities, ...spec.entities],
    migrations: [...platformMigrations, ...(spec.migrations as Function[])],
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: false,
  };
  if (dialectOf(spec.url) === 'sqlite') {
    const location = spec.url.slice('sqlite:'.length);
    if (!existsSync(dirname(location))) mkdirSync(dirname(location), { recursive: true });
    const ds = new DataSource({
      type: 'better-sqlite3',
      driver: NodeSqliteDatabase,
      database: location,
      timeout: SQLITE_WAIT_MS,
      prepareDatabase: prepareSqlite,
      ...common,
    } as DataSourceOptions);
    serializeRunners(ds, SQLITE_WAIT_MS);
    return ds;
  }
  const u = new URL(spec.url);
  return new DataSource({
    type: 'mysql',
    connectorPackage: 'mysql2',
    host: u.hostname,
    port: Number(u.port || 3306),
    username: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: u.pathname.replace(/^\//, ''),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    poolSize: spec.poolSize ?? 10,
    ...common,
  });
}

/** How often a long-lived SQLite connection refreshes the planner's statistics (SQLite's advice: hourly or daily). */
const SQLITE_OPTIMIZE_MS = 60 * 60_000;

/**
 * Opens the data source and, unless told not to (clusters run a migration Job), migrates it. A SQLite file gets the
 * query planner's statistics (`PRAGMA optimize`, SQLite's advice for a long-lived connection, on a sample of each
 * index: under a second for 4 GB) when it opens and hourly after: without them SQLite takes any equality on an index
 * as selective, and read 850,000 campaigns of one kind to find the 99 the search index named (issue 31).
 */
export async function openDataSource(ds: DataSource, migrate: boolean): Promise<DataSource> {
  if (!ds.isInitialized) await ds.initialize();
  if (migrate) await ds.runMigrations({ transaction: 'each' });
  if (ds.options.type === 'better-sqlite3') {
    const optimize = async (flags: string) => {
      if (!ds.isInitialized) return;
      await ds.query('PRAGMA analysis_limit = 1000');
      await ds.query(`PRAGMA optimize${flags}`);
    };
    await optimize(' = 0x10002');
    const timer = setInterval(() => void optimize('').catch(() => undefined), SQLITE_OPTIMIZE_MS).unref();
    const destroy = ds.destroy.bind(ds);
    ds.destroy = () => {
      clearInterval(timer);
      return destroy();
    };
  }
  return ds;
}

export async function isReachable(ds: DataSource): Promise<boolean> {
  try {
    await ds.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
