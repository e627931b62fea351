// The migration that gives orders their status history and payment attempts, on both engines (the
// embedded default's SQLite and a cluster's MariaDB): an order placed before it gets one 'recorded'
// entry (the status it is in, as of its last change, by no one known) and no payment attempts; undone,
// the columns are gone.
import { test, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createDataSource, openDataSource } from '@adops/platform';
import { createTestDatabase } from '@adops/platform/testing';
import { orderMigrations } from '../src/tables.ts';

const dir = mkdtempSync(join(tmpdir(), 'adops-order-history-migration-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const all = orderMigrations as Function[];
const at = all.findIndex((m) => m.name === 'OrderStatusHistoryAndPayments1764900026300');
assert.ok(at > 0, 'the migration under test is among the order migrations');

async function migrateAcrossIt(url: string) {
  const old = await openDataSource(createDataSource({ url, entities: [], migrations: all.slice(0, at) }), true);
  const id = randomUUID();
  const updatedAt = new Date('2026-11-20T10:30:00.000Z');
  await old.query(
    `INSERT INTO orders (id, orderNumber, customerId, agents, paymentType, status, orderType, source, products, amount, amountTax, currency, campaignName, comments, attributes, campaignData, listingIds, resourceIds, impressions, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [id, 990001, randomUUID(), '[]', 'INVOICE', 'DELIVERED', 'LISTING', 'ORDER_FORM', '[]', 19900, 2596, 'NZD', 'Old campaign', '[]', '[]', '[]', '[]', '[]', 0, new Date('2026-11-01T08:00:00.000Z'), updatedAt],
  );
  await old.destroy();

  const ds = await openDataSource(createDataSource({ url, entities: [], migrations: all.slice(0, at + 1) }), true);
  try {
    const [row] = (await ds.query('SELECT statusHistory, payments FROM orders WHERE id = ?', [id])) as Array<{ statusHistory: string; payments: string }>;
    assert.deepEqual(JSON.parse(row!.statusHistory), [{ from: null, to: 'DELIVERED', at: updatedAt.toISOString(), by: null, byEmail: null, source: 'recorded' }]);
    assert.deepEqual(JSON.parse(row!.payments), []);
    await ds.undoLastMigration({ transaction: 'each' });
    const [undone] = (await ds.query('SELECT * FROM orders WHERE id = ?', [id])) as Array<Record<string, unknown>>;
    assert.ok(undone && !('statusHistory' in undone) && !('payments' in undone), 'undone, the columns are gone');
  } finally {
    await ds.destroy();
  }
}

describe('OrderStatusHistoryAndPayments1764900026300', () => {
  test('SQLite', async () => migrateAcrossIt(`sqlite:${dir}/order.sqlite`));
  test('MariaDB', async () => {
    const db = await createTestDatabase('order_history_migration');
    try {
      await migrateAcrossIt(db.url);
    } finally {
      await db.drop();
    }
  });
});
