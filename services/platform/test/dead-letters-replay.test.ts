// The embedded default's replay and its dead letters, against the real MariaDB: an event a consumer
// set aside (its handler failed every retry) has no inbox row, yet a second start does not hand it to
// the handlers again (no second round of retries, no second dead letter); a dead letter put twice
// for the same event is kept once.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { createLogger } from '../src/logger.ts';
import { loadConfig } from '../src/config.ts';
import { createEvents } from '../src/events/runtime.ts';
import { InProcessBus } from '../src/events/transports.ts';
import { DeadLetterEntity, TableDeadLetters } from '../src/events/dead-letters.ts';
import type { Subscription } from '../src/events/inbox.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.ts';

const log = createLogger('dead-letter-replay', process.env.TEST_LOG_LEVEL ?? 'silent');
let producerDb: TestDatabase;
let consumerDb: TestDatabase;
let producerDs: DataSource;
let consumerDs: DataSource;

before(async () => {
  producerDb = await createTestDatabase('dlreplayp');
  consumerDb = await createTestDatabase('dlreplayc');
  producerDs = await openDataSource(createDataSource({ url: producerDb.url, entities: [], migrations: [] }), true);
  consumerDs = await openDataSource(createDataSource({ url: consumerDb.url, entities: [], migrations: [] }), true);
});
after(async () => {
  await producerDs?.destroy();
  await consumerDs?.destroy();
  await producerDb?.drop();
  await consumerDb?.drop();
});

test('an event dead-lettered at replay is not handed to the handlers again by a second start', async () => {
  const bus = new InProcessBus();
  const producer = createEvents({ service: 'customer', config: loadConfig('customer', { NODE_ENV: 'test', DATABASE_URL: producerDb.url }), dataSource: producerDs, log, bus });
  const customerId = randomUUID();
  await producerDs.transaction((m) => producer.outbox.record(m, { type: 'customer.created', subject: customerId, customerId, data: { customerId, name: 'Poison', isActive: true } }));
  await producer.relay.drain();

  let calls = 0;
  const failing: Subscription = {
    consumer: 'listing',
    sources: ['customer'],
    handlers: {
      'customer.created': async () => {
        calls++;
        throw new Error('cannot handle');
      },
    },
  };
  const retry = { maxAttempts: 2, baseDelayMs: 1 };
  const start = async () => {
    const consumer = createEvents({ service: 'listing', config: loadConfig('listing', { NODE_ENV: 'test', DATABASE_URL: consumerDb.url }), dataSource: consumerDs, log, bus, retry });
    consumer.subscribe(failing);
    await consumer.start();
    return consumer;
  };
  const letters = () => consumerDs.getRepository(DeadLetterEntity).find({ where: { consumer: 'listing' } });

  const first = await start();
  await first.stop();
  assert.equal(calls, retry.maxAttempts, 'the first start tries it and gives up');
  const kept = await letters();
  assert.equal(kept.length, 1);
  assert.match(kept[0]!.payload, new RegExp(customerId));

  const second = await start();
  await second.stop();
  assert.equal(calls, retry.maxAttempts, 'the second start does not hand it over again');
  assert.equal((await letters()).length, 1, 'and keeps no second copy');
  await producer.stop();
});

test('a dead letter put twice for the same event of one consumer is kept once; other consumers and non-envelopes keep theirs', async () => {
  const sink = new TableDeadLetters(consumerDs);
  const consumer = `c-${randomUUID().slice(0, 8)}`;
  const payload = JSON.stringify({ id: randomUUID(), type: 'x.happened' });
  const letter = { consumer, topic: 't', key: null, payload, error: 'boom', attempts: 3 };
  await sink.put(letter);
  await sink.put({ ...letter, error: 'boom again', attempts: 1 });
  await sink.put({ ...letter, consumer: `${consumer}-other` });
  await sink.put({ ...letter, payload: 'not json' });
  await sink.put({ ...letter, payload: 'not json' });
  const rows = await consumerDs.getRepository(DeadLetterEntity).find({ where: { consumer }, order: { seq: 'ASC' } });
  assert.deepEqual(rows.map((r) => [r.payload, r.error]), [[payload, 'boom'], ['not json', 'boom'], ['not json', 'boom']]);
  assert.equal(await consumerDs.getRepository(DeadLetterEntity).countBy({ consumer: `${consumer}-other` }), 1);
});

test('dead letters kept before event ids were recorded get theirs from their payloads; of copies, the first', async () => {
  const db = await createTestDatabase('dlbackfill');
  const ds = await openDataSource(createDataSource({ url: db.url, entities: [], migrations: [] }), true);
  try {
    // Back to before dead letters had event ids: the platform's migrations undone, newest first, down to that one.
    while ((await ds.query("SELECT name FROM migrations WHERE name = 'DeadLetterEventIds1764400004002'")).length) await ds.undoLastMigration();
    const eventId = randomUUID();
    const payload = JSON.stringify({ id: eventId, type: 'x.happened' });
    for (const [consumer, body] of [['a', payload], ['a', payload], ['b', payload], ['a', 'not json']]) {
      await ds.query('INSERT INTO dead_letters (consumer, topic, payload, error, attempts, createdAt) VALUES (?, ?, ?, ?, ?, ?)', [consumer, 't', body, 'boom', 1, new Date()]);
    }
    await ds.runMigrations();
    const rows = await ds.getRepository(DeadLetterEntity).find({ order: { seq: 'ASC' } });
    assert.deepEqual(rows.map((r) => [r.consumer, r.eventId]), [['a', eventId], ['a', null], ['b', eventId], ['a', null]]);
  } finally {
    await ds.destroy();
    await db.drop();
  }
});
