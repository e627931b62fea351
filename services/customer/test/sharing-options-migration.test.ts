// The migration that tells the ads context the sharing options customers had before customer events
// carried them (003 §6: a share by e-mail the customer turned off is refused), on both engines (the
// embedded default's SQLite and a cluster's MariaDB): every customer, active or not, with a logo or
// without, gets one customer.updated in the outbox with the envelope and payload a save records,
// carrying its sharingOptions as kept.
import { test, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { assertKnownVersion, createDataSource, openDataSource, topicOf, type EventEnvelope, type OutboxRow } from '@adops/platform';
import { createTestDatabase } from '@adops/platform/testing';
import { customerMigrations, customerTables } from '../src/tables.ts';

const dir = mkdtempSync(join(tmpdir(), 'adops-sharing-options-migration-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const all = customerMigrations as Function[];
const at = all.findIndex((m) => m.name === 'PublishCustomerSharingOptions1765000029400');
assert.ok(at > 0, 'the migration under test is among the customer migrations');

async function migrateAcrossIt(url: string) {
  const old = await openDataSource(createDataSource({ url, entities: [], migrations: all.slice(0, at) }), true);
  const savedAt = new Date('2026-11-01T08:00:00.000Z');
  const [mark] = (await old.query('SELECT COALESCE(MAX(seq), 0) AS n FROM outbox')) as Array<{ n: number }>;
  const customers = [
    {
      id: randomUUID(),
      isActive: true,
      logoToken: randomBytes(16).toString('base64url'),
      country: { code: 'NZ', taxCode: 'GST' },
      currency: { code: 'NZD', currencySuffix: 'NZD' },
      imageAdLimit: 10,
      sharingOptions: { campaigns: false, listings: true, resources: false, allowedSharingWidgets: ['linkedin'] },
    },
    {
      id: randomUUID(),
      isActive: false,
      logoToken: null,
      country: { code: 'AU', taxCode: 'GST' },
      currency: { code: 'AUD', currencySuffix: 'AUD' },
      imageAdLimit: 6,
      sharingOptions: { campaigns: true, listings: false, resources: true, allowedSharingWidgets: ['linkedin', 'facebook', 'twitter', 'pinterest', 'wechat'] },
    },
  ].map((c) => ({ ...c, name: `Customer ${c.id.slice(0, 8)}` }));
  for (const c of customers) {
    await old.query(
      'INSERT INTO customers (id, name, email, website, isActive, hasLogo, logoToken, apiKeyPrefix, apiKeyHash, currency, country, sharingOptions, imageAdLimit, settings, reportDomains, facebookPages, createdAt, updatedAt) VALUES (?, ?, NULL, NULL, ?, ?, ?, NULL, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [c.id, c.name, c.isActive, c.logoToken !== null, c.logoToken, JSON.stringify(c.currency), JSON.stringify(c.country), JSON.stringify(c.sharingOptions), c.imageAdLimit, '[]', '[]', '[]', savedAt, savedAt],
    );
  }
  await old.destroy();

  const ds = await openDataSource(createDataSource({ url, entities: customerTables, migrations: all.slice(0, at + 1) }), true);
  try {
    const rows = ((await ds.query('SELECT * FROM outbox WHERE seq > ? ORDER BY seq', [Number(mark!.n)])) as OutboxRow[]).filter((r) => customers.some((c) => c.id === r.key));
    const events = rows.map((r) => JSON.parse(r.payload) as EventEnvelope);
    for (const c of customers) {
      const matching = events.filter((e) => e.subject === c.id);
      assert.equal(matching.length, 1, `one event for customer ${c.id}`);
      const [e] = matching;
      assert.equal(e!.type, 'customer.updated');
      assert.deepEqual(e!.data, {
        customerId: c.id,
        name: c.name,
        isActive: c.isActive,
        country: c.country,
        currency: c.currency,
        imageAdLimit: c.imageAdLimit,
        logoUrl: c.logoToken === null ? null : `/api/customers/logos/${c.logoToken}`,
        sharingOptions: c.sharingOptions,
      });
      assert.equal(e!.source, 'customer');
      assert.equal(e!.customerId, c.id);
      assertKnownVersion(e!);
    }
    for (const [i, r] of rows.entries()) {
      assert.equal(r.id, events[i]!.id, "the row's id is its event's");
      assert.equal(r.key, events[i]!.subject, 'keyed by the customer, as a save is');
      assert.equal(r.topic, topicOf(process.env.KAFKA_PREFIX ?? '', 'customer'));
      assert.equal(r.sentAt, null, 'left for the relay to publish');
    }
  } finally {
    await ds.destroy();
  }
}

describe('PublishCustomerSharingOptions1765000029400', () => {
  test('SQLite', async () => migrateAcrossIt(`sqlite:${dir}/customer.sqlite`));
  test('the test database (MariaDB, or SQLite with TEST_DATABASE=sqlite)', async () => {
    const db = await createTestDatabase('sharing_options_migration');
    try {
      await migrateAcrossIt(db.url);
    } finally {
      await db.drop();
    }
  });
});
