// The migration that publishes every dashboard again once dashboard.saved carries
// enableCreateResourceRoles (issue 29), on both engines: each dashboard kept ends with one more
// dashboard.saved in the outbox with its resource roles (none for a config without controls), so the
// listing context holds its users' resource creates to the dashboard's list (003 §6).
import { test, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertKnownVersion, createDataSource, openDataSource, type EventEnvelope, type OutboxRow } from '@adops/platform';
import { createTestDatabase } from '@adops/platform/testing';
import { customerMigrations, customerTables } from '../src/tables.ts';
import { defaultDashboardConfig } from '../src/dashboards/rules.ts';

const dir = mkdtempSync(join(tmpdir(), 'adops-dashboard-resource-roles-migration-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const all = customerMigrations as Function[];
const at = all.findIndex((m) => m.name === 'PublishDashboardResourceRoles1765000029200');
assert.ok(at > 0, 'the migration under test is among the customer migrations');

async function migrateAcrossIt(url: string) {
  const old = await openDataSource(createDataSource({ url, entities: [], migrations: all.slice(0, at) }), true);
  const savedAt = new Date('2026-11-01T08:00:00.000Z');
  const [mark] = (await old.query('SELECT COALESCE(MAX(seq), 0) AS n FROM outbox')) as Array<{ n: number }>;
  const full = defaultDashboardConfig();
  const dashboards = [
    { id: randomUUID(), customerId: randomUUID(), config: { ...full, controls: { ...full.controls, enableCreateResourceRoles: ['corporate'] } } },
    { id: randomUUID(), customerId: randomUUID(), config: full },
    // A config stored without controls sends no list: the listing context lets every role create.
    { id: randomUUID(), customerId: randomUUID(), config: { showSoldListings: false } },
  ];
  for (const d of dashboards) {
    await old.query('INSERT INTO dashboards (id, name, customerId, templateId, config, createdAt, updatedAt) VALUES (?, ?, ?, NULL, ?, ?, ?)', [d.id, `Board ${d.id.slice(0, 8)}`, d.customerId, JSON.stringify(d.config), savedAt, savedAt]);
  }
  await old.destroy();

  const ds = await openDataSource(createDataSource({ url, entities: customerTables, migrations: all.slice(0, at + 1) }), true);
  try {
    const rows = ((await ds.query('SELECT * FROM outbox WHERE seq > ? ORDER BY seq', [Number(mark!.n)])) as OutboxRow[]).filter((r) => r.type === 'dashboard.saved');
    const events = rows.map((r) => JSON.parse(r.payload) as EventEnvelope<Record<string, unknown>>);
    for (const d of dashboards) {
      const matching = events.filter((e) => e.subject === d.id);
      assert.equal(matching.length, 1, `one event for dashboard ${d.id}`);
      const [e] = matching;
      const controls = (d.config as { controls?: { enableCreateResourceRoles: string[] } }).controls;
      assert.deepEqual(e!.data.enableCreateResourceRoles, controls?.enableCreateResourceRoles);
      assert.equal(e!.customerId, d.customerId);
      assertKnownVersion(e!);
    }
    assert.ok(rows.every((r) => r.sentAt === null), 'left for the relay to publish');
  } finally {
    await ds.destroy();
  }
}

describe('PublishDashboardResourceRoles1765000029200', () => {
  test('SQLite', async () => migrateAcrossIt(`sqlite:${dir}/customer.sqlite`));
  test('the test database (MariaDB, or SQLite with TEST_DATABASE=sqlite)', async () => {
    const db = await createTestDatabase('dashboard_resource_roles_migration');
    try {
      await migrateAcrossIt(db.url);
    } finally {
      await db.drop();
    }
  });
});
