// The order → campaign path across Kafka (issue 31, part 4): the contexts the path needs, each its own
// process as a cluster runs them (services/<context>/src/main.ts, NODE_ENV=production, LOG_LEVEL=warn),
// each on a fresh MariaDB database, all on a fresh KAFKA_PREFIX: identity (the admin's token), customer
// and listing (their events feed the order and ads contexts' projections), order (order.ready) and ads
// (builds the campaign, creates it on the simulator: campaign.created). A small gateway in this process
// routes each /api/<segment> prefix to the context whose spec owns it, as the cluster's Ingress does,
// so the k6 scripts keep their one BASE_URL.
//
// pipeline-order-campaign.js then places INVOICE orders at `rate` a second for `seconds` (each READY at
// once), every 10th read until it shows its campaign (order-campaign.js reads every order every 0.1 s:
// at 20 orders/s those reads cost the order service more than the path, and its 50 VUs ran out);
// order.ready → campaign.created is read afterwards from the order and ads databases (campaign-latency.ts, shared with the embedded default's figures), with
// its legs: the relay's publish, Kafka and the consumer, the building, the job's pickup, the creation.
//
//   node scripts/k6/pipeline-bench.ts        prints the table (PIPELINE_RATE, PIPELINE_SECONDS, K6)
//
// From another driver (bench.ts):
//   const r = await runPipelineBench({ log, k6Path, work, rate: 20, seconds: 30 });
//   formatPipelineTable(r)  → markdown: the figures, the goal (p95 < 1 s at 20 orders/s), met or not.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Agent, createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { createConnection } from 'mysql2/promise';
import { cpuMs } from './process-cpu.ts';
import { rssMb } from './write-growth.ts';
import { campaignLatencyMysql, type CampaignLatency, type Spread } from './campaign-latency.ts';
import { devServices, freshDatabase } from './bench-env.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const ADMIN = { email: 'admin@adops.local', password: 'Admin-Passw0rd!' };
/** What the path needs: the admin's sign-in, the projections' sources, the order and the campaign. */
const CONTEXTS = ['identity', 'customer', 'listing', 'order', 'ads'] as const;
type Context = (typeof CONTEXTS)[number];
/** The goal of issue 31: order.ready → campaign.created p95 under this, at 20 orders a second. */
export const PIPELINE_P95_GOAL_MS = 1000;
export const PIPELINE_GOAL_RATE = 20;
/** Every this-many-th order is read by its VU until it shows its campaign (the client's view); the rest are only placed. */
const FOLLOW_EVERY = 10;

export interface PipelineBenchOptions {
  log: (msg: string) => void;
  /** k6's path ('k6' on PATH by default). */
  k6Path?: string;
  /** A folder for the services' logs, data folders and k6's summary (a fresh temporary one by default). */
  work?: string;
  rate?: number;
  seconds?: number;
  /** Extra environment for every service (a setting under test). */
  serviceEnv?: Record<string, string>;
  /** Leave the run's databases for a look afterwards (they are dropped by default). */
  keepDatabases?: boolean;
}

export interface PipelineBenchResult {
  rate: number;
  seconds: number;
  /** The events' figures from the two databases (undefined when k6 did not reach its load). */
  latency?: CampaignLatency;
  /** The client's wait: placed → the order shows its campaign (k6's `flow` trend, reads every 0.1 s). */
  flow?: Spread;
  /** Orders k6 placed in the load, and the iterations it could not start (no free VU). */
  iterations: number;
  dropped: number;
  /** The run's requests (placing and reading) through the gateway. */
  http: { reqs: number; p95: number; failedRate: number };
  /** Each service's CPU over the load, ms, and its RSS at the end, MB. */
  services: Record<Context, { cpuMs: number; rssMb: number }>;
  loadSeconds: number;
  loadAverage: { start: string; end: string };
  /** When the load began, ISO. */
  startedAt: string;
  k6ExitCode: number | null;
  /** Whether p95 of order.ready → campaign.created < 1 s with every order's campaign created, at the goal's rate. */
  met: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const loadAvg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const f0 = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n.toFixed(0) : '–');
const f1 = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n.toFixed(1) : '–');



async function dropDatabase(mysqlUrl: string, name: string): Promise<void> {
  const conn = await createConnection(mysqlUrl);
  try {
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  } finally {
    await conn.end();
  }
}

/** The /api/<segment> prefixes (and served spec paths) each context's spec owns, as createService derives them. */
function prefixesOf(context: Context): string[] {
  const spec = parse(readFileSync(join(ROOT, 'openapi/generated', `${context}.openapi.yaml`), 'utf8')) as { paths: Record<string, unknown> };
  return [...new Set(Object.keys(spec.paths).map((p) => p.split('/').slice(0, 3).join('/'))), `/openapi/${context}.yaml`, `/openapi/${context}.json`];
}

/** A reverse proxy by prefix, as the cluster's Ingress: one BASE_URL for the k6 scripts. */
async function startGateway(routes: Map<string, number>): Promise<{ url: string; server: Server }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const port = routes.get(path.split('/').slice(0, 3).join('/'));
    if (!port) {
      res.writeHead(404, { 'content-type': 'application/problem+json' }).end(JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'No context owns this path.' }));
      return;
    }
    const upstream = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** Every service this module started and that still runs: killed if the driver exits without stopping them. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const p of children) p.kill('SIGTERM');
});

interface Running {
  context: Context;
  /** 0 until the service listens. */
  port: number;
  proc: ChildProcess;
  logFile: string;
}

/**
 * The TCP port `pid` listens on, from its own sockets (/proc/<pid>/fd) and the kernel's table of
 * listening sockets: a service started on PORT=0 takes a port no other process holds, and only its own
 * answer is taken for its readiness (a port picked beforehand can be taken by another session's server
 * meanwhile, which then answers for it).
 */
function listeningPort(pid: number): number | undefined {
  let inodes: Set<string>;
  try {
    inodes = new Set(readdirSync(`/proc/${pid}/fd`).map((fd) => { try { return readlinkSync(`/proc/${pid}/fd/${fd}`); } catch { return ''; } }).filter((l) => l.startsWith('socket:[')).map((l) => l.slice(8, -1)));
  } catch {
    return undefined;
  }
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT, st 0A is LISTEN, the inode is the 10th field.
      if (f[3] === '0A' && inodes.has(f[9]!)) return parseInt(f[1]!.split(':')[1]!, 16);
    }
  }
  return undefined;
}

async function startService(context: Context, env: Record<string, string>, work: string): Promise<Running> {
  const logFile = join(work, `${context}.log`);
  const out = openSync(logFile, 'a');
  // HOST too: whatever the caller's environment says, a service listens on 127.0.0.1 only.
  const proc = spawn(process.execPath, [join(ROOT, 'services', context, 'src/main.ts')], { cwd: ROOT, env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0' }, stdio: ['ignore', out, out] });
  children.add(proc);
  proc.once('exit', () => children.delete(proc));
  return { context, port: 0, proc, logFile };
}

async function whenReady(s: Running): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (s.proc.exitCode !== null) throw new Error(`${s.context} exited (${s.proc.exitCode}); see ${s.logFile}`);
    s.port ||= listeningPort(s.proc.pid!) ?? 0;
    if (s.port && (await fetch(`http://127.0.0.1:${s.port}/readyz`).then((r) => r.ok, () => false))) return;
    await sleep(250);
  }
  throw new Error(`${s.context} did not become ready in 90 s; see ${s.logFile}`);
}

async function stopService(s: Running): Promise<void> {
  if (s.proc.exitCode !== null || s.proc.signalCode !== null) return;
  const exited = new Promise((r) => s.proc.once('exit', r));
  s.proc.kill('SIGTERM');
  await Promise.race([exited, sleep(20_000)]);
  if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGKILL');
}

/**
 * Starts the five contexts standalone on MariaDB and Kafka, runs order-campaign.js through a gateway at
 * `rate` orders a second for `seconds`, and reads order.ready → campaign.created from the two databases.
 * Stops every process it started and drops its databases before it returns (or throws).
 */
export async function runPipelineBench({ log, k6Path = process.env.K6 ?? 'k6', work = mkdtempSync(join(tmpdir(), 'adops-pipeline-')), rate = 20, seconds = 30, serviceEnv = {}, keepDatabases = false }: PipelineBenchOptions): Promise<PipelineBenchResult> {
  const dev = devServices();
  const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const k = generateKeyPairSync('ed25519');
  const common: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_PUBLIC_KEY: k.publicKey.export({ type: 'spki', format: 'pem' }) as string,
    JWT_PRIVATE_KEY: k.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    SECRET_KEYS: `bench:${randomBytes(32).toString('base64')}`,
    KAFKA_BROKERS: dev.KAFKA_BROKERS!,
    KAFKA_PREFIX: `bench-pipeline-${run}-`,
    // One address and one admin send everything: lift the throttles for the bench only (as bench.ts).
    SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '1000000000',
    SIGNIN_MAX_FAILURES_PER_ACCOUNT: '1000000000',
    API_RATE_LIMIT_PER_USER: '1000000000',
    API_RATE_LIMIT_PER_ADDRESS: '1000000000',
    TOKEN_MAX_PER_KEY: '1000000000',
    ...serviceEnv,
  };
  const dbNames = Object.fromEntries(CONTEXTS.map((c) => [c, `bench_pipeline_${c}_${run}`])) as Record<Context, string>;
  const dbUrls = {} as Record<Context, string>;
  for (const c of CONTEXTS) dbUrls[c] = await freshDatabase(dev.MYSQL_URL!, dbNames[c]);
  log(`pipeline: work folder ${work}; KAFKA_PREFIX ${common.KAFKA_PREFIX}; databases bench_pipeline_*_${run}`);

  const services: Running[] = [];
  let gateway: Server | undefined;
  try {
    const started = Date.now();
    for (const c of CONTEXTS) services.push(await startService(c, { ...common, DATABASE_URL: dbUrls[c], DATA_DIR: mkdtempSync(join(work, `${c}-`)) }, work));
    await Promise.all(services.map(whenReady));
    log(`pipeline: ${CONTEXTS.join(', ')} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const routes = new Map<string, number>();
    for (const s of services) for (const p of prefixesOf(s.context)) routes.set(p, s.port);
    const gw = await startGateway(routes);
    gateway = gw.server;

    // k6: the client's side; the services' CPU is read when setup() says the load begins, and at k6's exit.
    const summaryFile = join(work, 'k6-pipeline.json');
    const byContext = new Map(services.map((s) => [s.context, s]));
    let cpuAtLoad = new Map(services.map((s) => [s.context, cpuMs(s.proc.pid!)]));
    let loadStart = Date.now();
    let loadAverageStart = loadAvg();
    log(`pipeline: pipeline-order-campaign.js at ${rate} orders/s for ${seconds} s`);
    const k6Exit = await new Promise<number | null>((res, rej) => {
      const p = spawn(k6Path, ['run', '-q', '--no-color', join(ROOT, 'scripts/k6/pipeline-order-campaign.js')], {
        env: { ...process.env, BASE_URL: gw.url, RATE: String(rate), DURATION: `${seconds}s`, SUMMARY: summaryFile, FOLLOW_EVERY: String(FOLLOW_EVERY), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let err = '';
      p.stderr!.on('data', (d) => {
        if (!err.includes('bench: load begins') && String(d).includes('bench: load begins')) {
          cpuAtLoad = new Map(services.map((s) => [s.context, cpuMs(s.proc.pid!)]));
          loadStart = Date.now();
          loadAverageStart = loadAvg();
        }
        err += d;
      });
      p.on('error', rej);
      p.on('exit', (code) => {
        if (code !== 0 && code !== 99) log(`pipeline: k6 exited ${code}: ${err.slice(-800)}`);
        res(code);
      });
    });
    const loadSeconds = (Date.now() - loadStart) / 1000;
    const loadAverageEnd = loadAvg();
    const serviceFigures = Object.fromEntries(
      CONTEXTS.map((c) => {
        const s = byContext.get(c)!;
        return [c, { cpuMs: cpuMs(s.proc.pid!) - cpuAtLoad.get(c)!, rssMb: rssMb(s.proc.pid!) }];
      }),
    ) as PipelineBenchResult['services'];

    const m = existsSync(summaryFile) ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as { metrics: Record<string, { values: Record<string, number> }> }).metrics : undefined;
    const flowValues = m?.flow?.values;
    const flow: Spread | undefined = flowValues ? { count: flowValues.count ?? 0, p50: flowValues.med!, p95: flowValues['p(95)']!, max: flowValues.max! } : undefined;
    // The last orders' campaigns may still be on their way: read the databases until every order made
    // ready in the load has its campaign.created and the order context has handled it (at most 30 s).
    let latency = m ? await campaignLatencyMysql(dbUrls.order, dbUrls.ads, loadStart) : undefined;
    for (let i = 0; latency && i < 60 && (latency.created < latency.ready || latency.createdToOrder.count < latency.created); i++) {
      await sleep(500);
      latency = await campaignLatencyMysql(dbUrls.order, dbUrls.ads, loadStart);
    }
    const result: PipelineBenchResult = {
      rate,
      seconds,
      ...(latency ? { latency } : {}),
      ...(flow ? { flow } : {}),
      iterations: m?.orders_placed?.values.count ?? 0,
      dropped: m?.dropped_iterations?.values.count ?? 0,
      http: {
        reqs: m?.['http_reqs{scenario:load}']?.values.count ?? 0,
        p95: m?.['http_req_duration{scenario:load}']?.values['p(95)'] ?? NaN,
        failedRate: m?.['http_req_failed{scenario:load}']?.values.rate ?? NaN,
      },
      services: serviceFigures,
      loadSeconds,
      loadAverage: { start: loadAverageStart, end: loadAverageEnd },
      startedAt: new Date(loadStart).toISOString(),
      k6ExitCode: k6Exit,
      met: false,
    };
    result.met = !!latency && rate >= PIPELINE_GOAL_RATE && latency.ready > 0 && latency.created === latency.ready && latency.readyToCreated.p95 < PIPELINE_P95_GOAL_MS && result.dropped === 0;
    if (latency) log(`pipeline: order.ready → campaign.created for ${latency.created} of ${latency.ready} orders: p50 ${f0(latency.readyToCreated.p50)} p95 ${f0(latency.readyToCreated.p95)} max ${f0(latency.readyToCreated.max)} ms → ${result.met ? 'met' : 'not met'}`);
    return result;
  } finally {
    gateway?.closeAllConnections();
    gateway?.close();
    await Promise.all(services.map(stopService));
    if (!keepDatabases) for (const c of CONTEXTS) await dropDatabase(dev.MYSQL_URL!, dbNames[c]).catch((e: unknown) => log(`pipeline: could not drop ${dbNames[c]}: ${String(e)}`));
    // The run's topics stay in the dev broker under their prefix (the same as bench.ts's identity runs).
  }
}

/** The run as markdown: the events' figures with their legs, the client's view, the goal and met / not met. */
export function formatPipelineTable(r: PipelineBenchResult): string {
  const l = r.latency;
  const ms = (x: Spread | undefined) => (x && x.count ? `${f0(x.p50)} | ${f0(x.p95)} | ${f0(x.max)}` : '– | – | –');
  const n = (x: Spread | undefined) => (x ? x.count : 0);
  const cpuTotal = Object.values(r.services).reduce((a, s) => a + s.cpuMs, 0);
  const perService = (Object.entries(r.services) as [Context, { cpuMs: number; rssMb: number }][]).map(([c, s]) => `${c} ${f0(s.cpuMs)} ms (${s.rssMb} MB)`).join(', ');
  const goal = `order.ready → campaign.created p95 < ${PIPELINE_P95_GOAL_MS} ms at ${PIPELINE_GOAL_RATE} orders/s, every order's campaign created`;
  return [
    `Order → campaign across Kafka: identity, customer, listing, order and ads each its own process (NODE_ENV=production, LOG_LEVEL=warn) on MariaDB and Kafka, behind a prefix-routing gateway; ${r.rate} INVOICE orders a second for ${r.seconds} s (load began ${r.startedAt.replace(/\.\d+Z$/, 'Z')}), every ${FOLLOW_EVERY}th read every 0.1 s by its k6 VU until it shows its campaign.`,
    '',
    `| what (orders made ready in the load) | orders | p50 ms | p95 ms | max ms |`,
    '|---|---:|---:|---:|---:|',
    `| **order.ready → campaign.created** (${l ? `${l.created} of ${l.ready}` : '?'} orders created their campaign) | ${n(l?.readyToCreated)} | ${ms(l?.readyToCreated)} |`,
    `| leg: the relay's publish (order.ready recorded → marked sent) | ${n(l?.readyToSent)} | ${ms(l?.readyToSent)} |`,
    `| leg: to the ads consumer (order.ready recorded → its handling began) | ${n(l?.readyToHandled)} | ${ms(l?.readyToHandled)} |`,
    `| leg: building (handling began → the creation job queued) | ${n(l?.handledToQueued)} | ${ms(l?.handledToQueued)} |`,
    `| leg: delivery and building together (→ job queued) | ${n(l?.readyToQueued)} | ${ms(l?.readyToQueued)} |`,
    `| leg: the job's pickup (queued → started) | ${n(l?.queuedToStarted)} | ${ms(l?.queuedToStarted)} |`,
    `| leg: the creation on the simulator (started → campaign.created) | ${n(l?.startedToCreated)} | ${ms(l?.startedToCreated)} |`,
    `| the way back: campaign.created → the order context's consumer handled it | ${n(l?.createdToOrder)} | ${ms(l?.createdToOrder)} |`,
    `| client: placed → the order shows the campaign (every ${FOLLOW_EVERY}th order, read every 0.1 s) | ${n(r.flow)} | ${ms(r.flow)} |`,
    '',
    `- goal: ${goal} → **${r.met ? 'met' : 'not met'}**`,
    `- k6: ${r.iterations} orders placed, ${r.dropped} not started (no free VU); ${r.http.reqs} requests (placing and reading), p95 ${f1(r.http.p95)} ms, failed ${f1(r.http.failedRate * 100)} %`,
    `- services' CPU over the load (${f1(r.loadSeconds)} s): ${f0(cpuTotal)} ms in all, ${l?.ready ? f1(cpuTotal / l.ready) : '–'} ms per order (its reads included); ${perService}`,
    `- load average (1/5/15 min): ${r.loadAverage.start} at the start, ${r.loadAverage.end} at the end`,
    '- each leg has its own percentiles, so they do not add up; "marked sent" is written after Kafka acknowledged the batch, so the consumer may begin before it',
  ].join('\n');
}

if (import.meta.main) {
  const log = (msg: string) => console.error(msg);
  const started = Date.now();
  const r = await runPipelineBench({
    log,
    rate: Number(process.env.PIPELINE_RATE ?? 20),
    seconds: Number(process.env.PIPELINE_SECONDS ?? 30),
    ...(process.env.PIPELINE_WORK ? { work: process.env.PIPELINE_WORK } : {}),
    keepDatabases: process.env.PIPELINE_KEEP_DATABASES === '1',
  });
  console.log(formatPipelineTable(r));
  log(`pipeline: whole run ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(0);
}
