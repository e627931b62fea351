// The migration that records a pre-auth token's minter (user and session), on both engines (the
// embedded default's SQLite and a cluster's MariaDB): the tokens made before it keep their rows with
// no minter (a pre-auth one then opens for nobody); undone, the columns are gone.
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

const dir = mkdtempSync(join(tmpdir(), 'adops-pre-auth-opener-migration-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const all = identityModule.migrations as Function[];
const upTo = all.slice(0, all.findIndex((m) => m.name === 'PreAuthOpener1764400001000') + 1);
const before = upTo.slice(0, -1);
assert.equal(upTo.at(-1)?.name, 'PreAuthOpener1764400001000', 'the migration under test is among identity’s');

async function migrateAcrossIt(url: string) {
  const old = await openDataSource(createDataSource({ url, entities: [], migrations: before }), true);
  const tokenId = randomUUID();
  const now = new Date();
  await old.query('INSERT INTO user_tokens (id, userId, purpose, tokenHash, expiresAt, usedAt, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)', [tokenId, randomUUID(), 'preauth', 'b'.repeat(64), new Date(now.getTime() + 60_000), null, now]);
  await old.destroy();

  const ds = await openDataSource(createDataSource({ url, entities: identityTables, migrations: upTo }), true);
  try {
    const token = await ds.getRepository('UserToken').findOneByOrFail({ id: tokenId });
    assert.equal(token.openerUserId, null);
    assert.equal(token.openerSessionId, null);
    const opener = { openerUserId: randomUUID(), openerSessionId: randomUUID() };
    await ds.getRepository('UserToken').update({ id: tokenId }, opener);
    assert.deepEqual(await ds.getRepository('UserToken').findOne({ where: { id: tokenId }, select: ['openerUserId', 'openerSessionId'] }), opener);
    await ds.undoLastMigration({ transaction: 'each' });
    const [row] = (await ds.query('SELECT * FROM user_tokens WHERE id = ?', [tokenId])) as Array<Record<string, unknown>>;
    assert.ok(row && !('openerUserId' in row) && !('openerSessionId' in row), 'undone, the columns are gone');
  } finally {
    await ds.destroy();
  }
}

describe('PreAuthOpener1764400001000', () => {
  test('SQLite', async () => migrateAcrossIt(`sqlite:${dir}/identity.sqlite`));
  test('MariaDB', async () => {
    const db = await createTestDatabase('pre_auth_opener_migration');
    try {
      await migrateAcrossIt(db.url);
    } finally {
      await db.drop();
    }
  });
});
