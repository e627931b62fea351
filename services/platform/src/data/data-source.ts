// One TypeORM data source per service: MySQL (MariaDB here) in clusters and tests, SQLite (sql.js,
// no native build) for the embedded default. Entities are EntitySchemas and migrations use the
// portable Table API, so the same code runs on both.
import { DataSource, type DataSourceOptions, type EntitySchema, type MixedList } from 'typeorm';
import { mkdirSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { platformEntities, platformMigrations } from '../events/schema.ts';

export type Dialect = 'mysql' | 'sqlite';

export interface DataSourceSpec {
  url: string;
  entities: EntitySchema[];
  migrations: MixedList<Function>;
  poolSize?: number;
}

export const dialectOf = (url: string): Dialect => (url.startsWith('sqlite:') ? 'sqlite' : 'mysql');

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
    return new DataSource({ type: 'sqljs', location, autoSave: true, ...common } as DataSourceOptions);
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

/** Opens the data source and, unless told not to (clusters run a migration Job), migrates it. */
export async function openDataSource(ds: DataSource, migrate: boolean): Promise<DataSource> {
  if (!ds.isInitialized) await ds.initialize();
  if (migrate) await ds.runMigrations({ transaction: 'each' });
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
