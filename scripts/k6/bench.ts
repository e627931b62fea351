// The bench driver (`scripts/bench`, `make bench`): starts each target, finds its highest sustainable
// rate per scenario with a short step search, measures memory and event-loop delay, prints one table
// and writes the figures into docs/performance.md (between the bench markers; the prose stays).
// Next to req/s it reports the service's CPU time per request (scripts/k6/process-cpu.ts), read around
// each step's load: on a shared machine req/s moves with the neighbours, CPU per request much less.
// List users also runs at one rate (EQUAL_RATE) on every target, the ceiling included, so their CPU
// per request compares at equal load; each target's idle CPU is measured before its load.
//
// Targets: (a) the embedded default (all-in-one, SQLite, one process), (b) identity alone on MariaDB
// with Kafka, (c) the bare Express ceiling (scripts/k6/ceiling.ts), and `growth`: the embedded
// default's write cost against table size (scripts/k6/write-growth.ts), written to its own section.
// All in NODE_ENV=production with LOG_LEVEL=warn (pino logs every request at info otherwise), all on
// 127.0.0.1, every run bounded.
//
//   node scripts/k6/bench.ts            the whole bench (about 12–15 minutes on 2 cores)
//   node scripts/k6/bench.ts profile    CPU profile of identity's list endpoint under load, summarised
//
// Environment: K6 (path of k6), STEP_SECONDS (10), EQUAL_RATE (300: list users' rate on every target
// for CPU per request at equal load), BENCH_ONLY (comma list of targets:
// embedded,identity,ceiling,memory,pipeline,scale,growth), BENCH_SCENARIOS (comma list of scripts without .js: signin,list-users,
// get-user,update-user,list-listings,upload-asset,list-orders,order-pay,list-campaigns,order-campaign,
// creative-preview,creative-video (the last eight embedded only); all by default), GROWTH_ROWS (500,20000: the table sizes the write cost is
// measured at), CAMPAIGN_RATE (5) and CAMPAIGN_SECONDS (20): the orders a second, and for how long, of the
// order → campaign path (order-campaign.js, not a step search: order.ready → campaign.created is read from
// the two contexts' outboxes, scripts/k6/campaign-latency.ts). PREVIEW_RENDERS (10) and VIDEO_RENDERS (5):
// the creative renders, one at a time, of creative-preview.js and creative-video.js (not a step search:
// enqueue → SUCCESS per render, and per second of video).
// BENCH_DOC=0 prints the tables and leaves docs/performance.md as it is (for a partial run).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { measureRevocationCost } from './revocation-cost.ts';
import { captureSql } from './captured-sql.ts';
import { BENCH_ENV, benchKeys, devServices, freePort, freshDatabase } from './bench-env.ts';
import { formatPipelineTable, runPipelineBench, PIPELINE_GOAL_RATE, PIPELINE_P95_GOAL_MS } from './pipeline-bench.ts';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, openSync, readdirSync } from 'node:fs';
import { cpus, totalmem, tmpdir, hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summariseProfile } from './cpu-profile-summary.ts';
import { measureWriteCost, rssMb } from './write-growth.ts';
import { formatScaleTable, runScaleBench, type ScaleResult } from './scale-bench.ts';
import { formatMemoryTable, measureIdlePeakAfter, memoryByModule, runSoak } from './memory-profile.ts';
import { cpuMs, treeCpuMs } from './process-cpu.ts';
import { campaignLatency, type CampaignLatency, type Spread } from './campaign-latency.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const K6_DIR = join(ROOT, 'scripts/k6');
const K6 = process.env.K6 ?? 'k6';
const STEP = Number(process.env.STEP_SECONDS ?? 10);
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const ONLY_SCENARIOS = process.env.BENCH_SCENARIOS?.split(',').map((s) => s.trim());
const WORK = mkdtempSync(join(tmpdir(), 'adops-bench-'));
const ADMIN = { email: 'admin@adops.local', password: 'Admin-Passw0rd!' };
const P95_LIMIT = 100;
/** List users is also run at this one rate on every target, so CPU per request compares at equal load. */
const EQUAL_RATE = Number(process.env.EQUAL_RATE ?? 300);
const EQUAL_SECONDS = 20;
const ERROR_LIMIT = 0.001;
/** The order → campaign path runs at this one, modest rate: each order holds a k6 VU until its campaign shows. */
const CAMPAIGN_RATE = Number(process.env.CAMPAIGN_RATE ?? 5);
const CAMPAIGN_SECONDS = Number(process.env.CAMPAIGN_SECONDS ?? 20);
const WRITE_DOC = process.env.BENCH_DOC !== '0';
/** The embedded default's soak after its scenarios (issue 31: 10 minutes shows no growth); 0 leaves it out. */
const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SOAK_RATE = Number(process.env.SOAK_RATE ?? 50);
/** The DB ceiling's label: bare Express + mysql2 running identity's own page SQL (scripts/k6/ceiling-db.ts). */
const DB_CEILING = 'ceiling (Express + mysql2, same SQL)';
const BARE_CEILING = 'ceiling (bare Express)';

/** Issue 31's figures, each with its goal: every part of the bench adds its own; printed last and written to the doc. */
interface Goal {
  figure: string;
  now: string;
  goal: string;
  met: boolean;
  /** When and under what load it was measured, where that is not this run (a result read back: SCALE_RESULT). */
  run?: string;
}
const goals: Goal[] = [];

const log = (msg: string) => console.error(`bench: ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// processes

interface Target {
  name: string;
  url: string;
  proc: ChildProcess;
  /** The embedded default's DATA_DIR, whose SQLite files the order → campaign path reads. */
  dataDir?: string;
  /** A standalone service's MariaDB database, which the DB ceiling reads too. */
  databaseUrl?: string;
}

const running = new Set<ChildProcess>();
function cleanup() {
  for (const p of running) if (p.exitCode === null) p.kill('SIGTERM');
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));


async function start(name: string, args: string[], env: Record<string, string>, ready = '/readyz'): Promise<Target> {
  const port = await freePort();
  const out = openSync(join(WORK, `${name}.log`), 'a');
  // HOST too: whatever the caller's environment says, a target listens on 127.0.0.1 only.
  const proc = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) }, stdio: ['ignore', out, out] });
  running.add(proc);
  proc.on('exit', (code, signal) => {
    if (running.has(proc)) log(`${name} (pid ${proc.pid}) exited unexpectedly: code ${code}, signal ${signal}`);
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (proc.exitCode !== null) throw new Error(`${name} exited (${proc.exitCode}); see ${join(WORK, `${name}.log`)}`);
    try {
      if ((await fetch(url + ready)).ok) return { name, url, proc };
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  throw new Error(`${name} did not become ready; see ${join(WORK, `${name}.log`)}`);
}

async function stop(t: Target) {
  running.delete(t.proc);
  if (t.proc.exitCode !== null || t.proc.signalCode !== null) return;
  const exited = new Promise((r) => t.proc.once('exit', r));
  t.proc.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
  if (t.proc.exitCode === null) t.proc.kill('SIGKILL');
  running.delete(t.proc);
}

/** Samples VmRSS of a process until stopped; returns the peak. */
function sampleRss(pid: number) {
  let peak = 0;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      /* gone */
    }
  }, 250);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

// ---------------------------------------------------------------------------------------------
// k6

interface Step {
  rate: number;
  reqs: number;
  achieved: number;
  p50: number;
  p95: number;
  p99: number;
  errorRate: number;
  dropped: number;
  /** The service's CPU time (user + system, all threads) during the load, per request k6 completed. */
  cpuMsPerReq: number;
  /** Wall time between the load's start and k6's exit, over which that CPU was spent. */
  loadSeconds: number;
  /** When the load began (setup's end), epoch ms. */
  loadStartedAt: number;
  /** The scenario's own `flow` trend (a whole flow's duration), where it has one. */
  flow?: Spread;
  /** The scenario's own Trend metrics by name (flow among them), in their units (ms for time trends). */
  trends: Record<string, Spread>;
  /** CPU time of the service and its child processes (a render's Chromium and ffmpeg) during the load, ms. */
  treeCpuMs: number;
  pass: boolean;
}

let stepNo = 0;
async function k6(script: string, t: Target, rate: number, seconds = STEP, extra: Record<string, string> = {}, p95Limit = P95_LIMIT): Promise<Step> {
  const summary = join(WORK, `k6-${++stepNo}.json`);
  const env = { ...process.env, BASE_URL: t.url, RATE: String(rate), DURATION: `${seconds}s`, SUMMARY: summary, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...extra };
  const pid = t.proc.pid!;
  // The service's CPU is read when setup() says the load begins (lib.js loadBegins) and when k6 has
  // exited: seeding and sign-in are left out, and no request is sent after the load scenario.
  let cpuAtLoad = cpuMs(pid);
  let treeAtLoad = treeCpuMs(pid);
  let loadStart = Date.now();
  await new Promise<void>((res) => {
    const p = spawn(K6, ['run', '-q', '--no-color', join(K6_DIR, script)], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr.on('data', (d) => {
      if (!err.includes('bench: load begins') && String(d).includes('bench: load begins')) {
        cpuAtLoad = cpuMs(pid);
        treeAtLoad = treeCpuMs(pid);
        loadStart = Date.now();
      }
      err += d;
    });
    p.on('exit', (code) => {
      // 99 = thresholds crossed, which the search reads from the summary itself.
      if (code !== 0 && code !== 99) log(`k6 ${script} exited ${code}: ${err.slice(-500)}`);
      res();
    });
  });
  const cpuUsed = cpuMs(pid) - cpuAtLoad;
  const treeUsed = treeCpuMs(pid) - treeAtLoad;
  const loadSeconds = (Date.now() - loadStart) / 1000;
  if (!existsSync(summary)) return { rate, reqs: 0, achieved: 0, p50: NaN, p95: NaN, p99: NaN, errorRate: 1, dropped: 0, cpuMsPerReq: NaN, loadSeconds, loadStartedAt: loadStart, trends: {}, treeCpuMs: treeUsed, pass: false };
  const m = JSON.parse(readFileSync(summary, 'utf8')).metrics;
  const d = m['http_req_duration{scenario:load}']?.values ?? {};
  const reqs = m['http_reqs{scenario:load}']?.values.count ?? 0;
  const errorRate = Math.max(m['http_req_failed{scenario:load}']?.values.rate ?? 1, 1 - (m['checks{scenario:load}']?.values.rate ?? 0));
  const dropped = m.dropped_iterations?.values.count ?? 0;
  const achieved = reqs / seconds;
  const trends: Record<string, Spread> = {};
  for (const [name, metric] of Object.entries(m as Record<string, { type: string; values: Record<string, number> }>)) {
    // k6's own trends are http_*, iteration_duration and group_duration; the rest are the scenario's.
    if (metric.type !== 'trend' || /^(http_|iteration_duration|group_duration)/.test(name)) continue;
    const v = metric.values;
    trends[name] = { count: v.count ?? 0, p50: v.med!, p95: v['p(95)']!, max: v.max! };
  }
  const step: Step = { rate, reqs, achieved, p50: d.med, p95: d['p(95)'], p99: d['p(99)'], errorRate, dropped, cpuMsPerReq: reqs ? cpuUsed / reqs : NaN, loadSeconds, loadStartedAt: loadStart, trends, treeCpuMs: treeUsed, pass: false };
  if (trends.flow) step.flow = trends.flow;
  // Sustainable: errors under 0.1 %, p95 under 100 ms (the scenario's own limit where it has one), and the offered rate was actually served.
  step.pass = reqs > 0 && errorRate < ERROR_LIMIT && step.p95 < p95Limit && dropped <= rate * seconds * 0.01;
  log(`  ${script} @ ${rate}/s: ${reqs} reqs, p50 ${f1(step.p50)} p95 ${f1(step.p95)} p99 ${f1(step.p99)} ms, errors ${(errorRate * 100).toFixed(2)} %, dropped ${dropped}, CPU ${f2(step.cpuMsPerReq)} ms/req → ${step.pass ? 'ok' : 'over'}`);
  return step;
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '–');

/** Doubling from `from` until a step fails, then two bisection steps between the last pass and the first fail. */
async function search(script: string, t: Target, from: number, extra: Record<string, string> = {}, p95Limit = P95_LIMIT): Promise<Step | undefined> {
  let best: Step | undefined;
  let failAt: number | undefined;
  for (let rate = from; rate <= 20_000; rate *= 2) {
    const s = await k6(script, t, rate, STEP, extra, p95Limit);
    await sleep(1000);
    if (!s.pass) {
      failAt = rate;
      break;
    }
    best = s;
  }
  let low = best?.rate ?? 0;
  let high = failAt ?? low;
  for (let i = 0; i < 2 && high - low > Math.max(2, low * 0.1); i++) {
    const rate = Math.round((low + high) / 2);
    const s = await k6(script, t, rate, STEP, extra, p95Limit);
    await sleep(1000);
    if (s.pass) {
      best = s;
      low = rate;
    } else high = rate;
  }
  if (!best && from > 1) {
    // Not even the first step held: try a small rate so the table still says something.
    const s = await k6(script, t, Math.max(1, Math.floor(from / 4)), STEP, extra, p95Limit);
    if (s.pass) best = s;
  }
  return best;
}

/** The CPU a target spends doing nothing asked of it (timers, the outbox relay, Kafka heartbeats), in ms per second. */
const idleCpu = new Map<string, number>();
async function measureIdleCpu(label: string, t: Target, seconds = 5): Promise<void> {
  await sleep(2000); // past the start-up's last work
  const before = cpuMs(t.proc.pid!);
  await sleep(seconds * 1000);
  idleCpu.set(label, (cpuMs(t.proc.pid!) - before) / seconds);
}

/** CPU per request with the target's idle CPU over the load's duration taken out. */
const netCpuMsPerReq = (label: string, s: Step) => (s.reqs ? s.cpuMsPerReq - ((idleCpu.get(label) ?? NaN) * s.loadSeconds) / s.reqs : NaN);

async function eventLoopP99(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const m = text.match(/^nodejs_eventloop_lag_p99_seconds (\S+)$/m);
  return m ? Number(m[1]) * 1000 : NaN;
}

// ---------------------------------------------------------------------------------------------
// targets


const COMMON = { ...BENCH_ENV, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };



async function startIdentity(extraArgs: string[] = []): Promise<Target> {
  const services = devServices();
  const run = `${Date.now().toString(36)}`;
  const databaseUrl = await freshDatabase(services.MYSQL_URL, `bench_identity_${run}`);
  const dataDir = mkdtempSync(join(WORK, 'identity-'));
  const t = await start('identity', [...extraArgs, 'services/identity/src/main.ts'], { ...COMMON, ...benchKeys(), DATABASE_URL: databaseUrl, KAFKA_BROKERS: services.KAFKA_BROKERS, KAFKA_PREFIX: `bench-${run}-`, DATA_DIR: dataDir });
  return { ...t, databaseUrl };
}

/** A bearer token for the admin, by the partner path (production's session cookie is Secure). */
async function bearer(url: string): Promise<string> {
  const signin = await fetch(`${url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const user = ((await signin.json()) as { user: { id: string } }).user;
  const cookie = signin.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const key = (await (await fetch(`${url}/api/api-keys`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ userId: user.id, name: 'bench' }) })).json()) as { apiKey: string };
  const token = (await (await fetch(`${url}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ apiKey: key.apiKey }) })).json()) as { accessToken: string };
  return token.accessToken;
}

// ---------------------------------------------------------------------------------------------
// the bench

interface Row {
  target: string;
  scenario: string;
  step?: Step;
  /** List users only: the same scenario at EQUAL_RATE, for CPU per request at equal load. */
  equal?: Step;
}

/** `targets`: only on the targets whose label starts with one of these (identity alone has no listings). */
const SCENARIOS: { scenario: string; script: string; from: number; targets?: string[]; p95Limit?: number }[] = [
  { scenario: 'sign-in', script: 'signin.js', from: 8 },
  { scenario: 'list users', script: 'list-users.js', from: 200 },
  { scenario: 'get user', script: 'get-user.js', from: 200 },
  { scenario: 'update user', script: 'update-user.js', from: 100 },
  { scenario: 'list listings', script: 'list-listings.js', from: 100, targets: ['embedded'] },
  // The listing context's image upload (sniff, 320 px thumbnail, two stored files, a row and its event):
  // only the embedded default serves it among these targets.
  // An upload is judged against p95 under 1 s (the screens allow 30 s), not the 100 ms of a read.
  { scenario: 'upload image', script: 'upload-asset.js', from: 10, targets: ['embedded'], p95Limit: 1000 },
  // The order context's staff list: 25 orders a page with their totals per currency.
  { scenario: 'list orders', script: 'list-orders.js', from: 100, targets: ['embedded'] },
  // A card order end to end, one iteration a flow: place it, session, intent, the simulator's card,
  // then read the order until READY (webhook → payment.succeeded → order). Judged per request.
  { scenario: 'card order → pay', script: 'order-pay.js', from: 5, targets: ['embedded'], p95Limit: 250 },
  // The ads context's staff list: 50 campaigns a page (seeded through 60 invoice orders) with their totals.
  { scenario: 'list campaigns', script: 'list-campaigns.js', from: 100, targets: ['embedded'] },
];

/** The order → campaign path: placed at CAMPAIGN_RATE, then measured from the outboxes (campaign-latency.ts). */
const CAMPAIGN_PATH = { scenario: 'order → campaign', script: 'order-campaign.js', targets: ['embedded'] };
interface CampaignPathRun {
  target: string;
  step: Step;
  /** From the SQLite outboxes: undefined when the target has no DATA_DIR to read. */
  latency?: CampaignLatency;
}
const campaignPaths: CampaignPathRun[] = [];

/**
 * The creative renders: a fixed number, one at a time (RENDER_VUS 1), each timed from its enqueue to its
 * SUCCESS (`render_ms`), a video also per second of video (`render_s_per_video_s`). The embedded default
 * runs its renders in process (JOBS_RUNNER on), on the machine's Chromium and ffmpeg.
 */
const RENDER_PATHS = [
  { scenario: 'preview (PNG 600×600, sample facts)', script: 'creative-preview.js', renders: Number(process.env.PREVIEW_RENDERS ?? 10), targets: ['embedded'] },
  { scenario: 'video (MP4 600×600, 2 s at 12 fps, a listing)', script: 'creative-video.js', renders: Number(process.env.VIDEO_RENDERS ?? 5), targets: ['embedded'], videoSeconds: 2 },
];
interface RenderRun {
  target: string;
  scenario: string;
  renders: number;
  step: Step;
  videoSeconds?: number;
}
const renderRuns: RenderRun[] = [];
const wanted = (script: string) => !ONLY_SCENARIOS || ONLY_SCENARIOS.includes(script.replace(/\.js$/, ''));

async function benchService(label: string, t: Target, rows: Row[], notes: Record<string, string | number>) {
  await measureIdleCpu(label, t);
  const stopSampling = sampleRss(t.proc.pid!);
  const runsHere = (x: { targets?: string[] }) => !x.targets || x.targets.some((target) => label.startsWith(target));
  for (const s of SCENARIOS.filter((x) => runsHere(x) && wanted(x.script))) {
    log(`${label}: ${s.scenario}`);
    const step = await search(s.script, t, s.from, {}, s.p95Limit ?? P95_LIMIT);
    const row: Row = { target: label, scenario: s.scenario, ...(step ? { step } : {}) };
    rows.push(row);
    if (s.script === 'signin.js' && step) {
      // Event-loop delay during sign-in load: prom-client's monitorEventLoopDelay histogram (10 ms
      // resolution) is reset at every scrape, so scrape, load, scrape gives this window's p99.
      await eventLoopP99(t.url);
      const during = await k6('signin.js', t, step.rate);
      notes[`${label}: event-loop delay p99 during sign-in @ ${step.rate}/s (ms)`] = f1(await eventLoopP99(t.url));
      notes[`${label}: sign-in p95 in that run (ms)`] = f1(during.p95);
    }
    if (s.script === 'list-users.js' && step) {
      const half = Math.max(1, Math.round(step.rate / 2));
      const h = await k6('list-users.js', t, half);
      notes[`${label}: list users at half its sustainable rate (${half}/s): p50 / p95 / p99 (ms)`] = `${f1(h.p50)} / ${f1(h.p95)} / ${f1(h.p99)}`;
      notes[`${label}: list-half-p95`] = h.p95;
    }
    if (s.script === 'list-users.js') row.equal = await k6('list-users.js', t, EQUAL_RATE, EQUAL_SECONDS);
  }
  if (runsHere(CAMPAIGN_PATH) && wanted(CAMPAIGN_PATH.script)) {
    log(`${label}: ${CAMPAIGN_PATH.scenario} at ${CAMPAIGN_RATE}/s for ${CAMPAIGN_SECONDS} s`);
    const step = await k6(CAMPAIGN_PATH.script, t, CAMPAIGN_RATE, CAMPAIGN_SECONDS, {}, Infinity);
    // Every order placed was waited for by k6 (or given up on); the outboxes hold the rest.
    const latency = t.dataDir ? campaignLatency(t.dataDir, step.loadStartedAt) : undefined;
    if (latency) log(`  order.ready → campaign.created for ${latency.created} of ${latency.ready} orders: p50 ${f1(latency.readyToCreated.p50)} p95 ${f1(latency.readyToCreated.p95)} max ${f1(latency.readyToCreated.max)} ms`);
    campaignPaths.push({ target: label, step, ...(latency ? { latency } : {}) });
  }
  for (const r of RENDER_PATHS.filter((x) => runsHere(x) && wanted(x.script))) {
    log(`${label}: creative ${r.scenario}, ${r.renders} renders one at a time`);
    // Not a rate: RENDERS iterations, each its whole render; DURATION is unused by these scripts.
    const step = await k6(r.script, t, 1, 1, { RENDERS: String(r.renders), RENDER_VUS: '1' }, Infinity);
    const ms = step.trends.render_ms;
    log(`  ${r.script}: ${ms?.count ?? 0} of ${r.renders} succeeded, enqueue → SUCCESS p50 ${f1(ms?.p50 ?? NaN)} p95 ${f1(ms?.p95 ?? NaN)} max ${f1(ms?.max ?? NaN)} ms`);
    renderRuns.push({ target: label, scenario: r.scenario, renders: r.renders, step, ...(r.videoSeconds ? { videoSeconds: r.videoSeconds } : {}) });
  }
  return stopSampling();
}

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const machine = (withK6: boolean) =>
  `${cpus().length} CPUs (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB memory, Node ${process.version}` +
  `${withK6 ? `, k6 ${execFileSync(K6, ['version'], { encoding: 'utf8' }).split('\n')[0]?.replace(/^k6 /, '')}` : ''}, host ${hostname()}`;
const runAt = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');

async function main() {
  const want = (t: string) => !ONLY || ONLY.includes(t);
  // The goals are written after each part, so a run cut short keeps what it measured.
  const part = async (run: () => Promise<void>) => {
    const loadBefore = load();
    await run();
    if (goals.length) writeGoals(loadBefore);
    goals.length = 0;
  };
  if (['embedded', 'identity', 'ceiling'].some(want)) await part(() => loadBench(want));
  if (want('scale')) await part(scaleBench);
  if (want('pipeline')) await part(pipelineBench);
  if (want('memory')) await part(memoryBench);
  if (want('growth')) await part(growthBench);
}

/** Every figure of issue 31 with its goal and whether this run met it: printed last, and written to the doc's top section. */
function writeGoals(loadBefore: string) {
  const at = runAt();
  const row = (g: Goal) => `| ${g.figure} | ${g.now} | ${g.goal} | ${g.met ? 'met' : '**not met**'} | ${g.run ?? `${at}, load ${loadBefore} → ${load()}`} |`;
  const mine = goals.map(row);
  const met = goals.filter((g) => g.met).length;
  console.log(`\n${['| figure | this run | goal | met? | run |', '|---|---|---|---|---|', ...mine].join('\n')}\n\n${met} of ${goals.length} goals met in this run.\n`);
  // A partial run (BENCH_ONLY) replaces its own figures and keeps the others' rows with the run they came from.
  const kept = previousGoalRows().filter((line) => !goals.some((g) => line.startsWith(`| ${g.figure} |`)));
  const all = [...kept, ...mine];
  const allMet = all.filter((line) => line.includes('| met |')).length;
  const table = ['| figure | figures | goal | met? | run (UTC), load average 1 min at its start → end |', '|---|---|---|---|---|', ...all].join('\n');
  writeDoc('bench-goals', 'Targets', [`Machine: ${machine(true)}. Each row comes from the run named in its last column.`, '', table, '', `${allMet} of ${all.length} goals met.`].join('\n'));
}

/** The goals table's rows as the doc holds them now. */
function previousGoalRows(): string[] {
  const file = join(ROOT, 'docs/performance.md');
  if (!existsSync(file)) return [];
  const section = readFileSync(file, 'utf8').match(/<!-- bench-goals:begin[^>]*-->([\s\S]*?)<!-- bench-goals:end -->/)?.[1] ?? '';
  return section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| figure |') && line.split(' | ').length >= 5);
}

async function loadBench(want: (target: string) => boolean) {
  const rows: Row[] = [];
  const notes: Record<string, string | number> = {};
  log(`work folder ${WORK}; ${STEP} s steps`);
  notes['load average (1/5/15 min) at the start'] = load();
  let listBody: string | undefined;

  if (want('embedded')) {
    const dataDir = mkdtempSync(join(WORK, 'embedded-'));
    const t = { ...(await start('embedded', ['services/all-in-one/src/main.ts'], { ...COMMON, ...benchKeys(), DATA_DIR: dataDir })), dataDir };
    // Idle = the last of 1 s samples 10 s after ready and 30 s after the load (the idle GC's time to run); peak = 250 ms samples over the load.
    let sampledPeak = 0;
    const m = await measureIdlePeakAfter({ pid: t.proc.pid!, load: async () => (sampledPeak = await benchService('embedded (SQLite)', t, rows, notes)), settleSeconds: 10, afterSeconds: 30 });
    notes['embedded: RSS idle 10 s after start (MB)'] = m.idleAfterStartMb;
    notes['embedded: RSS peak under load, sampled every 250 ms (MB)'] = Math.max(m.peakMb, sampledPeak);
    notes['embedded: VmHWM at the end (MB)'] = m.hwmMb;
    notes['embedded: RSS idle 30 s after the load (MB)'] = m.idleAfterLoadMb;
    goals.push({
      figure: 'embedded default RSS: idle after start / peak under load / idle after load (MB)',
      now: `${Math.round(m.idleAfterStartMb)} / ${Math.round(m.peakMb)} / ${Math.round(m.idleAfterLoadMb)} (${m.returnedWithin >= 0 ? '+' : ''}${f1(m.returnedWithin * 100)} % of idle; VmHWM ${Math.round(m.hwmMb)})`,
      goal: '≤ 250 / ≤ 400 / within 10 % of idle',
      met: m.idleAfterStartMb <= 250 && m.peakMb <= 400 && m.returnedWithin <= 0.1,
    });
    if (SOAK_MINUTES > 0) {
      log(`embedded: soak of ${SOAK_MINUTES} min, mixed reads at ${SOAK_RATE}/s`);
      const soak = await runSoak({ url: t.url, pid: t.proc.pid!, duration: `${SOAK_MINUTES}m`, rate: SOAK_RATE });
      goals.push({
        figure: `embedded default, a ${SOAK_MINUTES}-minute soak of mixed reads at ${SOAK_RATE}/s: RSS at its start / warmed up (a fifth in) / max / end (MB), slope over the last half`,
        now: `${Math.round(soak.startMb)} / ${Math.round(soak.warmMb)} / ${Math.round(soak.maxMb)} / ${Math.round(soak.endMb)} (${soak.endToWarm >= 0 ? '+' : ''}${f1(soak.endToWarm * 100)} % of warmed up), ${f2(soak.slopeMbPerMin)} MB/min`,
        goal: 'no growth (slope < 0.5 MB/min, end within 5 % of warmed up)',
        met: soak.noGrowth && soak.k6Exit !== 1,
      });
    }
    await stop(t);
  }

  if (want('identity')) {
    const t = await startIdentity();
    await benchService('identity (MariaDB+Kafka)', t, rows, notes);
    notes['identity: RSS idle after the load (MB)'] = rssMb(t.proc.pid!);
    const token = await bearer(t.url);
    const listUsers = () => fetch(`${t.url}/api/users/list?page=1&limit=25`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text());
    listBody = await listUsers();
    // The SQL identity ran for that page (its count included), for the DB ceiling to run as it is.
    const dbName = new URL(t.databaseUrl!).pathname.slice(1);
    const listSql = want('ceiling') ? await captureSql(devServices().MYSQL_URL, dbName, /^SELECT .*FROM `users`.*LIMIT 25/s, listUsers) : undefined;
    await stop(t);
    if (listSql) {
      const sqlFile = join(WORK, 'list-users.sql');
      writeFileSync(sqlFile, listSql);
      const c = await start('ceiling-db', ['scripts/k6/ceiling-db.ts'], { SQL_FILE: sqlFile, MYSQL_URL: t.databaseUrl!, LIST: 'users' }, '/healthz');
      // Same body or no comparison: the ceiling must answer what identity answered, byte for byte.
      const ceilingBody = await (await fetch(`${c.url}/api/users/list?page=1&limit=25`)).text();
      if (ceilingBody !== listBody) throw new Error(`ceiling-db's body differs from identity's:\n${ceilingBody.slice(0, 400)}\n${listBody.slice(0, 400)}`);
      log('ceiling-db (Express + mysql2, identity\'s page SQL): list users');
      await measureIdleCpu(DB_CEILING, c);
      const step = await search('list-users.js', c, 500, { CEILING: '1' });
      const equal = await k6('list-users.js', c, EQUAL_RATE, EQUAL_SECONDS, { CEILING: '1' });
      rows.push({ target: DB_CEILING, scenario: 'list users', ...(step ? { step } : {}), equal });
      await stop(c);
    }
  }

  if (want('ceiling')) {
    if (!listBody) {
      // Without the identity run, a body of the same shape: 25 users.
      const items = Array.from({ length: 25 }, (_, i) => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, email: `list-${i}@bench.local`, displayName: `Bench list ${i}`, roles: ['sales'], isActive: true, kind: 'staff', officeIds: [], linkedAccounts: [], hasPicture: false, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() }));
      listBody = JSON.stringify({ items, count: 31 });
    }
    const bodyFile = join(WORK, 'list-body.json');
    writeFileSync(bodyFile, listBody);
    notes['list body size (bytes)'] = Buffer.byteLength(listBody);
    const t = await start('ceiling', ['scripts/k6/ceiling.ts'], { BODY_FILE: bodyFile }, '/healthz');
    log('ceiling: list users');
    await measureIdleCpu(BARE_CEILING, t);
    const step = await search('list-users.js', t, 500, { CEILING: '1' });
    const equal = await k6('list-users.js', t, EQUAL_RATE, EQUAL_SECONDS, { CEILING: '1' });
    rows.push({ target: BARE_CEILING, scenario: 'list users', ...(step ? { step } : {}), equal });
    await stop(t);
  }

  // What session revocation adds to every request (the target: under 5 % of the list endpoint's time).
  const revocation = await measureRevocationCost();
  const listP50 = (rows.find((r) => r.target.startsWith('identity') && r.scenario === 'list users') ?? rows.find((r) => r.scenario === 'list users' && !r.target.startsWith('ceiling')))?.step?.p50;
  notes['session revocation check per request (ns), with revocations held'] = `${Math.round(revocation.nsPerCheck)} ns with ${revocation.held} held` +
    (listP50 ? ` = ${((revocation.nsPerCheck / 1e6 / listP50) * 100).toFixed(3)} % of list users' p50 (${f1(listP50)} ms)` : '');
  notes['load average (1/5/15 min) at the end'] = load();
  const bareRow = rows.find((r) => r.target === BARE_CEILING);
  const dbRow = rows.find((r) => r.target === DB_CEILING);
  const times = (a: number, b: number | undefined) => (b && Number.isFinite(a) && Number.isFinite(b) ? `×${(a / b).toFixed(1)}` : '–');
  const share = (s: Step | undefined, c: Step | undefined) => (s && c ? `${((s.rate / c.rate) * 100).toFixed(1)} %` : '–');
  const table = [
    '| target | scenario | sustainable req/s | service CPU ms/req | p50 ms | p95 ms | p99 ms | req/s to bare ceiling | CPU/req to bare ceiling | req/s to DB ceiling | CPU/req to DB ceiling |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) => {
      const s = r.step;
      const dbToo = r.scenario === 'list users';
      return `| ${r.target} | ${r.scenario} | ${s ? s.rate : 'none'} | ${s ? f2(s.cpuMsPerReq) : '–'} | ${s ? f1(s.p50) : '–'} | ${s ? f1(s.p95) : '–'} | ${s ? f1(s.p99) : '–'} | ${share(s, bareRow?.step)} | ${s ? times(s.cpuMsPerReq, bareRow?.step?.cpuMsPerReq) : '–'} | ${dbToo ? share(s, dbRow?.step) : '–'} | ${s && dbToo ? times(s.cpuMsPerReq, dbRow?.step?.cpuMsPerReq) : '–'} |`;
    }),
  ].join('\n');
  // CPU per request falls as the rate rises (more requests per wake-up of the loop), so a ceiling at
  // its own, higher rate flatters it: list users is also run at one rate on every target.
  const equalRows = rows.filter((r) => r.equal);
  const netOf = (r: Row | undefined) => (r?.equal ? netCpuMsPerReq(r.target, r.equal) : NaN);
  const equalTable = [
    `| target | list users at ${EQUAL_RATE}/s for ${EQUAL_SECONDS} s: served | service CPU ms/req | idle CPU ms/s | CPU ms/req net of idle | p95 ms | CPU/req to bare ceiling (net) | CPU/req to DB ceiling (net) |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...equalRows.map((r) => {
      const e = r.equal!;
      return `| ${r.target} | ${e.reqs} of ${EQUAL_RATE * EQUAL_SECONDS} | ${f2(e.cpuMsPerReq)} | ${f1(idleCpu.get(r.target) ?? NaN)} | ${f2(netOf(r))} | ${f1(e.p95)} | ${times(netOf(r), netOf(bareRow))} | ${times(netOf(r), netOf(dbRow))} |`;
    }),
  ].join('\n');
  // Issue 31's list goals, against the DB ceiling (what a list must do at minimum: the same SQL and
  // the same body). CPU per request is compared at the equal rate and net of each process's idle work
  // (identity polls its outbox and revocations and talks to Kafka whether asked or not; charged to
  // requests, that fixed cost per second would make the figure depend on the rate chosen).
  const list = rows.find((r) => r.target.startsWith('identity') && r.scenario === 'list users');
  if (list && dbRow) {
    const rateShare = list.step && dbRow.step ? list.step.rate / dbRow.step.rate : NaN;
    goals.push({
      figure: 'list users on MariaDB: sustainable req/s against the DB ceiling (Express + mysql2, same SQL and body)',
      now: `${list.step?.rate ?? 'none'} of ${dbRow.step?.rate ?? 'none'} (${f1(rateShare * 100)} %); bare Express: ${bareRow?.step?.rate ?? '–'}`,
      goal: '≥ 50 %',
      met: rateShare >= 0.5,
    });
    const net = netOf(list) / netOf(dbRow);
    goals.push({
      figure: `list users on MariaDB: service CPU per request at ${EQUAL_RATE}/s net of idle, against the DB ceiling`,
      now: `×${f2(net)} (${f2(netOf(list))} vs ${f2(netOf(dbRow))} ms); gross ×${f2((list.equal?.cpuMsPerReq ?? NaN) / (dbRow.equal?.cpuMsPerReq ?? NaN))}; bare Express ${f2(netOf(bareRow))} ms`,
      goal: '≤ ×1.5',
      met: net <= 1.5,
    });
  }
  for (const r of renderRuns) {
    const ms = r.step.trends.render_ms;
    goals.push({
      figure: `creative ${r.scenario} on the embedded default, one at a time: enqueue → SUCCESS p50 / p95 (ms)`,
      now: ms?.count ? `${f1(ms.p50)} / ${f1(ms.p95)} (${ms.count} of ${r.renders} succeeded)` : 'none succeeded',
      goal: 'every render succeeds (the spec sets no time)',
      met: (ms?.count ?? 0) === r.renders,
    });
  }
  const noteLines = Object.entries(notes).filter(([k]) => !k.endsWith('list-half-p95')).map(([k, v]) => `- ${k}: ${v}`);
  const pathTable = campaignPathTable();
  const rendersTable = renderTable();
  const section = [
    `Run: ${runAt()} on ${machine(true)}.`,
    `Steps of ${STEP} s at a constant arrival rate (k6 on the same machine); sustainable = errors < 0.1 %, p95 < ${P95_LIMIT} ms and the offered rate served (≤ 1 % dropped). Services in NODE_ENV=production with LOG_LEVEL=warn. Service CPU = user + system time of the service's process (all threads) from /proc/<pid>/stat during the load (setup's seeding excluded), over the requests k6 completed; the database's own CPU is not in it.`,
    '',
    table,
    '',
    equalTable,
    '',
    ...(pathTable ? [pathTable, ''] : []),
    ...(rendersTable ? [rendersTable, ''] : []),
    ...noteLines,
  ].join('\n');
  console.log(`\n${table}\n\n${equalTable}\n\n${pathTable ? `${pathTable}\n\n` : ''}${rendersTable ? `${rendersTable}\n\n` : ''}${noteLines.join('\n')}\n`);
  writeDoc('bench', 'Latest bench', section);
}

/** The order → campaign runs as a table (empty string when none ran): the client's view, then the events'. */
function campaignPathTable(): string {
  if (!campaignPaths.length) return '';
  const ms = (x: Spread | undefined) => (x && x.count ? `${f1(x.p50)} / ${f1(x.p95)} / ${f1(x.max)}` : '–');
  return [
    `| target | order → campaign at ${CAMPAIGN_RATE} orders/s for ${CAMPAIGN_SECONDS} s: orders shown with their campaign | placed → the order shows it (client) p50 / p95 / max ms | order.ready → campaign.created p50 / p95 / max ms | leg: delivery and building (→ job queued) | leg: job pickup (queued → started) | leg: creation on the simulator (started → campaign.created) | HTTP p95 ms | service CPU ms per order (its reads included) |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...campaignPaths.map(({ target, step: s, latency: l }) =>
      `| ${target} | ${s.flow?.count ?? 0} of ${l ? `${l.ready} ready (${l.created} with campaign.created)` : '?'} | ${ms(s.flow)} | ${ms(l?.readyToCreated)} | ${ms(l?.readyToQueued)} | ${ms(l?.queuedToStarted)} | ${ms(l?.startedToCreated)} | ${f1(s.p95)} | ${l?.ready ? f1((s.cpuMsPerReq * s.reqs) / l.ready) : '–'} |`,
    ),
  ].join('\n');
}

/**
 * The creative renders as a table (empty string when none ran). Every render must succeed (the budget:
 * the spec sets no render time); CPU is the service's process tree (its Chromium and ffmpeg included)
 * over the load, per render that succeeded.
 */
function renderTable(): string {
  if (!renderRuns.length) return '';
  const spread = (x: Spread | undefined, digits = f1) => (x && x.count ? `${digits(x.p50)} / ${digits(x.p95)} / ${digits(x.max)}` : '–');
  return [
    '| target | creative render, one at a time | succeeded | enqueue → SUCCESS p50 / p95 / max ms | render s per s of video p50 / p95 / max | CPU ms per render (service + Chromium + ffmpeg) | HTTP p95 ms (enqueue, polls) | budget: every render succeeds |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...renderRuns.map(({ target, scenario, renders, step: s, videoSeconds }) => {
      const done = s.trends.render_ms?.count ?? 0;
      const met = done === renders && s.errorRate < ERROR_LIMIT;
      return `| ${target} | ${scenario} | ${done} of ${renders} | ${spread(s.trends.render_ms)} | ${videoSeconds ? spread(s.trends.render_s_per_video_s, f2) : '–'} | ${done ? f1(s.treeCpuMs / done) : '–'} | ${f1(s.p95)} | ${met ? 'met' : '**not met**'} |`;
    }),
  ].join('\n');
}

/** The lists at 10 k and 1 M rows (scale-bench.ts: seeded orders, listings, leads, campaigns; each screen query at 100 req/s), in its own section. */
async function scaleBench() {
  log('scale: lists at 10 k and 1 M rows on MariaDB and SQLite');
  // SCALE_WORK (with SCALE_REUSE=1) keeps the seeded tables between runs: seeding 1 M rows × 4 tables takes minutes.
  // SCALE_RESULT=<scale-result.json of a run> writes that run's table and goals again without measuring.
  const r = process.env.SCALE_RESULT
    ? (JSON.parse(readFileSync(process.env.SCALE_RESULT, 'utf8')) as ScaleResult)
    : await runScaleBench({ log: (m) => log(`scale: ${m}`), k6Path: K6, work: process.env.SCALE_WORK ?? mkdtempSync(join(WORK, 'scale-')) });
  const table = formatScaleTable(r);
  console.log(`\n${table}\n`);
  scaleGoals(r);
  const again = (r.remeasured ?? []).map((x) => `\n\nMeasured again at ${x.at.replace(/\.\d+Z$/, 'Z')} (load ${x.loadAverage.start.split(' ')[0]} → ${x.loadAverage.end.split(' ')[0]}), in place of this run's: ${[...new Set(x.rows)].join('; ')}.`).join('');
  writeDoc('bench-scale', 'Lists at scale', `Run: ${r.measuredAt.replace(/\.\d+Z$/, 'Z')} on ${machine(true)}.${again}\n\n${table}`);
}

/** Issue 31's goals for lists at scale: p95 < 50 ms at 100 req/s at 1 M rows, cost at 1 M within ×2 of 10 k, and the streamed export. */
function scaleGoals(r: ScaleResult) {
  const [small, large] = [Math.min(...r.sizes), Math.max(...r.sizes)];
  const first = goals.length;
  const pages = r.rows.filter((row) => row.kind === 'page' && row.bySize[large]);
  const name = (row: ScaleResult['rows'][number]) => `${row.target} ${row.list} ${row.variant}`;
  const slow = pages.filter((row) => !(row.bySize[large]!.p95 < 50 && row.bySize[large]!.errorRate < ERROR_LIMIT));
  goals.push({
    figure: `lists at scale (orders, listings, leads, campaigns; ${large.toLocaleString('en')} rows over 1,000 customers): query variants with p95 < 50 ms at ${r.rate} req/s`,
    now: `${pages.length - slow.length} of ${pages.length}${slow.length ? `; over: ${slow.map((row) => `${name(row)} (${row.bySize[large]!.reqs ? `${f1(row.bySize[large]!.p95)} ms` : 'none answered in time'})`).join(', ')}` : ''}`,
    goal: 'all',
    met: pages.length > 0 && slow.length === 0,
  });
  const cost = (f: VariantCost) => f.serviceCpuMs + (Number.isFinite(f.dbCpuMs) ? f.dbCpuMs : 0);
  const both = pages.filter((row) => row.bySize[small]);
  const dear = both.filter((row) => !(cost(row.bySize[large]!) <= 2 * Math.max(cost(row.bySize[small]!), 0.05)));
  goals.push({
    figure: `lists at scale: each query's cost (service + database CPU per request) at ${large.toLocaleString('en')} within ×2 of ${small.toLocaleString('en')} rows`,
    now: `${both.length - dear.length} of ${both.length}${dear.length ? `; over: ${dear.map((row) => `${name(row)} (×${f1(cost(row.bySize[large]!) / cost(row.bySize[small]!))})`).join(', ')}` : ''}`,
    goal: 'all',
    met: both.length > 0 && dear.length === 0,
  });
  if (r.ceilings?.length) {
    const ratio = (c: NonNullable<ScaleResult['ceilings']>[number]) => c.serviceCpuMs / c.ceilingCpuMs;
    goals.push({
      figure: `list endpoints on MariaDB (first page, ${Math.min(...r.ceilings.map((c) => c.size)).toLocaleString('en')} rows), service CPU per request net of idle at ${r.ceilings[0]!.rate}/s against the DB ceiling running the same statements and sending the same body`,
      now: r.ceilings.map((c) => `${c.list} ×${f2(ratio(c))} (${f2(c.serviceCpuMs)} vs ${f2(c.ceilingCpuMs)} ms, ${c.statements} statements)`).join('; '),
      goal: 'each ≤ ×1.5',
      met: r.ceilings.every((c) => ratio(c) <= 1.5),
    });
  }
  // Bounded memory: the RSS a streamed export adds does not grow with its rows (10 k rows at 10 k, 100 k at 1 M):
  // the larger export may add at most twice the smaller one's rise, or 64 MB (a young generation's worth), whichever is more.
  for (const target of new Set(r.exports.map((e) => e.target))) {
    const mine = r.exports.filter((e) => e.target === target).sort((a, b) => a.asked - b.asked);
    const [few, many] = [mine[0]!, mine.at(-1)!];
    const rise = (e: typeof few) => e.rssPeakMb - e.rssBeforeMb;
    goals.push({
      figure: `${target}: CSV export of ${many.asked.toLocaleString('en')} orders streamed: rows, seconds, RSS rise (MB) against ${few.asked.toLocaleString('en')} orders`,
      now: `${many.received.toLocaleString('en')} rows in ${f1(many.seconds)} s, +${rise(many)} MB (${many.rssBeforeMb} → ${many.rssPeakMb}); ${few.asked.toLocaleString('en')} orders: +${rise(few)} MB`,
      goal: 'every row; the rise not growing with the rows (≤ max(2 × the smaller export\'s, 64 MB))',
      met: many.received >= many.asked && rise(many) <= Math.max(2 * rise(few), 64),
    });
  }
  const again = (r.remeasured ?? []).map((x) => `; ${x.figures} figures measured again at ${x.at.replace(/\.\d+Z$/, 'Z')}, load ${x.loadAverage.start.split(' ')[0]} → ${x.loadAverage.end.split(' ')[0]} (listed in Lists at scale)`).join('');
  const run = `${r.measuredAt.replace(/\.\d+Z$/, 'Z')} (${(r.wallSeconds / 60).toFixed(0)} min), load ${r.loadAverage.start.split(' ')[0]} → ${r.loadAverage.end.split(' ')[0]}${again}`;
  for (const g of goals.slice(first)) g.run = run;
}
type VariantCost = { serviceCpuMs: number; dbCpuMs: number };

/** Where the embedded default's memory goes: MB per package and per context module (memory-profile.ts), in its own section. */
async function memoryBench() {
  log('memory: MB per package and per context module of the embedded default');
  const rows = await memoryByModule({ progress: (m) => log(`memory: ${m}`) });
  const table = formatMemoryTable(rows);
  console.log(`\n${table}\n`);
  writeDoc('bench-memory', "Where the embedded default's memory goes", `Run: ${runAt()} on ${machine(false)}; load average ${load()}.\n\n${table}`);
}

/** The order → campaign path across Kafka, five services on MariaDB (pipeline-bench.ts), in its own section. */
async function pipelineBench() {
  log(`pipeline: order → campaign across Kafka at ${PIPELINE_GOAL_RATE} orders/s`);
  const r = await runPipelineBench({ log: (m) => log(`pipeline: ${m}`), k6Path: K6, work: mkdtempSync(join(WORK, 'pipeline-')), rate: PIPELINE_GOAL_RATE, seconds: Number(process.env.PIPELINE_SECONDS ?? 30) });
  const table = formatPipelineTable(r);
  const l = r.latency?.readyToCreated;
  goals.push({
    figure: `order → order.ready → campaign created across Kafka at ${r.rate} orders/s: order.ready → campaign.created p50 / p95 (ms)`,
    now: l?.count ? `${f1(l.p50)} / ${f1(l.p95)} (${r.latency!.created} of ${r.latency!.ready} orders)` : 'not measured',
    goal: `p95 < ${PIPELINE_P95_GOAL_MS}`,
    met: r.met,
  });
  console.log(`\n${table}\n`);
  writeDoc('bench-pipeline', 'Order → campaign across Kafka', `Run: ${runAt()} on ${machine(true)}.\n\n${table}`);
}

/** Write cost against table size on the embedded default: a small and a large instance, measured in turns. */
async function growthBench() {
  const [smallRows = 500, largeRows = 20_000] = (process.env.GROWTH_ROWS ?? '').split(',').filter(Boolean).map(Number);
  const loadBefore = load();
  const env = { ...COMMON, ...benchKeys() };
  const small = await start('growth-small', ['services/all-in-one/src/main.ts'], { ...env, DATA_DIR: mkdtempSync(join(WORK, 'growth-small-')) });
  const large = await start('growth-large', ['services/all-in-one/src/main.ts'], { ...env, DATA_DIR: mkdtempSync(join(WORK, 'growth-large-')) });
  log(`growth: customer creates at ${smallRows} and ${largeRows} customers`);
  const started = Date.now();
  const r = await measureWriteCost({ small: { url: small.url, pid: small.proc.pid! }, large: { url: large.url, pid: large.proc.pid! }, smallRows, largeRows, admin: ADMIN, log: (m) => log(`growth: ${m}`) });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  await stop(small);
  await stop(large);
  const ratio = r.large.medianMs / r.small.medianMs;
  const table = [
    '| customers in the table | median create ms | p95 ms | RSS of that instance MB |',
    '|---:|---:|---:|---:|',
    ...[r.small, r.large].map((p) => `| ${p.rows} | ${p.medianMs.toFixed(2)} | ${p.p95Ms.toFixed(2)} | ${p.rssMb} |`),
  ].join('\n');
  const notes = [
    `- median create at ${r.large.rows} / at ${r.small.rows}: **×${ratio.toFixed(2)}** (target ≤ ×1.5: ${ratio <= 1.5 ? 'met' : '**not met**'})`,
    `- RSS at ${r.large.rows} / at ${r.small.rows} (instances that handled as many requests): **×${(r.large.rssMb / r.small.rssMb).toFixed(2)}** (${r.small.rssMb} → ${r.large.rssMb} MB)`,
    `- RSS of the large instance over the run: ${r.largeRssMb.atSmall} MB when it held ${r.small.rows} customers, ${r.largeRssMb.atLarge} MB at ${r.large.rows}; the small one, never above ${r.small.rows + 300} customers, ended at ${r.small.rssMb} MB` +
      (r.large.rssMb / r.small.rssMb <= 1.15 ? ': the rise comes with the requests handled, not with the data' : ''),
    `- whole run: ${minutes} min (growing the tables ${Math.round(r.growSeconds)} s); load average (1/5/15 min) at the start ${loadBefore}, at the end ${load()}`,
  ];
  const section = [
    `Run: ${runAt()} on ${machine(false)}.`,
    `Two instances of the embedded default (fresh DATA_DIRs, NODE_ENV=production, LOG_LEVEL=warn), their customers tables grown through the API by 8 concurrent clients, the small one creating and removing ${largeRows - smallRows} customers meanwhile (equally JIT-warm); then 10 alternating rounds of 30 \`POST /api/customers\` one at a time on each, timed by the client.`,
    '',
    table,
    '',
    ...notes,
  ].join('\n');
  console.log(`\n${table}\n\n${notes.join('\n')}\n`);
  writeDoc('bench-growth', 'Write cost against table size', section);
}

/** Replaces the section between the named markers in docs/performance.md (appending it if missing). */
function writeDoc(name: string, heading: string, section: string) {
  if (!WRITE_DOC) return log(`BENCH_DOC=0: docs/performance.md left as it is`);
  const file = join(ROOT, 'docs/performance.md');
  const begin = `<!-- ${name}:begin (written by scripts/bench; edit outside these markers) -->`;
  const end = `<!-- ${name}:end -->`;
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  if (!doc.includes(begin)) doc += `\n## ${heading}\n\n${begin}\n${end}\n`;
  doc = doc.replace(new RegExp(`${begin.replace(/[()]/g, '\\$&')}[\\s\\S]*?${end}`), () => `${begin}\n${section}\n${end}`);
  writeFileSync(file, doc);
  log(`wrote ${file}`);
}

/** `profile`: identity under list load with --cpu-prof; prints the top self-time functions and packages. */
async function profile() {
  const profDir = join(WORK, 'cpu-prof');
  const rate = Number(process.env.PROFILE_RATE ?? 300);
  const t = await startIdentity(['--cpu-prof', `--cpu-prof-dir=${profDir}`]);
  await k6('list-users.js', t, 50, 5); // seed and warm up
  const s = await k6('list-users.js', t, rate, Number(process.env.PROFILE_SECONDS ?? 20));
  await stop(t);
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile in ${profDir}`);
  console.log(`list users @ ${rate}/s under the profiler: ${s.reqs} requests, p95 ${f1(s.p95)} ms, service CPU ${f2(s.cpuMsPerReq)} ms per request (the profiler adds its own)\n`);
  console.log(summariseProfile(join(profDir, file)));
}

try {
  if (process.argv[2] === 'profile') await profile();
  else await main();
} finally {
  cleanup();
}
