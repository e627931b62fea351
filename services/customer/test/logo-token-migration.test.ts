// The migration that gives the logos customers had before public logo addresses existed a token, on
// both engines (the embedded default's SQLite and a cluster's MariaDB): every customer with a logo gets
// its own token and one customer.updated in the outbox carrying its logoUrl, with the envelope and
// payload an upload records, so the ads context's public report shows it (003 §3 headerLogo); a
// customer without a logo gets neither.
import { test, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertKnownVersion, createDataSource, openDataSource, topicOf, type EventEnvelope, type OutboxRow } from '@adops/platform';
import { createTestDatabase } from '@adops/platform/testing';
import { customerMigrations, customerTables } from '../src/tables.ts';

const dir = mkdtempSync(join(tmpdir(), 'adops-logo-token-migration-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const all = customerMigrations as Function[];
const at = all.findIndex((m) => m.name === 'CustomerLogoToken1765000029300');
assert.ok(at > 0, 'the migration under test is among the customer migrations');

const TOKEN = /^[A-Za-z0-9_-]{22}$/;

async function migrateAcrossIt(url: string) {
  const old = await openDataSource(createDataSource({ url, entities: [], migrations: all.slice(0, at) }), true);
  const savedAt = new Date('2026-11-01T08:00:00.000Z');
  const [mark] = (await old.query('SELECT COALESCE(MAX(seq), 0) AS n FROM outbox')) as Array<{ n: number }>;
  const customers = [
    { id: randomUUID(), isActive: true, hasLogo: true, country: { code: 'NZ', taxCode: 'GST' }, currency: { code: 'NZD', currencySuffix: 'NZD' }, imageAdLimit: 10 },
    { id: randomUUID(), isActive: false, hasLogo: true, country: { code: 'AU', taxCode: 'GST' }, currency: { code: 'AUD', currencySuffix: 'AUD' }, imageAdLimit: 6 },
    { id: randomUUID(), isActive: true, hasLogo: false, country: { code: 'NZ', taxCode: 'GST' }, currency: { code: 'NZD', currencySuffix: 'NZD' }, imageAdLimit: 10 },
  ].map((c) => ({ ...c, name: `Customer ${c.id.slice(0, 8)}` }));
  for (const c of customers) {
    await old.query(
      'INSERT INTO customers (id, name, email, website, isActive, hasLogo, apiKeyPrefix, apiKeyHash, currency, country, sharingOptions, imageAdLimit, settings, reportDomains, facebookPages, createdAt, updatedAt) VALUES (?, ?, NULL, NULL, ?, ?, NULL, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [c.id, c.name, c.isActive, c.hasLogo, JSON.stringify(c.currency), JSON.stringify(c.country), JSON.stringify({ campaigns: true, listings: true, resources: true, allowedSharingWidgets: [] }), c.imageAdLimit, '[]', '[]', '[]', savedAt, savedAt],
    );
    if (c.hasLogo) await old.query('INSERT INTO customer_logos (customerId, contentType, data, updatedAt) VALUES (?, ?, ?, ?)', [c.id, 'image/png', Buffer.from('png bytes'), savedAt]);
  }
  await old.destroy();

  const ds = await openDataSource(createDataSource({ url, entities: customerTables, migrations: all.slice(0, at + 1) }), true);
  try {
    const tokens = new Map(((await ds.query(`SELECT id, logoToken FROM customers WHERE id IN (?, ?, ?)`, customers.map((c) => c.id))) as Array<{ id: string; logoToken: string | null }>).map((r) => [r.id, r.logoToken]));
    const rows = ((await ds.query('SELECT * FROM outbox WHERE seq > ? ORDER BY seq', [Number(mark!.n)])) as OutboxRow[]).filter((r) => r.type === 'customer.updated');
    const events = rows.map((r) => JSON.parse(r.payload) as EventEnvelope);
    for (const c of customers) {
      const token = tokens.get(c.id);
      const matching = events.filter((e) => e.subject === c.id);
      if (!c.hasLogo) {
        assert.equal(token, null, 'no logo, no token');
        assert.equal(matching.length, 0, 'no logo, no event');
        continue;
      }
      assert.ok(token && TOKEN.test(token), `a 22-character base64url token: ${token}`);
      assert.equal(matching.length, 1, `one event for customer ${c.id}`);
      const [e] = matching;
      assert.deepEqual(e!.data, { customerId: c.id, name: c.name, isActive: c.isActive, country: c.country, currency: c.currency, imageAdLimit: c.imageAdLimit, logoUrl: `/api/customers/logos/${token}` });
      assert.equal(e!.source, 'customer');
      assert.equal(e!.customerId, c.id);
      assertKnownVersion(e!);
    }
    assert.notEqual(tokens.get(customers[0]!.id), tokens.get(customers[1]!.id), 'each logo its own token');
    for (const [i, r] of rows.entries()) {
      assert.equal(r.id, events[i]!.id, "the row's id is its event's");
      assert.equal(r.key, events[i]!.subject, 'keyed by the customer, as an upload is');
      assert.equal(r.topic, topicOf(process.env.KAFKA_PREFIX ?? '', 'customer'));
      assert.equal(r.sentAt, null, 'left for the relay to publish');
    }
    // A token is unique: a second customer cannot be given the first one's.
    await assert.rejects(ds.query('UPDATE customers SET logoToken = ? WHERE id = ?', [tokens.get(customers[0]!.id), customers[2]!.id]));
  } finally {
    await ds.destroy();
  }
}

describe('CustomerLogoToken1765000029300', () => {
  test('SQLite', async () => migrateAcrossIt(`sqlite:${dir}/customer.sqlite`));
  test('the test database (MariaDB, or SQLite with TEST_DATABASE=sqlite)', async () => {
    const db = await createTestDatabase('logo_token_migration');
    try {
      await migrateAcrossIt(db.url);
    } finally {
      await db.drop();
    }
  });
});
