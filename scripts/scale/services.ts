// Preparing the services' databases for seeding at scale: a fresh MariaDB database per standalone
// service migrated by its own migration entry (services/<name>/src/migrate.ts, the chart's Job), and the
// embedded default's SQLite files migrated by starting it once on its DATA_DIR and stopping it.
import { spawn, execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createConnection } from 'mysql2/promise';
import { freePort } from '../k6/bench-env.ts';
export { freePort };

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const SCALE_SERVICES = ['order', 'listing', 'ads'] as const;
export type ScaleService = (typeof SCALE_SERVICES)[number];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `<mysqlUrl>` with the database `<prefix>_<service>` for each service. */
export function databaseUrls(mysqlUrl: string, prefix: string): Record<ScaleService, string> {
  const at = (service: string) => {
    const u = new URL(mysqlUrl);
    u.pathname = `/${prefix}_${service}`;
    return u.toString();
  };
  return { order: at('order'), listing: at('listing'), ads: at('ads') };
}

/** Drops and creates each database, then runs the service's migrations into it. */
export async function migrateMaria(urls: Record<ScaleService, string>, fresh = true): Promise<void> {
  for (const service of SCALE_SERVICES) {
    const u = new URL(urls[service]);
    const name = u.pathname.slice(1);
    u.pathname = '/';
    const conn = await createConnection(u.toString());
    if (fresh) await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await conn.query(`CREATE DATABASE IF NOT EXISTS \`${name}\``);
    await conn.end();
  }
  await Promise.all(
    SCALE_SERVICES.map((service) =>
      promisify(execFile)(process.execPath, [join(ROOT, `services/${service}/src/migrate.ts`)], { cwd: ROOT, env: { ...process.env, DATABASE_URL: urls[service], LOG_LEVEL: 'warn' } }),
    ),
  );
}


/** Starts the embedded default on `dataDir` (development mode: it makes its keys) until ready, then stops it: its migrations have run. */
export async function migrateSqlite(dataDir: string): Promise<void> {
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, JOBS_RUNNER: 'off' };
  const proc = spawn(process.execPath, [join(ROOT, 'services/all-in-one/src/main.ts')], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  proc.stderr.on('data', (d) => (err = (err + d).slice(-4000)));
  try {
    // Up to 10 minutes: migrations over a million rows (indexes, rollups, search indexes) run before it is ready.
    for (let i = 0; i < 2400; i++) {
      if (proc.exitCode !== null) throw new Error(`the embedded default exited (${proc.exitCode}): ${err}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
      } catch {
        /* not yet */
      }
      await sleep(250);
    }
    throw new Error(`the embedded default did not become ready: ${err}`);
  } finally {
    const exited = new Promise((r) => proc.once('exit', r));
    if (proc.exitCode === null) proc.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
    if (proc.exitCode === null) proc.kill('SIGKILL');
  }
}
