// The migration that publishes the dashboards customers had before dashboard.saved existed, on both
// engines (the embedded default's SQLite and a cluster's MariaDB): every dashboard kept ends with one
// dashboard.saved in the outbox carrying its payment methods, with the envelope and payload a save
// records, so the order context offers its users what its order page offers (002 §6).
import { test, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertKnownVersion, createDataSource, openDataSource, topicOf, type EventEnvelope, type OutboxRow } from '@adops/platform';
import { createTestDatabase } from '@adops/platform/testing';
import { customerMigrations, customerTables } from '../src/tables.ts';

const dir = mkdtempSync(join(tmpdir(), 'adops-saved-dashboards-migration-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const all = customerMigrations as Function[];
const at = all.findIndex((m) => m.name === 'PublishSavedDashboards1765000028200');
assert.ok(at > 0, 'the migration under test is among the customer migrations');

async function migrateAcrossIt(url: string) {
  const old = await openDataSource(createDataSource({ url, entities: [], migrations: all.slice(0, at) }), true);
  const savedAt = new Date('2026-11-01T08:00:00.000Z');
  const [mark] = (await old.query('SELECT COALESCE(MAX(seq), 0) AS n FROM outbox')) as Array<{ n: number }>;
  const dashboards = [
    { id: randomUUID(), customerId: randomUUID(), config: { showSoldListings: false, enablePaymentMethod: { creditCardRoles: ['corporate'], invoiceRoles: ['agent', 'corporate'] } } },
    { id: randomUUID(), customerId: randomUUID(), config: { showSoldListings: true, enablePaymentMethod: { creditCardRoles: ['agent'], invoiceRoles: [] } } },
    // A config without payment methods offers none: Invoice, as the dashboard's order page offers.
    { id: randomUUID(), customerId: randomUUID(), config: { showSoldListings: false } },
  ];
  for (const d of dashboards) {
    await old.query('INSERT INTO dashboards (id, name, customerId, templateId, config, createdAt, updatedAt) VALUES (?, ?, ?, NULL, ?, ?, ?)', [d.id, `Board ${d.id.slice(0, 8)}`, d.customerId, JSON.stringify(d.config), savedAt, savedAt]);
  }
  await old.destroy();

  const ds = await openDataSource(createDataSource({ url, entities: customerTables, migrations: all.slice(0, at + 1) }), true);
  try {
    const rows = ((await ds.query('SELECT * FROM outbox WHERE seq > ? ORDER BY seq', [Number(mark!.n)])) as OutboxRow[]).filter((r) => r.type === 'dashboard.saved');
    assert.equal(rows.length, dashboards.length, 'one event per dashboard row');
    const events = rows.map((r) => JSON.parse(r.payload) as EventEnvelope);
    for (const d of dashboards) {
      const matching = events.filter((e) => e.subject === d.id);
      assert.equal(matching.length, 1, `one event for dashboard ${d.id}`);
      const [e] = matching;
      assert.deepEqual(e!.data, { dashboardId: d.id, customerId: d.customerId, enablePaymentMethod: d.config.enablePaymentMethod ?? { creditCardRoles: [], invoiceRoles: [] } });
      assert.equal(e!.type, 'dashboard.saved');
      assert.equal(e!.source, 'customer');
      assert.equal(e!.customerId, d.customerId);
      assertKnownVersion(e!);
    }
    for (const [i, r] of rows.entries()) {
      assert.equal(r.id, events[i]!.id, "the row's id is its event's");
      assert.equal(r.key, events[i]!.subject, 'keyed by the dashboard, as a save is');
      assert.equal(r.topic, topicOf(process.env.KAFKA_PREFIX ?? '', 'customer'));
      assert.equal(r.sentAt, null, 'left for the relay to publish');
    }
  } finally {
    await ds.destroy();
  }
}

describe('PublishSavedDashboards1765000028200', () => {
  test('SQLite', async () => migrateAcrossIt(`sqlite:${dir}/customer.sqlite`));
  test('the test database (MariaDB, or SQLite with TEST_DATABASE=sqlite)', async () => {
    const db = await createTestDatabase('saved_dashboards_migration');
    try {
      await migrateAcrossIt(db.url);
    } finally {
      await db.drop();
    }
  });
});
