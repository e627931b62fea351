// The Idempotency-Key kit (ARCHITECTURE §3.8) on MariaDB and, with TEST_DATABASE=sqlite, on SQLite:
// a repeated request with the same key and body answers with what the first made, the same key with
// another body is 409, a key is the caller's own per operation, the key and the effect commit
// together or not at all, and first requests sent at once make exactly one effect.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { EntitySchema, type DataSource } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { idColumn, instantColumn, stringColumn, tableId, tableInstant, tableString } from '../src/data/columns.ts';
import { tablesMigration } from '../src/data/table-migration.ts';
import { Outbox } from '../src/events/outbox.ts';
import { OutboxEntity } from '../src/events/schema.ts';
import { OwnedKit } from '../src/owned/kit.ts';
import type { Principal } from '../src/auth/principal.ts';
import { Problem } from '../src/problems.ts';
import { idempotencyEntities, idempotencyMigrations, idempotent, IdempotencyKeyEntity, IDEMPOTENCY_KEY_REUSED, requestFingerprint } from '../src/idempotency/index.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.ts';

interface Thing { id: string; title: string; createdAt: Date }
interface ThingEvents { 'thing.created': { thingId: string } }
interface ThingRequest { title: string; tags?: string[] }

const ThingEntity = new EntitySchema<Thing>({ name: 'TestThing', tableName: 'test_things', columns: { id: idColumn, title: stringColumn(100), createdAt: instantColumn() } });
const CreateThings1764700000002 = tablesMigration('CreateThings1764700000002', () => [{ name: 'test_things', columns: [tableId(), tableString('title', 100), tableInstant('createdAt')] }]);

const principal = (): Principal => ({ userId: randomUUID(), email: 'x@example.com', kind: 'dashboard', roles: ['corporate'], customerId: randomUUID(), officeIds: [], via: 'session', issuedAt: 0, issuedAtMs: 0, sessionId: 's' });

let db: TestDatabase;
let ds: DataSource;
let kit: OwnedKit<'test', ThingEvents>;

before(async () => {
  db = await createTestDatabase('idempotency');
  ds = await openDataSource(createDataSource({ url: db.url, entities: [...idempotencyEntities, ThingEntity], migrations: [...idempotencyMigrations, CreateThings1764700000002] }), true);
  kit = new OwnedKit(ds, new Outbox<'test', ThingEvents>('test', '', () => {}, { 'thing.created': 1 }));
});

after(async () => {
  await ds?.destroy();
  await db?.drop();
});

interface Options { operation?: string; reusedDetail?: string; slow?: boolean; fail?: boolean }

/** A command that makes a thing and records its event, as a context's use case would. */
function createThing(who: Principal, key: string | undefined, body: ThingRequest, options: Options = {}) {
  return idempotent(
    kit,
    { operation: options.operation ?? 'createThing', principal: who, key, request: body, ...(options.reusedDetail ? { reusedDetail: options.reusedDetail } : {}) },
    async (tx) => {
      const thing: Thing = { id: randomUUID(), title: body.title, createdAt: new Date() };
      await tx.m.insert(ThingEntity, thing);
      await tx.record({ type: 'thing.created', subject: thing.id, data: { thingId: thing.id } });
      // Long enough for the other first requests of a race to reach their own key row meanwhile.
      if (options.slow) await new Promise((resolve) => setTimeout(resolve, 100));
      if (options.fail) throw new Error('the command failed after its effect');
      return thing;
    },
    { idOf: (thing) => thing.id, replay: (id) => ds.getRepository(ThingEntity).findOneByOrFail({ id }) },
  );
}

const thingsTitled = (title: string) => ds.getRepository(ThingEntity).countBy({ title });
const keyRows = (key: string) => ds.getRepository(IdempotencyKeyEntity).findBy({ key });
const eventsOf = (thingId: string) => ds.getRepository(OutboxEntity).countBy({ key: thingId });
const aKey = () => `key-${randomUUID()}`;

test('without a key the command simply runs, every time, and no key is kept', async () => {
  const who = principal();
  const first = await createThing(who, undefined, { title: 'no key' });
  const second = await createThing(who, undefined, { title: 'no key' });
  assert.equal(first.replayed, false);
  assert.equal(second.replayed, false);
  assert.notEqual(first.result.id, second.result.id);
  assert.equal(await thingsTitled('no key'), 2);
  assert.equal(await ds.getRepository(IdempotencyKeyEntity).countBy({ userId: who.userId }), 0);
});

test('the same key with the same body replays what the first request made, even with its fields in another order', async () => {
  const who = principal();
  const key = aKey();
  const first = await createThing(who, key, { title: 'replayed', tags: ['a', 'b'] });
  assert.equal(first.replayed, false);
  const again = await createThing(who, key, { tags: ['a', 'b'], title: 'replayed' });
  assert.equal(again.replayed, true);
  assert.deepEqual(again.result, first.result);
  assert.equal(await thingsTitled('replayed'), 1, 'one effect');
  assert.equal(await eventsOf(first.result.id), 1, 'one event');
  const [row, ...more] = await keyRows(key);
  assert.equal(more.length, 0);
  assert.deepEqual(
    { operation: row!.operation, userId: row!.userId, fingerprint: row!.fingerprint, resourceId: row!.resourceId, status: row!.status },
    { operation: 'createThing', userId: who.userId, fingerprint: requestFingerprint({ title: 'replayed', tags: ['a', 'b'] }), resourceId: first.result.id, status: 201 },
  );
});

test('the same key with another body is 409, with the kit\'s detail or the context\'s own, and makes nothing', async () => {
  const who = principal();
  const key = aKey();
  await createThing(who, key, { title: 'first body' });
  await assert.rejects(createThing(who, key, { title: 'other body' }), (e: unknown) => e instanceof Problem && e.status === 409 && e.detail === IDEMPOTENCY_KEY_REUSED);
  assert.equal(IDEMPOTENCY_KEY_REUSED, 'Idempotency-Key was already used with a different request.');
  const detail = 'This Idempotency-Key was used for a different thing.';
  await assert.rejects(createThing(who, key, { title: 'other body' }, { reusedDetail: detail }), (e: unknown) => e instanceof Problem && e.status === 409 && e.detail === detail);
  assert.equal(await thingsTitled('other body'), 0);
});

test('a key is the caller\'s own and the operation\'s own: another user or another operation with it runs anew', async () => {
  const [alice, bob] = [principal(), principal()];
  const key = aKey();
  const body = { title: 'shared key' };
  const byAlice = await createThing(alice, key, body);
  const byBob = await createThing(bob, key, body);
  const otherOperation = await createThing(alice, key, body, { operation: 'copyThing' });
  assert.deepEqual([byAlice.replayed, byBob.replayed, otherOperation.replayed], [false, false, false]);
  assert.equal(new Set([byAlice.result.id, byBob.result.id, otherOperation.result.id]).size, 3);
  assert.equal(await thingsTitled('shared key'), 3);
  assert.equal((await keyRows(key)).length, 3);
});

test('the key and the effect commit together: a command that fails after its effect leaves neither, and may be sent again', async () => {
  const who = principal();
  const key = aKey();
  await assert.rejects(createThing(who, key, { title: 'failed once' }, { fail: true }), /failed after its effect/);
  assert.equal(await thingsTitled('failed once'), 0, 'no effect');
  assert.equal((await keyRows(key)).length, 0, 'no key');
  const retried = await createThing(who, key, { title: 'failed once' });
  assert.equal(retried.replayed, false);
  assert.equal(await thingsTitled('failed once'), 1);
  assert.equal(await eventsOf(retried.result.id), 1);
});

test('8 first requests with the same key at once make exactly one effect, and the other 7 replay it', async () => {
  const who = principal();
  const key = aKey();
  const answers = await Promise.all(Array.from({ length: 8 }, () => createThing(who, key, { title: 'raced' }, { slow: true })));
  assert.equal(answers.filter((a) => !a.replayed).length, 1, 'one request made it');
  assert.equal(new Set(answers.map((a) => a.result.id)).size, 1, 'all answer with the same thing');
  assert.equal(await thingsTitled('raced'), 1);
  assert.equal((await keyRows(key)).length, 1);
  assert.equal(await eventsOf(answers[0]!.result.id), 1);
});

test('two first requests at once with one key and different bodies: one makes its thing, the other is 409', async () => {
  const who = principal();
  const key = aKey();
  const answers = await Promise.allSettled([createThing(who, key, { title: 'race one' }, { slow: true }), createThing(who, key, { title: 'race two' }, { slow: true })]);
  const made = answers.filter((a) => a.status === 'fulfilled');
  const refused = answers.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
  assert.equal(made.length, 1);
  assert.equal(refused.length, 1);
  assert.ok(refused[0]!.reason instanceof Problem && refused[0]!.reason.status === 409);
  assert.equal((await thingsTitled('race one')) + (await thingsTitled('race two')), 1);
});
