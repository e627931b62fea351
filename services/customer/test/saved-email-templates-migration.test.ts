// The migration that publishes the e-mail templates customers saved before their events existed, on both
// engines (the embedded default's SQLite and a cluster's MariaDB): every template row kept ends with one
// email_template.saved in the outbox, with the envelope and payload a save records, which the relay
// publishes as it does any event.
import { test, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertKnownVersion, createDataSource, createLogger, openDataSource, OutboxRelay, topicOf, type EventEnvelope, type OutboxRow } from '@adops/platform';
import { createTestDatabase } from '@adops/platform/testing';
import { customerMigrations, customerTables } from '../src/tables.ts';

const dir = mkdtempSync(join(tmpdir(), 'adops-saved-email-templates-migration-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const all = customerMigrations as Function[];
const at = all.findIndex((m) => m.name === 'PublishSavedEmailTemplates1764900026950');
assert.ok(at > 0, 'the migration under test is among the customer migrations');

async function migrateAcrossIt(url: string) {
  const old = await openDataSource(createDataSource({ url, entities: [], migrations: all.slice(0, at) }), true);
  const customerA = randomUUID();
  const customerB = randomUUID();
  const savedAt = new Date('2026-11-01T08:00:00.000Z');
  const templates = [
    { id: randomUUID(), customerId: customerA, name: 'order_placed', subject: 'Order {{orderNumber}} placed', html: '<p>Thanks, {{customerName}}</p>' },
    { id: randomUUID(), customerId: customerA, name: 'order_paid', subject: 'Paid: {{orderNumber}}', html: '<p>Paid “{{campaignName}}”</p>' },
    { id: randomUUID(), customerId: customerB, name: 'order_cancelled', subject: 'Cancelled', html: '<p>Cancelled</p>' },
  ];
  for (const t of templates) {
    await old.query('INSERT INTO customer_email_templates (id, customerId, name, subject, html, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)', [t.id, t.customerId, t.name, t.subject, t.html, savedAt, savedAt]);
  }
  const [before] = (await old.query('SELECT COUNT(*) AS n FROM outbox')) as Array<{ n: number }>;
  assert.equal(Number(before!.n), 0, 'before it, the saves left no event');
  await old.destroy();

  const ds = await openDataSource(createDataSource({ url, entities: customerTables, migrations: all.slice(0, at + 1) }), true);
  try {
    const rows = (await ds.query('SELECT * FROM outbox ORDER BY seq')) as OutboxRow[];
    assert.equal(rows.length, templates.length, 'one event per template row');
    const events = rows.map((r) => JSON.parse(r.payload) as EventEnvelope);
    for (const t of templates) {
      const matching = events.filter((e) => e.customerId === t.customerId && (e.data as { name: string }).name === t.name);
      assert.equal(matching.length, 1, `one event for ${t.name} of its customer`);
      const [e] = matching;
      assert.deepEqual(e!.data, { customerId: t.customerId, name: t.name, subject: t.subject, html: t.html });
      assert.equal(e!.type, 'email_template.saved');
      assert.equal(e!.source, 'customer');
      assert.equal(e!.subject, t.customerId);
      assert.equal(e!.correlationId, null);
      assert.ok(!Number.isNaN(Date.parse(e!.occurredAt)));
      assertKnownVersion(e!);
    }
    for (const [i, r] of rows.entries()) {
      assert.equal(r.id, events[i]!.id, "the row's id is its event's");
      assert.equal(r.key, events[i]!.subject, 'keyed by the customer, as a save is');
      assert.equal(r.type, 'email_template.saved');
      assert.equal(r.topic, topicOf(process.env.KAFKA_PREFIX ?? '', 'customer'));
      assert.equal(r.sentAt, null, 'left for the relay to publish');
    }
    assert.equal(new Set(events.map((e) => e.id)).size, events.length, 'every event has its own id');

    // The relay reads the rows as it reads a save's, publishes them and marks them sent.
    const sent: OutboxRow[] = [];
    const relay = new OutboxRelay({ dataSource: ds, transport: { send: async (batch) => void sent.push(...batch), stop: async () => {} }, log: createLogger('test', 'silent') });
    await relay.drain();
    assert.deepEqual(
      sent.map((r) => r.id),
      rows.map((r) => r.id),
    );
    const [pending] = (await ds.query('SELECT COUNT(*) AS n FROM outbox WHERE sentAt IS NULL')) as Array<{ n: number }>;
    assert.equal(Number(pending!.n), 0, 'all published');

    await ds.undoLastMigration({ transaction: 'each' });
    assert.equal(((await ds.query('SELECT * FROM outbox')) as unknown[]).length, templates.length, 'undone, the published events stay');
  } finally {
    await ds.destroy();
  }
}

describe('PublishSavedEmailTemplates1764900026950', () => {
  test('SQLite', async () => migrateAcrossIt(`sqlite:${dir}/customer.sqlite`));
  test('the test database (MariaDB, or SQLite with TEST_DATABASE=sqlite)', async () => {
    const db = await createTestDatabase('saved_email_templates_migration');
    try {
      await migrateAcrossIt(db.url);
    } finally {
      await db.drop();
    }
  });
});
