// A power cut while customers place orders from the dashboard (issue 28, 002 §3 §6; the embedded default on
// SQLite). Corporate dashboard users stream invoice orders, each with an Idempotency-Key, as the order flow
// sends them; the process is killed with SIGKILL at a random moment, three times over. After each restart
// on the same DATA_DIR: every acknowledged order is there, once; sending an acknowledged key again answers
// the same order; a key whose answer the cut swallowed makes one order at most, whatever its retries; no
// order.created sits in the outbox without its order row, nor an order without its order.created; and the
// ads context still makes exactly one campaign for each READY order (the relay re-sends what it had not
// marked sent, and the inbox drops the repeats). What triggers keep beside the rows (the orders' totals rollups,
// the trigram search indexes; issue 31) still follows the rows. crash.test.ts does the same for customers and users.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { assertOk, TestClient, type TestResponse } from '@adops/platform/testing';
import { freePort, startEmbedded, type EmbeddedProcess } from './embedded-process.ts';
import { dashboardCustomer, eventually, signedInAdmin, type DashboardCustomer } from './dashboard-world.ts';

const ROUNDS = 3;
const WRITERS = 3;
const ADMIN = { email: 'power-cut-admin@example.com', password: 'Power-Cut-Passw0rd!' };
const ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '100000', API_RATE_LIMIT_PER_USER: '1000000000', API_RATE_LIMIT_PER_ADDRESS: '1000000000' };

const dataDir = mkdtempSync(join(tmpdir(), 'adops-dashboard-crash-'));
const started: EmbeddedProcess[] = [];
after(async () => {
  for (const p of started) await p.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function start(port: number): Promise<EmbeddedProcess> {
  const embedded = await startEmbedded({ dataDir, port, env: ENV });
  started.push(embedded);
  return embedded;
}

function read<T>(file: string, sql: string): T[] {
  const db = new DatabaseSync(join(dataDir, file), { readOnly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

/**
 * What triggers keep beside the rows (issue 31) is as the rows are after the cuts: the orders' day and month rollups
 * equal the orders' own sums, and each trigram search index (FTS5's own integrity check, against its table) holds
 * exactly its table's text. Run on the files once the process is stopped (the check is a write statement).
 */
function assertDerivedTablesFollow(): void {
  const sums = (sql: string) => read<Record<string, unknown>>('order.sqlite', sql).map((r) => Object.values(r).join('|')).sort();
  for (const [table, key, of] of [['order_day_totals', 'createdDay', 'substr(createdAt, 1, 10)'], ['order_month_totals', 'createdMonth', 'substr(createdAt, 1, 7)']] as const) {
    const rollup = sums(`SELECT ${key}, status, currency, orders, amount, amountTax, impressions FROM ${table} WHERE orders <> 0 OR amount <> 0 OR amountTax <> 0 OR impressions <> 0`);
    const base = sums(`SELECT ${of}, status, currency, COUNT(*), SUM(amount), SUM(amountTax), SUM(impressions) FROM orders GROUP BY 1, 2, 3`);
    assert.ok(base.length > 0, 'the orders have sums');
    assert.deepEqual(rollup, base, `${table} equals the orders' sums after the cuts`);
  }
  for (const [file, table] of [['order.sqlite', 'orders'], ['ads.sqlite', 'campaigns'], ['listing.sqlite', 'listings']] as const) {
    const db = new DatabaseSync(join(dataDir, file));
    try {
      db.exec(`INSERT INTO ${table}_search(${table}_search, rank) VALUES ('integrity-check', 1)`);
    } finally {
      db.close();
    }
  }
  const found = read<{ n: number }>('order.sqlite', `SELECT COUNT(*) AS n FROM orders_search WHERE orders_search MATCH '"Power cut r"'`)[0]!.n;
  assert.equal(found, read<{ n: number }>('order.sqlite', `SELECT COUNT(*) AS n FROM orders WHERE campaignName LIKE 'Power cut r%'`)[0]!.n, 'the search index finds every order the cuts left');
}

/** An Idempotency-Key, the order it sends, and the order the server answered with (if it did). */
interface Sent {
  key: string;
  body: object;
  orderId?: string;
}

test('SIGKILL while dashboard orders stream in, three times over: every acknowledged order once, keys replay it, outbox and campaigns follow', { timeout: 120_000 }, async () => {
  const began = Date.now();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let proc = await start(port);
  const admin = await signedInAdmin(base, ADMIN.email, ADMIN.password);
  const customer: DashboardCustomer = await dashboardCustomer(base, admin, `pc${randomUUID().slice(0, 6)}`);
  // The session survives restarts (the keys are in DATA_DIR): the same corporate user goes on placing orders.
  const placer = customer.corporate.client;
  const sent: Sent[] = [];
  let unanswered = 0;
  const place = (s: Sent, client: TestClient = placer) => client.post('/api/orders', s.body, { 'idempotency-key': s.key });

  for (let round = 1; round <= ROUNDS; round++) {
    let stop = false;
    let acked = 0;
    const writer = async (w: number) => {
      for (let n = 0; !stop; n++) {
        const s: Sent = { key: randomUUID(), body: customer.orderBody(`Power cut r${round} w${w} n${n} ${randomUUID().slice(0, 4)}`) };
        sent.push(s);
        const res: TestResponse | undefined = await place(s).catch(() => undefined);
        if (!res) return;
        assert.equal(res.status, 201, JSON.stringify(res.body));
        assert.equal(res.body.status, 'READY');
        s.orderId = res.body.id;
        acked++;
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    const flowing = Date.now() + 15_000;
    while (acked < WRITERS && Date.now() < flowing) await sleep(20);
    await sleep(Math.random() * 800);
    await proc.kill();
    stop = true;
    await Promise.all(writers);
    assert.ok(acked > 0, `round ${round} acknowledged no order before the kill`);
    proc = await start(port);

    // Every acknowledged order is there, and its key answers that same order (200: placed before).
    for (const s of sent.filter((x) => x.orderId)) {
      assertOk(await placer.get(`/api/orders/${s.orderId}`));
      const again = await place(s);
      assert.equal(again.status, 200, `key ${s.key} sent again: ${again.status} ${JSON.stringify(again.body).slice(0, 200)}`);
      assert.equal(again.body.id, s.orderId, `key ${s.key} answered another order after the restart`);
    }
    // A key the cut left unanswered: the retry places it (201) or finds it placed (200); again, the same order.
    for (const s of sent.filter((x) => !x.orderId)) {
      unanswered++;
      const retry = await place(s);
      assert.ok(retry.status === 201 || retry.status === 200, `retrying unanswered key ${s.key}: ${retry.status} ${JSON.stringify(retry.body).slice(0, 200)}`);
      s.orderId = retry.body.id;
      assert.equal((await place(s)).body.id, s.orderId);
    }
  }

  // Once each: one order per campaign name (every key sent its own), and the ids the keys answered.
  const orders = read<{ id: string; campaignName: string; status: string }>('order.sqlite', 'SELECT id, campaignName, status FROM orders');
  const byName = new Map<string, string[]>();
  for (const o of orders) byName.set(o.campaignName, [...(byName.get(o.campaignName) ?? []), o.id]);
  for (const s of sent) {
    const name = (s.body as { campaignName: string }).campaignName;
    assert.deepEqual(byName.get(name), [s.orderId], `the order of key ${s.key} (${name}) is there exactly once`);
  }
  // The outbox: every order.created names an order that exists, and every order has exactly one order.created.
  const ids = new Set(orders.map((o) => o.id));
  const created = read<{ payload: string }>('order.sqlite', "SELECT payload FROM outbox WHERE type = 'order.created'").map((r) => JSON.parse(r.payload).data.orderId as string);
  for (const id of created) assert.ok(ids.has(id), `order.created for ${id} without its order row`);
  for (const id of ids) assert.equal(created.filter((c) => c === id).length, 1, `order ${id} has one order.created`);

  // The ads context makes one campaign for each READY order, and the order shows it (DELIVERED).
  await eventually(
    'every order has its campaign',
    async () => {
      const got = read<{ orderId: string }>('ads.sqlite', 'SELECT orderId FROM campaigns');
      return sent.every((s) => got.some((c) => c.orderId === s.orderId)) ? true : undefined;
    },
    45_000,
  );
  const campaigns = read<{ orderId: string }>('ads.sqlite', 'SELECT orderId FROM campaigns');
  for (const s of sent) assert.equal(campaigns.filter((c) => c.orderId === s.orderId).length, 1, `order ${s.orderId} made exactly one campaign`);
  const last = sent.at(-1)!;
  await eventually('the last order is DELIVERED', async () => (assertOk(await placer.get(`/api/orders/${last.orderId}`)).status === 'DELIVERED' ? true : undefined));
  for (const f of readdirSync(dataDir).filter((x) => x.endsWith('.sqlite')))
    assert.deepEqual(read<{ integrity_check: string }>(f, 'PRAGMA integrity_check').map((r) => r.integrity_check), ['ok'], `${f} after the cuts`);
  await proc.stop();
  assertDerivedTablesFollow();

  console.log(`dashboard power cut: ${ROUNDS} SIGKILL rounds in ${((Date.now() - began) / 1000).toFixed(1)} s; ${sent.length} keys (${unanswered} left unanswered by a cut, then retried), one order each, ${campaigns.length} campaigns`);
});
