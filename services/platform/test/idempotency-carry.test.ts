// Carrying a context's own Idempotency-Key columns into idempotency_keys (carryIdempotencyKeys), on
// MariaDB and, with TEST_DATABASE=sqlite, on SQLite: every kept key moves with the row it made, the
// columns and their index go, and a retry with a carried key is answered with the row made before the
// upgrade, never with a second one.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { EntitySchema, type DataSource } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { idColumn, instantColumn, stringColumn, tableId, tableInstant, tableRef, tableString } from '../src/data/columns.ts';
import { tablesMigration } from '../src/data/table-migration.ts';
import { Outbox } from '../src/events/outbox.ts';
import { OwnedKit } from '../src/owned/kit.ts';
import type { Principal } from '../src/auth/principal.ts';
import { carryIdempotencyKeys, idempotencyEntities, idempotencyMigrations, idempotent, IdempotencyKeyEntity, requestFingerprint } from '../src/idempotency/index.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.ts';

interface Note { id: string; text: string; createdBy: string; createdAt: Date }

const NoteEntity = new EntitySchema<Note>({ name: 'CarriedNote', tableName: 'carried_notes', columns: { id: idColumn, text: stringColumn(100), createdBy: stringColumn(36), createdAt: instantColumn() } });

/** The table as it was: the key and the body's hash on the row, unique per author. */
const CreateNotes1764700000010 = tablesMigration('CreateNotes1764700000010', () => [
  {
    name: 'carried_notes',
    columns: [tableId(), tableString('text', 100), tableRef('createdBy'), tableString('idempotencyKey', 100, true), tableString('requestHash', 64, true), tableInstant('createdAt')],
    indexes: [{ name: 'carried_notes_key', columnNames: ['createdBy', 'idempotencyKey'], isUnique: true }],
  },
]);

const CarryNoteKeys1764700000020 = carryIdempotencyKeys('CarryNoteKeys1764700000020', {
  operation: 'createNote',
  table: 'carried_notes',
  userColumn: 'createdBy',
  keyColumn: 'idempotencyKey',
  fingerprintOf: (row) => String(row.requestHash ?? ''),
  index: { name: 'carried_notes_key', columnNames: ['createdBy', 'idempotencyKey'], isUnique: true },
  columns: [tableString('idempotencyKey', 100, true), tableString('requestHash', 64, true)],
});

const author = (userId: string): Principal => ({ userId, email: 'x@example.com', kind: 'staff', roles: ['admin'], officeIds: [], via: 'session', issuedAt: 0, issuedAtMs: 0, sessionId: 's' });

let db: TestDatabase;
let ds: DataSource;
const before_ = { keyed: randomUUID(), unkeyed: randomUUID(), user: randomUUID(), body: { text: 'kept' } };

before(async () => {
  db = await createTestDatabase('idempotency_carry');
  // The database as it stood before the upgrade, with one note made under a key and one without.
  const old = await openDataSource(createDataSource({ url: db.url, entities: [], migrations: [CreateNotes1764700000010] }), true);
  const insert = 'INSERT INTO carried_notes (id, text, createdBy, idempotencyKey, requestHash, createdAt) VALUES (?, ?, ?, ?, ?, ?)';
  await old.query(insert, [before_.keyed, 'kept', before_.user, 'key-before-upgrade', requestFingerprint(before_.body), new Date()]);
  await old.query(insert, [before_.unkeyed, 'no key', before_.user, null, null, new Date()]);
  await old.destroy();
  ds = await openDataSource(createDataSource({ url: db.url, entities: [...idempotencyEntities, NoteEntity], migrations: [CreateNotes1764700000010, ...idempotencyMigrations, CarryNoteKeys1764700000020] }), true);
});

after(async () => {
  await ds?.destroy();
  await db?.drop();
});

test('a kept key moves into idempotency_keys with the row it made; a row made without a key brings none', async () => {
  const keys = await ds.getRepository(IdempotencyKeyEntity).find({ where: { operation: 'createNote' } });
  assert.deepEqual(
    keys.map((k) => ({ userId: k.userId, key: k.key, resourceId: k.resourceId, status: k.status, fingerprint: k.fingerprint })),
    [{ userId: before_.user, key: 'key-before-upgrade', resourceId: before_.keyed, status: 201, fingerprint: requestFingerprint(before_.body) }],
  );
});

test('the key columns and their unique index are gone from the table', async () => {
  const runner = ds.createQueryRunner();
  try {
    const table = await runner.getTable('carried_notes');
    assert.deepEqual(table!.columns.map((c) => c.name).sort(), ['createdAt', 'createdBy', 'id', 'text']);
    assert.equal(table!.indices.some((i) => i.name === 'carried_notes_key'), false);
  } finally {
    await runner.release();
  }
});

test('a retry with a carried key answers the note made before the upgrade and makes none', async () => {
  const kit = new OwnedKit(ds, new Outbox<'test', Record<string, never>>('test', '', () => {}, {}));
  const { result, replayed } = await idempotent(kit, { operation: 'createNote', principal: author(before_.user), key: 'key-before-upgrade', request: before_.body }, async (tx) => {
    const note: Note = { id: randomUUID(), text: 'again', createdBy: before_.user, createdAt: new Date() };
    await tx.m.insert(NoteEntity, note);
    return note;
  }, { idOf: (note) => note.id, replay: (id) => ds.getRepository(NoteEntity).findOneByOrFail({ id }) });
  assert.equal(replayed, true);
  assert.equal(result.id, before_.keyed);
  assert.equal(await ds.getRepository(NoteEntity).count(), 2);
});
