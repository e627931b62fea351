// Crash safety of the embedded default: while several clients stream writes (customers into one
// SQLite file, users into another), the process is killed with SIGKILL at a random moment; after a
// restart on the same DATA_DIR every write that was acknowledged (2xx) is there and every .sqlite
// file passes PRAGMA integrity_check. Ten rounds.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { TestClient } from '@adops/platform/testing';
import { freePort, startEmbedded, type EmbeddedProcess } from './embedded-process.ts';

const ROUNDS = 10;
const CUSTOMER_WRITERS = 4;
const USER_WRITERS = 2;
const ADMIN = { email: 'crash-admin@example.com', password: 'Crash-Test-Passw0rd!' };

const dataDir = mkdtempSync(join(tmpdir(), 'adops-crash-'));
const started: EmbeddedProcess[] = [];
after(async () => {
  for (const p of started) await p.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function start(port: number): Promise<EmbeddedProcess> {
  const embedded = await startEmbedded({ dataDir, port, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  started.push(embedded);
  return embedded;
}

/** Every .sqlite file in DATA_DIR passes integrity_check (read through a second connection; WAL allows it). */
function integrity(): string[] {
  const files = readdirSync(dataDir).filter((f) => f.endsWith('.sqlite'));
  for (const f of files) {
    const db = new DatabaseSync(join(dataDir, f));
    try {
      const rows = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
      assert.deepEqual(rows.map((r) => r.integrity_check), ['ok'], `${f} after a crash`);
    } finally {
      db.close();
    }
  }
  return files;
}

/** Ids present in a table, read straight from the file. */
function idsIn(file: string, table: string): Set<string> {
  const db = new DatabaseSync(join(dataDir, file), { readOnly: true });
  try {
    return new Set((db.prepare(`SELECT id FROM ${table}`).all() as { id: string }[]).map((r) => r.id));
  } finally {
    db.close();
  }
}

test('SIGKILL during a stream of writes, ten times over: no acknowledged write lost, the files always open', { timeout: 180_000 }, async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const customers = new Map<string, string>(); // id → name, every one acknowledged with 201
  const users = new Map<string, string>(); // id → email
  let proc = await start(port);
  let checkedByApi = 0;
  let files: string[] = [];
  const began = Date.now();

  for (let round = 1; round <= ROUNDS; round++) {
    const admin = new TestClient(base);
    assert.equal((await admin.post('/api/auth/signin', ADMIN)).status, 200);
    const acked = { customers: [] as string[], users: [] as string[] };
    let stop = false;
    let n = 0;
    // Each writer keeps going until a request fails: the kill ends them all.
    const customerWriter = async () => {
      while (!stop) {
        const name = `Crash r${round} ${n++}`;
        const res = await admin.post('/api/customers', { name }).catch(() => undefined);
        if (!res) return;
        assert.equal(res.status, 201, JSON.stringify(res.body));
        customers.set(res.body.id, name);
        acked.customers.push(res.body.id);
      }
    };
    const userWriter = async () => {
      while (!stop) {
        const email = `crash-r${round}-${n++}@example.com`;
        const res = await admin.post('/api/users', { email, roles: ['sales'] }).catch(() => undefined);
        if (!res) return;
        assert.equal(res.status, 201, JSON.stringify(res.body));
        users.set(res.body.id, email);
        acked.users.push(res.body.id);
      }
    };
    const writers = [...Array.from({ length: CUSTOMER_WRITERS }, customerWriter), ...Array.from({ length: USER_WRITERS }, userWriter)];
    // Once writes are flowing (the first requests after a start are slow), kill at a random moment.
    const flowing = Date.now() + 20_000;
    while (acked.customers.length + acked.users.length < CUSTOMER_WRITERS + USER_WRITERS && Date.now() < flowing) await sleep(20);
    await sleep(Math.random() * 1000);
    await proc.kill();
    stop = true;
    await Promise.all(writers);

    proc = await start(port);
    // This round's acknowledged writes, read back through the API (they were the ones at risk)...
    const reader = new TestClient(base);
    assert.equal((await reader.post('/api/auth/signin', ADMIN)).status, 200);
    for (const id of acked.customers) {
      const res = await reader.get(`/api/customers/${id}`);
      assert.equal(res.status, 200, `customer ${id} acknowledged in round ${round} is lost`);
      assert.equal(res.body.name, customers.get(id));
    }
    for (const id of acked.users) {
      const res = await reader.get(`/api/users/${id}`);
      assert.equal(res.status, 200, `user ${id} acknowledged in round ${round} is lost`);
      assert.equal(res.body.email, users.get(id));
    }
    checkedByApi += acked.customers.length + acked.users.length;
    // ...every earlier one still in the files, and the files intact.
    const customerIds = idsIn('customer.sqlite', 'customers');
    for (const id of customers.keys()) assert.ok(customerIds.has(id), `customer ${id} lost after round ${round}`);
    const userIds = idsIn('identity.sqlite', 'users');
    for (const id of users.keys()) assert.ok(userIds.has(id), `user ${id} lost after round ${round}`);
    files = integrity();
    assert.ok(acked.customers.length + acked.users.length > 0, `round ${round} acknowledged no write before the kill`);
  }
  await proc.kill();

  console.log(
    `crash test: ${ROUNDS} SIGKILL rounds in ${((Date.now() - began) / 1000).toFixed(1)} s; ${customers.size} customers and ${users.size} users acknowledged, ` +
      `all present after every restart (${checkedByApi} read back through the API right after the crash that followed them); integrity_check ok on ${files.join(', ')} every round`,
  );
});
