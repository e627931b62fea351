// The migration that gives orders their campaigns and this context its known campaign templates, on
// both engines (the embedded default's SQLite and a cluster's MariaDB): an order placed before it has
// no campaigns and no count of them; undone, the columns and the table are gone.
import { test, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createDataSource, openDataSource } from '@adops/platform';
import { createTestDatabase } from '@adops/platform/testing';
import { orderMigrations } from '../src/tables.ts';

const dir = mkdtempSync(join(tmpdir(), 'adops-order-campaigns-migration-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const all = orderMigrations as Function[];
const at = all.findIndex((m) => m.name === 'OrderCampaignsAndKnownCampaignTemplates1765000027200');
assert.ok(at > 0, 'the migration under test is among the order migrations');

async function migrateAcrossIt(url: string) {
  const old = await openDataSource(createDataSource({ url, entities: [], migrations: all.slice(0, at) }), true);
  const id = randomUUID();
  const now = new Date('2026-11-20T10:30:00.000Z');
  await old.query(
    `INSERT INTO orders (id, orderNumber, customerId, agents, paymentType, status, statusHistory, payments, orderType, source, products, amount, amountTax, currency, campaignName, comments, attributes, campaignData, listingIds, resourceIds, impressions, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [id, 990002, randomUUID(), '[]', 'INVOICE', 'READY', '[]', '[]', 'LISTING', 'ORDER_FORM', '[]', 19900, 2596, 'NZD', 'Old campaign', '[]', '[]', '[]', '[]', '[]', 0, now, now],
  );
  await old.destroy();

  const ds = await openDataSource(createDataSource({ url, entities: [], migrations: all.slice(0, at + 1) }), true);
  try {
    const [row] = (await ds.query('SELECT fbCampaigns, gdnCampaigns, campaignsOfOrder FROM orders WHERE id = ?', [id])) as Array<{ fbCampaigns: string; gdnCampaigns: string; campaignsOfOrder: number | null }>;
    assert.deepEqual([JSON.parse(row!.fbCampaigns), JSON.parse(row!.gdnCampaigns), row!.campaignsOfOrder], [[], [], null]);
    const templateId = randomUUID();
    await ds.query('INSERT INTO known_campaign_templates (templateId, customerId, templateModel, name, deleted, eventAt) VALUES (?, ?, ?, ?, ?, ?)', [templateId, randomUUID(), 'CustomerCampaignTemplate', 'T', 0, now]);
    await ds.undoLastMigration({ transaction: 'each' });
    const [undone] = (await ds.query('SELECT * FROM orders WHERE id = ?', [id])) as Array<Record<string, unknown>>;
    assert.ok(undone && !('fbCampaigns' in undone) && !('gdnCampaigns' in undone) && !('campaignsOfOrder' in undone), 'undone, the columns are gone');
    await assert.rejects(ds.query('SELECT * FROM known_campaign_templates'), 'undone, the table is gone');
  } finally {
    await ds.destroy();
  }
}

describe('OrderCampaignsAndKnownCampaignTemplates1765000027200', () => {
  test('SQLite', async () => migrateAcrossIt(`sqlite:${dir}/order.sqlite`));
  test('MariaDB', async () => {
    const db = await createTestDatabase('order_campaigns_migration');
    try {
      await migrateAcrossIt(db.url);
    } finally {
      await db.drop();
    }
  });
});
