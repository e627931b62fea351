// Seeds the orders, listings, campaigns and leads tables at scale (issue 31): N rows each over 1,000
// customers, deterministic (scripts/scale/model.js, rows.ts), for the k6 scale scenarios.
//
//   node scripts/seed-scale.ts --rows 1000000 --target mariadb [--prefix scale] [--mysql-url URL] [--migrate]
//       the databases <prefix>_order, <prefix>_listing, <prefix>_ads on MYSQL_URL's server (or
//       --order-url/--listing-url/--ads-url, each a full DATABASE_URL); --migrate drops and creates them
//       and runs the services' migrations first. The services must not be running while it seeds.
//   node scripts/seed-scale.ts --rows 10000 --target sqlite --data-dir DIR [--migrate]
//       the embedded default's DATA_DIR; --migrate starts it once on DIR so its migrations run.
//
// Other options: --tables orders,listings,campaigns,leads (all), --seed 1, --method load|insert (MariaDB, load by default:
// multi-row INSERTs, or LOAD DATA LOCAL INFILE streamed from memory), --batch N (MariaDB 5000 rows an
// INSERT, 20000 a LOAD; SQLite 20000 a transaction), --no-index-rebuild (insert into the indexes as they are instead of rebuilding them).
import { parseArgs } from 'node:util';
import { seedScale } from './scale/seed.ts';
import { databaseUrls, migrateMaria, migrateSqlite } from './scale/services.ts';
import { TABLES, type Table } from './scale/rows.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string' },
    target: { type: 'string', default: 'mariadb' },
    prefix: { type: 'string', default: 'scale' },
    'mysql-url': { type: 'string' },
    'order-url': { type: 'string' },
    'listing-url': { type: 'string' },
    'ads-url': { type: 'string' },
    'data-dir': { type: 'string' },
    tables: { type: 'string' },
    seed: { type: 'string', default: '1' },
    batch: { type: 'string' },
    method: { type: 'string', default: 'load' },
    migrate: { type: 'boolean', default: false },
    'no-index-rebuild': { type: 'boolean', default: false },
  },
});

const rows = Number(values.rows);
if (!Number.isInteger(rows) || rows < 1) throw new Error('--rows N is required (e.g. 10000 or 1000000)');
const target = values.target;
if (target !== 'mariadb' && target !== 'sqlite') throw new Error('--target is mariadb or sqlite');
const tables = values.tables ? (values.tables.split(',') as Table[]) : TABLES;
for (const t of tables) if (!TABLES.includes(t)) throw new Error(`unknown table ${t}`);
const log = (m: string) => console.error(`seed-scale: ${m}`);
if (values.method !== 'insert' && values.method !== 'load') throw new Error('--method is insert or load');
const common = { rows, tables, method: values.method as 'insert' | 'load', seed: Number(values.seed), log, rebuildIndexes: !values['no-index-rebuild'], ...(values.batch ? { batch: Number(values.batch) } : {}) };

if (target === 'mariadb') {
  const mysqlUrl = values['mysql-url'] ?? process.env.MYSQL_URL;
  const fromPrefix = mysqlUrl ? databaseUrls(mysqlUrl, values.prefix) : undefined;
  const urls = {
    order: values['order-url'] ?? fromPrefix?.order,
    listing: values['listing-url'] ?? fromPrefix?.listing,
    ads: values['ads-url'] ?? fromPrefix?.ads,
  };
  if (!urls.order || !urls.listing || !urls.ads) throw new Error('MariaDB: --mysql-url (or MYSQL_URL), or --order-url, --listing-url and --ads-url');
  const full = urls as { order: string; listing: string; ads: string };
  if (values.migrate) {
    log('migrating fresh databases');
    await migrateMaria(full);
  }
  await seedScale({ ...common, target, urls: full });
  console.log(JSON.stringify(full));
} else {
  const dataDir = values['data-dir'];
  if (!dataDir) throw new Error('SQLite: --data-dir DIR');
  if (values.migrate) {
    log(`migrating ${dataDir}`);
    await migrateSqlite(dataDir);
  }
  await seedScale({ ...common, target, dataDir });
}
