// The migration that gives API keys their roles and expiry, on both engines (the embedded default's
// SQLite and a cluster's MariaDB): the keys made before it get their user's roles (what their tokens
// carried) and no expiry; undone, the columns are gone.
import { test, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { createDataSource, openDataSource } from '@adops/platform';
import { createTestDatabase } from '@adops/platform/testing';
import { identityModule } from '../src/app.ts';
import { identityTables } from '../src/tables.ts';

const dir = mkdtempSync(join(tmpdir(), 'adops-api-key-migration-'));
after(() => rmSync(dir, { recursive: true, force: true }));

// Up to and including the migration under test (later ones are left out, so it is the last to undo).
const all = identityModule.migrations as Function[];
const upTo = all.slice(0, all.findIndex((m) => m.name === 'ApiKeyRolesExpiry1764300001000') + 1);
const before = upTo.slice(0, -1);
assert.equal(upTo.at(-1)?.name, 'ApiKeyRolesExpiry1764300001000', 'the migration under test is among identity’s');

async function migrateAcrossIt(url: string) {
  const old = await openDataSource(createDataSource({ url, entities: [], migrations: before }), true);
  const userId = randomUUID();
  const keyId = randomUUID();
  const now = new Date();
  await old.query(
    'INSERT INTO users (id, email, kind, displayName, roles, isActive, officeIds, linkedAccounts, hasPicture, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [userId, `${userId}@migration.test`, 'staff', 'Old Partner', JSON.stringify(['operations', 'sales']), true, '[]', '[]', false, now, now],
  );
  await old.query('INSERT INTO api_keys (id, userId, name, prefix, secretHash, createdAt) VALUES (?, ?, ?, ?, ?, ?)', [keyId, userId, 'Old key', `adk_${keyId.slice(0, 10)}`, 'a'.repeat(64), now]);
  await old.destroy();

  const ds = await openDataSource(createDataSource({ url, entities: identityTables, migrations: upTo }), true);
  try {
    const key = await ds.getRepository('ApiKey').findOneByOrFail({ id: keyId });
    assert.deepEqual(key.roles, ['operations', 'sales']);
    assert.equal(key.expiresAt, null);
    await ds.undoLastMigration({ transaction: 'each' });
    const [row] = (await ds.query('SELECT * FROM api_keys WHERE id = ?', [keyId])) as Array<Record<string, unknown>>;
    assert.ok(row && !('roles' in row) && !('expiresAt' in row), 'undone, the columns are gone');
  } finally {
    await ds.destroy();
  }
}

describe('ApiKeyRolesExpiry1764300001000', () => {
  test('SQLite', async () => migrateAcrossIt(`sqlite:${dir}/identity.sqlite`));
  test('MariaDB', async () => {
    const db = await createTestDatabase('api_key_migration');
    try {
      await migrateAcrossIt(db.url);
    } finally {
      await db.drop();
    }
  });
});
