// The orders list's totals at scale (issue 31), on MariaDB (or SQLite with TEST_DATABASE=sqlite): the
// rollup of the orders per day, status and currency (order_day_totals, kept by triggers) equals the orders'
// own sums after writes through the service (placing, payment outcomes, staff status moves, deletion) and
// through SQL (insert, amount, status, currency and date changes, deletion); the totals the API answers
// (the rollup for staff, the orders for a customer's user, a branch manager and the customer and office
// filters) equal the orders' sums over windows whose edges cut days, with and without a status; and the
// migration fills the rollup from the orders a deployment already has, on both engines.
import { test, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, openDataSource } from '@adops/platform';
import { assertOk, clientAs, createTestDatabase, serviceUnderTest, startTestService, type Who } from '@adops/platform/testing';
import { orderModule } from '../src/app.ts';
import { orderMigrations } from '../src/tables.ts';
import { splitWindow } from '../src/orders/day-totals.ts';
import { aProduct, deliverPaymentEvent, knownCustomer } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(orderModule));
const as = (who: Who) => clientAs(svc, who);
const dsOf = () => svc.booted.dataSource;

const mysqlOf = (ds: DataSource) => ds.options.type === 'mysql';
/** An instant as both engines store and compare it ('YYYY-MM-DD HH:MM:SS.SSS', UTC). */
const stored = (at: string | Date) => new Date(at).toISOString().replace('T', ' ').slice(0, 23);

let orderNumber = 900_000;

/** An order written in SQL (as a repair or a bulk load would), created at `createdAt`. */
async function insertOrder(ds: DataSource, o: { customerId: string; officeId?: string | null; status?: string; currency?: string; amount?: number; amountTax?: number; impressions?: number; createdAt: string }): Promise<string> {
  const id = randomUUID();
  const amount = o.amount ?? 10_000;
  await ds.query(
    `INSERT INTO orders (id, orderNumber, customerId, officeId, agents, paymentType, status, orderType, source, products, amount, amountTax, currency, campaignName, comments, attributes, campaignData, listingIds, resourceIds, impressions, createdAt, updatedAt, statusHistory, payments, fbCampaigns, gdnCampaigns)
     VALUES (?, ?, ?, ?, '[]', 'INVOICE', ?, 'LISTING', 'ORDER_FORM', '[]', ?, ?, ?, 'SQL order', '[]', '[]', '[]', '[]', '[]', ?, ?, ?, '[]', '[]', '[]', '[]')`,
    [id, orderNumber++, o.customerId, o.officeId ?? null, o.status ?? 'READY', amount, o.amountTax ?? Math.round(amount * 0.13), o.currency ?? 'NZD', o.impressions ?? 0, stored(o.createdAt), stored(o.createdAt)],
  );
  return id;
}

type Row = [day: string, status: string, currency: string, orders: number, amount: number, amountTax: number, impressions: number];

/** Each rollup's rows that count an order, and the orders' own sums per day (per month), status and currency: the same rows. */
async function assertRollupMatches(ds: DataSource, message = 'the rollups equal the orders\' sums') {
  const mysql = mysqlOf(ds);
  const norm = (rows: Array<Record<string, unknown>>): Row[] =>
    rows.map((r) => [String(r.d), String(r.status), String(r.currency), Number(r.n), Number(r.amount), Number(r.amountTax), Number(r.impressions)] as Row).sort((a, b) => a.join('|').localeCompare(b.join('|')));
  const periods = [
    { table: 'order_day_totals', key: mysql ? 'CAST(createdDay AS CHAR)' : 'createdDay', of: mysql ? "DATE_FORMAT(createdAt, '%Y-%m-%d')" : 'substr(createdAt, 1, 10)' },
    { table: 'order_month_totals', key: 'createdMonth', of: mysql ? "DATE_FORMAT(createdAt, '%Y-%m')" : 'substr(createdAt, 1, 7)' },
  ];
  for (const p of periods) {
    const rollup = norm(await ds.query(`SELECT ${p.key} AS d, status, currency, orders AS n, amount, amountTax, impressions FROM ${p.table} WHERE orders <> 0 OR amount <> 0 OR amountTax <> 0 OR impressions <> 0`));
    const base = norm(await ds.query(`SELECT ${p.of} AS d, status, currency, COUNT(*) AS n, SUM(amount) AS amount, SUM(amountTax) AS amountTax, SUM(impressions) AS impressions FROM orders GROUP BY ${p.of}, status, currency`));
    assert.deepEqual(rollup, base, `${p.table}: ${message}`);
  }
}

/** The totals the list answers, computed from the orders in SQL: what any path must give. */
async function expectedTotals(ds: DataSource, where: { from?: string; to?: string; status?: string; customerId?: string; officeIds?: string[] }, withTax = false) {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (where.from) add('createdAt >= ?', stored(where.from));
  if (where.to) add('createdAt <= ?', stored(where.to));
  if (where.status) add('status = ?', where.status);
  if (where.customerId) add('customerId = ?', where.customerId);
  if (where.officeIds) add(`officeId IN (${where.officeIds.map(() => '?').join(', ')})`, ...where.officeIds);
  const rows: Array<{ currency: string; amount: unknown; amountTax: unknown; impressions: unknown }> = await ds.query(
    `SELECT currency, SUM(amount) AS amount, SUM(amountTax) AS amountTax, SUM(impressions) AS impressions FROM orders ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''} GROUP BY currency ORDER BY currency`,
    params,
  );
  return {
    overallImpressions: rows.reduce((s, r) => s + Number(r.impressions), 0),
    totalPrice: rows.map((r) => ({ currency: r.currency, amount: Number(r.amount) - (withTax ? 0 : Number(r.amountTax)) })),
  };
}

async function totalsOf(who: ReturnType<typeof as>, query: Record<string, string | undefined>) {
  const params = new URLSearchParams({ includeTotalPrice: 'true', includeImpressions: 'true', limit: '1' });
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, v);
  const body = assertOk(await who.get(`/api/orders?${params}`));
  return { overallImpressions: body.overallImpressions, totalPrice: body.totalPrice };
}

describe('splitWindow', () => {
  test('whole UTC months, the whole days outside them, the partial days at the edges', () => {
    const at = (s: string) => new Date(s);
    assert.deepEqual(splitWindow(undefined, undefined), { months: {}, days: [], edges: [] });
    assert.deepEqual(splitWindow(at('2026-09-03T00:00:00.000Z'), at('2026-09-08T23:59:59.999Z')), { months: null, days: [{ first: '2026-09-03', last: '2026-09-08' }], edges: [] });
    assert.deepEqual(splitWindow(at('2026-09-03T07:30:00.000Z'), at('2026-09-08T16:45:00.000Z')), {
      months: null,
      days: [{ first: '2026-09-04', last: '2026-09-07' }],
      edges: [{ from: at('2026-09-03T07:30:00.000Z'), to: at('2026-09-03T23:59:59.999Z') }, { from: at('2026-09-08T00:00:00.000Z'), to: at('2026-09-08T16:45:00.000Z') }],
    });
    assert.deepEqual(splitWindow(at('2026-09-03T00:00:00.000Z'), at('2026-09-08T00:00:00.000Z')), { months: null, days: [{ first: '2026-09-03', last: '2026-09-07' }], edges: [{ from: at('2026-09-08T00:00:00.000Z'), to: at('2026-09-08T00:00:00.000Z') }] });
    assert.deepEqual(splitWindow(at('2026-09-04T01:00:00.000Z'), at('2026-09-05T22:00:00.000Z')), { months: null, days: [], edges: [{ from: at('2026-09-04T01:00:00.000Z'), to: at('2026-09-05T22:00:00.000Z') }] });
    assert.deepEqual(splitWindow(at('2025-11-28T09:00:00.000Z'), at('2026-10-15T12:00:00.000Z')), {
      months: { first: '2025-12', last: '2026-09' },
      days: [{ first: '2025-11-29', last: '2025-11-30' }, { first: '2026-10-01', last: '2026-10-14' }],
      edges: [{ from: at('2025-11-28T09:00:00.000Z'), to: at('2025-11-28T23:59:59.999Z') }, { from: at('2026-10-15T00:00:00.000Z'), to: at('2026-10-15T12:00:00.000Z') }],
    });
    assert.deepEqual(splitWindow(at('2026-08-01T00:00:00.000Z'), at('2026-09-30T23:59:59.999Z')), { months: { first: '2026-08', last: '2026-09' }, days: [], edges: [] });
    assert.deepEqual(splitWindow(at('2026-08-31T00:00:00.000Z'), at('2026-09-30T23:59:59.998Z')), { months: null, days: [{ first: '2026-08-31', last: '2026-09-29' }], edges: [{ from: at('2026-09-30T00:00:00.000Z'), to: at('2026-09-30T23:59:59.998Z') }] });
    assert.deepEqual(splitWindow(at('2026-09-04T00:00:00.001Z'), undefined), { months: { first: '2026-10' }, days: [{ first: '2026-09-05', last: '2026-09-30' }], edges: [{ from: at('2026-09-04T00:00:00.001Z'), to: at('2026-09-04T23:59:59.999Z') }] });
    assert.deepEqual(splitWindow(undefined, at('2026-09-04T10:00:00.000Z')), { months: { last: '2026-08' }, days: [{ first: '2026-09-01', last: '2026-09-03' }], edges: [{ from: at('2026-09-04T00:00:00.000Z'), to: at('2026-09-04T10:00:00.000Z') }] });
  });
});

describe('the rollup of the orders per day, status and currency', () => {
  test('equals the orders\' sums after writes through the service and through SQL', async () => {
    const ds = dsOf();
    const admin = as('admin');
    const c = await knownCustomer(svc, { offices: 2 });
    const corporate = as({ roles: ['corporate'], customerId: c.customerId });
    const { product } = await aProduct(svc);
    const body = (over: Record<string, unknown> = {}) => ({ paymentType: 'INVOICE', products: [product.code], campaignName: 'Totals', attributes: [], campaignData: [], source: 'ORDER_FORM', orderType: 'LISTING', listingIds: [c.listingIds[0]], agents: [{ id: c.agentIds[0] }], officeId: c.officeIds[0], ...over });
    const invoice = assertOk(await corporate.post('/api/orders', body()), 201);
    const card = assertOk(await corporate.post('/api/orders', body({ paymentType: 'CREDIT_CARD' })), 201);
    const doomed = assertOk(await corporate.post('/api/orders', body()), 201);
    await assertRollupMatches(ds, 'after placing');
    await deliverPaymentEvent(svc, 'payment.succeeded', { paymentId: randomUUID(), orderId: card.id, customerId: c.customerId, amount: card.amount, currency: 'NZD', provider: 'simulator' as const, providerPaymentId: 'pi_t' });
    assert.equal(assertOk(await corporate.get(`/api/orders/${card.id}`)).status, 'READY');
    assertOk(await admin.put(`/api/orders/${invoice.id}/status`, { status: 'PROCESSING' }));
    assertOk(await admin.put(`/api/orders/${invoice.id}/status`, { status: 'CANCELLED' }));
    assertOk(await corporate.post(`/api/orders/${invoice.id}/comments`, { text: 'A change the rollup does not count.' }), 201);
    assert.equal((await admin.delete(`/api/orders/${doomed.id}`)).status, 204);
    await assertRollupMatches(ds, 'after a payment, status moves, a comment and a deletion');

    const a = await insertOrder(ds, { customerId: c.customerId, createdAt: '2026-09-01T10:00:00Z', impressions: 40 });
    const b = await insertOrder(ds, { customerId: c.customerId, createdAt: '2026-09-01T23:59:59.999Z', currency: 'AUD' });
    const d = await insertOrder(ds, { customerId: c.customerId, createdAt: '2026-09-02T00:00:00Z', status: 'PLACED' });
    await assertRollupMatches(ds, 'after inserts in SQL');
    await ds.query('UPDATE orders SET amount = amount + 555, amountTax = 55, impressions = 7 WHERE id = ?', [a]);
    await ds.query("UPDATE orders SET status = 'DELIVERED' WHERE id = ?", [b]);
    await ds.query("UPDATE orders SET currency = 'AUD' WHERE id = ?", [d]);
    await ds.query('UPDATE orders SET createdAt = ? WHERE id = ?', [stored('2026-08-30T05:00:00Z'), a]);
    await ds.query("UPDATE orders SET campaignName = 'Renamed', updatedAt = ? WHERE id = ?", [stored(new Date()), b]);
    await ds.query("UPDATE orders SET status = 'COMPLETED', amount = amount * 2 WHERE customerId = ?", [c.customerId]);
    await assertRollupMatches(ds, 'after changes in SQL (amounts, status, currency, day, several rows at once)');
    await ds.query('DELETE FROM orders WHERE id IN (?, ?)', [a, d]);
    await assertRollupMatches(ds, 'after deletions in SQL');
  });
});

describe('the totals the list answers', () => {
  // Orders of customer A (two offices) and customer B from 20 August to 10 October, at hours that fall
  // on both sides of the windows' edges, some exactly at midnight.
  const world = async () => {
    const ds = dsOf();
    const a = { customerId: randomUUID(), officeIds: [randomUUID(), randomUUID()] };
    const b = { customerId: randomUUID(), officeIds: [randomUUID()] };
    const statuses = ['READY', 'CANCELLED', 'PLACED', 'DELIVERED'];
    let i = 0;
    for (let d = 0; d < 52; d++) {
      const date = new Date(Date.UTC(2026, 7, 20 + d)).toISOString().slice(0, 10);
      for (const time of ['00:00:00.000', '03:15:00.000', '07:30:00.000', '12:00:00.000', '16:45:00.000', '23:59:59.999']) {
        const who = i % 3 === 2 ? b : a;
        await insertOrder(ds, {
          customerId: who.customerId,
          officeId: who.officeIds[i % who.officeIds.length] ?? null,
          status: statuses[i % statuses.length],
          currency: i % 5 === 0 ? 'AUD' : 'NZD',
          amount: 1000 + 37 * i,
          amountTax: 100 + i,
          impressions: i * 11,
          createdAt: `${date}T${time}Z`,
        });
        i++;
      }
    }
    return { ds, a, b };
  };

  const windows: Array<{ from?: string; to?: string }> = [
    { from: '2026-09-03T07:30:00.000Z', to: '2026-09-08T16:45:00.000Z' },
    { from: '2026-09-03T07:29:59.999Z', to: '2026-09-08T16:45:00.001Z' },
    { from: '2026-09-03T00:00:00.000Z', to: '2026-09-08T23:59:59.999Z' },
    { from: '2026-09-03T00:00:00.000Z', to: '2026-09-08T00:00:00.000Z' },
    { from: '2026-09-04T01:00:00.000Z', to: '2026-09-05T22:00:00.000Z' },
    { from: '2026-09-04T01:00:00.000Z', to: '2026-09-04T22:00:00.000Z' },
    { from: '2026-09-05T12:00:00.000Z' },
    { to: '2026-09-04T10:00:00.000Z' },
    { from: '2026-08-25T07:30:00.000Z', to: '2026-10-05T16:45:00.000Z' },
    { from: '2026-09-01T00:00:00.000Z', to: '2026-09-30T23:59:59.999Z' },
    { from: '2026-08-31T23:59:59.999Z', to: '2026-10-01T00:00:00.000Z' },
    { from: '2026-08-31T12:00:00.000Z' },
    { to: '2026-10-01T00:00:00.000Z' },
    {},
  ];

  test('staff (the rollup and the edges): every window and status equals the orders\' sums, with and without tax', async () => {
    const { ds } = await world();
    const admin = as('admin');
    for (const w of windows) {
      for (const status of [undefined, 'READY', 'CANCELLED']) {
        const label = JSON.stringify({ ...w, status });
        assert.deepEqual(await totalsOf(admin, { dateFrom: w.from, dateTo: w.to, status }), await expectedTotals(ds, { ...w, status }), label);
      }
    }
    const w = windows[0]!;
    assert.deepEqual(await totalsOf(admin, { dateFrom: w.from, dateTo: w.to, includeTotalPriceTax: 'true' }), await expectedTotals(ds, w, true));
    // A window of no order answers no currency.
    assert.deepEqual(await totalsOf(admin, { dateFrom: '2020-01-01T00:00:00.000Z', dateTo: '2020-01-05T12:00:00.000Z' }), { overallImpressions: 0, totalPrice: [] });
  });

  test('a customer\'s user, a branch manager and the customer and office filters (the orders, through their covering indexes)', async () => {
    const { ds, a } = await world();
    const corporate = as({ roles: ['corporate'], customerId: a.customerId });
    const manager = as({ roles: ['branchmanager'], customerId: a.customerId, officeIds: [a.officeIds[1]!] });
    const admin = as('admin');
    for (const w of windows.slice(0, 10)) {
      for (const status of [undefined, 'READY']) {
        const label = JSON.stringify({ ...w, status });
        const q = { dateFrom: w.from, dateTo: w.to, status };
        assert.deepEqual(await totalsOf(corporate, q), await expectedTotals(ds, { ...w, status, customerId: a.customerId }), `corporate ${label}`);
        assert.deepEqual(await totalsOf(manager, q), await expectedTotals(ds, { ...w, status, customerId: a.customerId, officeIds: [a.officeIds[1]!] }), `branch manager ${label}`);
        assert.deepEqual(await totalsOf(admin, { ...q, customerId: a.customerId }), await expectedTotals(ds, { ...w, status, customerId: a.customerId }), `staff, customer filter ${label}`);
        assert.deepEqual(await totalsOf(admin, { ...q, officeId: a.officeIds[0] }), await expectedTotals(ds, { ...w, status, officeIds: [a.officeIds[0]!] }), `staff, office filter ${label}`);
      }
    }
  });
});

describe('OrderDayTotals1765100031500 on a table that already has orders', () => {
  const dir = mkdtempSync(join(tmpdir(), 'adops-order-day-totals-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const all = orderMigrations as Function[];
  const at = all.findIndex((m) => m.name === 'OrderDayTotals1765100031500');
  assert.ok(at > 0, 'the migration under test is among the order migrations');

  async function migrateAcrossIt(url: string) {
    const old = await openDataSource(createDataSource({ url, entities: [], migrations: all.slice(0, at) }), true);
    const customerId = randomUUID();
    for (let i = 0; i < 12; i++) {
      await insertOrder(old, { customerId, status: i % 3 ? 'READY' : 'CANCELLED', currency: i % 4 ? 'NZD' : 'AUD', amount: 500 * (i + 1), impressions: i, createdAt: new Date(Date.UTC(2026, 8, 1 + (i % 5), (i * 7) % 24)).toISOString() });
    }
    await old.destroy();

    const ds = await openDataSource(createDataSource({ url, entities: [], migrations: all.slice(0, at + 1) }), true);
    try {
      const [filled] = (await ds.query('SELECT COUNT(*) AS n FROM order_day_totals')) as Array<{ n: number | string }>;
      assert.ok(Number(filled?.n) > 1, 'the rollup is filled from the orders there are');
      await assertRollupMatches(ds, 'the backfill equals the orders\' sums');
      const id = await insertOrder(ds, { customerId, createdAt: '2026-09-03T10:00:00Z', amount: 777 });
      await ds.query("UPDATE orders SET status = 'DELIVERED', createdAt = ? WHERE id = ?", [stored('2026-09-09T10:00:00Z'), id]);
      await ds.query("DELETE FROM orders WHERE status = 'CANCELLED'");
      await assertRollupMatches(ds, 'the triggers keep it after the backfill');
      await ds.undoLastMigration({ transaction: 'each' });
      assert.equal(await ds.query('SELECT 1 FROM order_day_totals').then(() => true, () => false), false, 'undone, the table is gone');
      await insertOrder(ds, { customerId, createdAt: '2026-09-03T10:00:00Z' });
      await ds.query('DELETE FROM orders');
    } finally {
      await ds.destroy();
    }
  }

  test('SQLite', async () => migrateAcrossIt(`sqlite:${dir}/order.sqlite`));
  test('MariaDB', async () => {
    const db = await createTestDatabase('order_day_totals_migration');
    try {
      await migrateAcrossIt(db.url);
    } finally {
      await db.drop();
    }
  });
});
