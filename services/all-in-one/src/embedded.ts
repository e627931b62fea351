// The embedded default (make up, started by main.ts): every service's app in one Node process on one port, each with
// its own SQLite file under DATA_DIR, events delivered in-process, mail captured, the built
// frontend served at /. Restarting keeps the data.
import express from 'express';
import { fileURLToPath } from 'node:url';
import { bootService, createLogger, createObjectStore, docsSite, healthRouter, inFlightLimit, InProcessBus, loadConfig, loadStorageConfig, mountServices, notFoundProblem, objectFiles, resolveKeys, securityHeaders, serve, storagePublicOrigin, type BootedService, type HealthState } from '@adops/platform';
import { modules } from './modules.ts';
import { PROGRAM_PATHS, serveFrontend } from './frontend.ts';
import { returnMemoryWhenIdle } from '@adops/platform/process-settings';

process.env.ADMIN_EMAIL ||= 'admin@adops.local';
process.env.ADMIN_PASSWORD ||= 'Admin-Passw0rd!';

const base = loadConfig('all-in-one');
const log = createLogger('adops', base.logLevel);
const keys = await resolveKeys(base);
const bus = new InProcessBus();

const booted: BootedService[] = [];
for (const module of modules) {
  // Each context keeps its own database, as in a cluster: no service reads another's tables.
  const config = { ...base, databaseUrl: `sqlite:${base.dataDir}/${module.name}.sqlite`, kafkaBrokers: [] };
  booted.push(await bootService(module, { config, log, keys, bus }));
}

const health: HealthState = { shuttingDown: false };
const storage = loadStorageConfig(base);
const root = express();
root.disable('x-powered-by');
root.set('trust proxy', base.trustProxy);
// The app's HTML, /docs, probes and 404 problems get the security headers too (services apply their own);
// the app may draw stored assets from the storage's public origin (PUBLIC_URL/files, a CDN or the bucket).
root.use(securityHeaders({ ...base, assetOrigins: [storagePublicOrigin(storage)] }));
root.use(healthRouter(booted.map((b) => b.dataSource), health));
root.use(inFlightLimit({ limit: base.maxRequestsInFlight, log }));
mountServices(root, booted.map((b) => b.service));
// Stored files (assets, thumbnails, poster frames) at the local store's public base, PUBLIC_URL/files, so
// cdnUrl and thumbnail answer; with STORAGE_DRIVER=s3 the bucket (or its CDN) serves them instead.
if (storage.driver === 'local') root.use('/files', objectFiles(createObjectStore(storage)));
root.use(docsSite({ publicUrl: base.publicUrl, log }));
// Programs' paths that no service answered: a 404 problem, never the frontend's index.html.
root.use(PROGRAM_PATHS, notFoundProblem);
// FRONTEND_DIST serves another build (a browser test of a branch built elsewhere); frontend/dist by default.
const distDir = process.env.FRONTEND_DIST ?? fileURLToPath(new URL('../../../frontend/dist', import.meta.url));
const withFrontend = serveFrontend(root, distDir);

for (const b of booted) await b.start();
await serve({
  app: root,
  host: base.host,
  port: base.port,
  log,
  health,
  onShutdown: async () => {
    for (const b of booted.reverse()) await b.stop();
  },
});

await returnMemoryWhenIdle();
const url = `http://${base.host}:${base.port}`;
log.info({ url, dataDir: base.dataDir, frontend: withFrontend }, 'AdOps is running');
// Plain lines for a person reading the terminal of `make up`.
console.log(`\nAdOps is running at ${url}\nSign in as ${process.env.ADMIN_EMAIL} with password ${process.env.ADMIN_PASSWORD}\nData is kept in ${base.dataDir}${withFrontend ? '' : '\n(The frontend is not built yet: run `make up` to build it.)'}\n`);
