// Each context as a cluster runs it (runStandalone: its own process, services/<context>/src/main.ts),
// here on SQLite: it serves its own bundled spec and no other's, answers /docs for every context,
// and answers unknown paths under /api, /openapi and /docs with a 404 problem.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { freePort } from '../src/testing/index.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const generatedDir = join(root, 'openapi/generated');
const contexts = readdirSync(generatedDir)
  .filter((f) => f.endsWith('.openapi.yaml'))
  .map((f) => basename(f, '.openapi.yaml'))
  .sort();


const running: ChildProcess[] = [];
const dirs: string[] = [];
after(async () => {
  for (const proc of running) {
    if (proc.exitCode !== null || proc.signalCode !== null) continue;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    await exited;
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startStandalone(context: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), `adops-standalone-${context}-`));
  dirs.push(dataDir);
  const port = await freePort();
  let out = '';
  const proc = spawn(process.execPath, [join(root, 'services', context, 'src/main.ts')], {
    // Its own SQLite file and no broker: this test is about the routes, not the backing services.
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: `sqlite:${dataDir}/${context}.sqlite`, KAFKA_BROKERS: '', PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(proc);
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && proc.exitCode === null) {
    if (await fetch(`${base}/readyz`).then((r) => r.status === 200, () => false)) return base;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${context} did not become ready:\n${out}`);
}

async function assertNotFoundProblem(url: string): Promise<void> {
  const res = await fetch(url);
  assert.equal(res.status, 404, url);
  assert.equal(res.headers.get('content-type'), 'application/problem+json; charset=utf-8', url);
  const body = (await res.json()) as Record<string, unknown>;
  assert.deepEqual({ type: body.type, title: body.title, status: body.status, detail: body.detail }, { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Not found.' }, url);
}

for (const context of contexts) {
  test(`${context} on its own serves its spec, /docs for every context, and 404 problems for unknown paths`, { timeout: 60_000 }, async () => {
    assert.ok(existsSync(join(root, 'services', context, 'src/main.ts')), `services/${context}/src/main.ts runs the ${context} context`);
    const base = await startStandalone(context);

    const yaml = await fetch(`${base}/openapi/${context}.yaml`);
    assert.equal(yaml.status, 200);
    const generated = parse(readFileSync(join(generatedDir, `${context}.openapi.yaml`), 'utf8')) as { servers: Array<Record<string, unknown>> };
    // The generated document, naming this process (its PUBLIC_URL defaults to its own address) as the server.
    assert.deepEqual(parse(await yaml.text()), { ...generated, servers: [{ ...generated.servers[0], url: base, description: 'This installation.' }] });
    const json = await fetch(`${base}/openapi/${context}.json`);
    assert.equal(json.status, 200);
    assert.equal(json.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(((await json.json()) as { openapi: string }).openapi, '3.1.0');

    const docs = await fetch(`${base}/docs`);
    assert.equal(docs.status, 200);
    const html = await docs.text();
    for (const c of contexts) assert.match(html, new RegExp(`<strong>${c}</strong>`), `/docs names ${c}`);

    // Another context's spec is that context's service's to serve (the Ingress routes it there).
    for (const other of contexts.filter((c) => c !== context)) await assertNotFoundProblem(`${base}/openapi/${other}.yaml`);
    for (const path of ['/api', '/api/x', '/openapi', '/openapi/x', '/docs/x', '/elsewhere']) await assertNotFoundProblem(`${base}${path}`);
  });
}
