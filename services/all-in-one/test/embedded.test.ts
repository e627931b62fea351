// The embedded default as `make up` runs it: starts from a clean DATA_DIR, the seeded admin signs
// in, SIGTERM stops it gracefully, and after a restart the data and the session are still there.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { TestClient } from '@adops/platform/testing';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'adops-embedded-'));
const started: ChildProcess[] = [];
after(() => {
  for (const p of started) if (p.exitCode === null) p.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

async function start(port: number): Promise<{ proc: ChildProcess; output: () => string }> {
  let out = '';
  const proc = spawn(process.execPath, [main], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'development', LOG_LEVEL: 'warn', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(proc);
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status === 200, () => false);
    if (ready) return { proc, output: () => out };
    if (proc.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill('SIGKILL');
  throw new Error(`embedded default did not become ready:\n${out}`);
}

const stop = (proc: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    proc.on('exit', (code) => resolve(code));
    proc.kill('SIGTERM');
  });

test('starts clean, signs in the seeded admin, keeps data across a restart', { timeout: 90_000 }, async () => {
  const port = await freePort();
  const first = await start(port);
  assert.match(first.output(), /AdOps is running at http:\/\/127\.0\.0\.1:\d+/);
  assert.match(first.output(), /Sign in as admin@adops\.local with password Admin-Passw0rd!/);

  const admin = new TestClient(`http://127.0.0.1:${port}`);
  const signIn = await admin.post('/api/auth/signin', { email: 'admin@adops.local', password: 'Admin-Passw0rd!' });
  assert.equal(signIn.status, 200);
  assert.deepEqual(signIn.body.roles, ['admin']);
  const created = await admin.post('/api/users', { email: 'kept@example.com', roles: ['sales'], password: 'Correct-Horse-9', confirmPassword: 'Correct-Horse-9' });
  assert.equal(created.status, 201);

  assert.equal(await stop(first.proc), 0, 'SIGTERM stops it cleanly');

  const second = await start(port);
  try {
    // The session cookie from before the restart still works: the keys are kept in DATA_DIR.
    const list = await admin.get('/api/users/list?search=kept');
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.items.map((u: { email: string }) => u.email), ['kept@example.com']);
    const again = await new TestClient(`http://127.0.0.1:${port}`).post('/api/auth/signin', { email: 'kept@example.com', password: 'Correct-Horse-9' });
    assert.equal(again.status, 200);
    // The built frontend is served, with a history fallback for client routes.
    const page = await fetch(`http://127.0.0.1:${port}/admin/users`);
    assert.equal(page.status, 200, 'the frontend is built (make up builds it) and served');
    assert.match(await page.text(), /<div id="root">/);
  } finally {
    await stop(second.proc);
  }
});
