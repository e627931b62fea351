// The embedded default as `make up` runs it: starts from a clean DATA_DIR, the seeded admin signs
// in, SIGTERM stops it gracefully, and after a restart the data and the session are still there.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestClient } from '@adops/platform/testing';
import { freePort, startEmbedded, type EmbeddedProcess } from './embedded-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'adops-embedded-'));
const started: EmbeddedProcess[] = [];
after(async () => {
  for (const p of started) await p.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<EmbeddedProcess> {
  const embedded = await startEmbedded({ dataDir, port, env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });
  started.push(embedded);
  return embedded;
}

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

  assert.equal(await first.stop(), 0, 'SIGTERM stops it cleanly');

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
    await second.stop();
  }
});
