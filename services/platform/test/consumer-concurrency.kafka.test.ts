// Consuming from the real Kafka: services starting together make each other's topics, and each one's
// ensureTopics returns only once every partition of the topics it named has a leader, whoever created
// them (a consumer subscribing earlier fails with UNKNOWN_TOPIC_OR_PARTITION and its service exits);
// a service handles several partitions at once (EVENTS_PARTITIONS_AT_ONCE) while the events of one
// key (one partition) are handled one after another, in the order they were published.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { createLogger } from '../src/logger.ts';
import { loadConfig } from '../src/config.ts';
import { createEvents } from '../src/events/runtime.ts';
import { envelope, topicOf } from '../src/events/envelope.ts';
import { subscribeTo } from '../src/events/event-map.ts';
import { InboxEntity } from '../src/events/schema.ts';
import { ensureTopics } from '../src/events/transports.ts';
import { DEFAULT_PARTITIONS_AT_ONCE, partitionsAtOnce } from '../src/events/settings.ts';
import { createTestDatabase, kafkaBrokerList, type TestDatabase } from '../src/testing/index.ts';

const log = createLogger('consumer-concurrency', process.env.TEST_LOG_LEVEL ?? 'silent');

let db: TestDatabase;
before(async () => {
  db = await createTestDatabase('partitions');
});
after(async () => db?.drop());

test('EVENTS_PARTITIONS_AT_ONCE: 4 unless set, an integer from 1 to 32', () => {
  assert.equal(partitionsAtOnce({}), DEFAULT_PARTITIONS_AT_ONCE);
  assert.equal(DEFAULT_PARTITIONS_AT_ONCE, 4);
  assert.equal(partitionsAtOnce({ EVENTS_PARTITIONS_AT_ONCE: '1' }), 1);
  for (const wrong of ['0', '33', '2.5', 'all']) assert.throws(() => partitionsAtOnce({ EVENTS_PARTITIONS_AT_ONCE: wrong }), /EVENTS_PARTITIONS_AT_ONCE must be an integer from 1 to 32/);
});

test('services making the same topics at once: each ensureTopics returns with a leader for every partition', async () => {
  const brokers = await kafkaBrokerList();
  const prefix = `t${randomBytes(4).toString('hex')}.`;
  const topics = ['a', 'b', 'c'].map((t) => `${prefix}${t}.events`);
  const clients = Array.from({ length: 4 }, (_, i) => new Kafka({ clientId: `${prefix}svc${i}`, brokers, logLevel: logLevel.NOTHING }));
  const checker = new Kafka({ clientId: `${prefix}checker`, brokers, logLevel: logLevel.NOTHING }).admin();
  await checker.connect();
  try {
    // Each in its own order, as services subscribing to different sources would name them.
    await Promise.all(
      clients.map(async (kafka, i) => {
        await ensureTopics(kafka, [...topics.slice(i % 3), ...topics.slice(0, i % 3)]);
        const { topics: found } = await checker.fetchTopicMetadata({ topics });
        for (const t of found) {
          assert.equal(t.partitions.length, 3, `${t.name} has its 3 partitions when client ${i}'s ensureTopics returns`);
          for (const p of t.partitions) assert.ok(p.leader >= 0, `${t.name}/${p.partitionId} has a leader when client ${i}'s ensureTopics returns`);
        }
      }),
    );
  } finally {
    await checker.disconnect();
  }
});

test('with Kafka, partitions are handled at once, and one key\'s events one after another in order', async () => {
  const brokers = await kafkaBrokerList();
  const prefix = `t${randomBytes(4).toString('hex')}.`;
  const config = loadConfig('customer', { NODE_ENV: 'test', DATABASE_URL: db.url, KAFKA_BROKERS: brokers.join(','), KAFKA_PREFIX: prefix });
  const ds = await openDataSource(createDataSource({ url: db.url, entities: [], migrations: [] }), true);
  const events = createEvents({ service: 'customer', config, dataSource: ds, log, partitionsAtOnce: 3 });
  let inFlight = 0;
  let most = 0;
  const inFlightOfKey = new Map<string, number>();
  let keyOverlap = false;
  const handledOrder = new Map<string, number[]>();
  events.subscribe(
    subscribeTo('customer', 'identity', {
      'user.activated': async (event) => {
        const key = event.data.userId;
        inFlight++;
        most = Math.max(most, inFlight);
        if (inFlightOfKey.get(key)) keyOverlap = true;
        inFlightOfKey.set(key, (inFlightOfKey.get(key) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 60));
        handledOrder.set(key, [...(handledOrder.get(key) ?? []), Number(event.data.email.split('@')[0])]);
        inFlightOfKey.set(key, inFlightOfKey.get(key)! - 1);
        inFlight--;
      },
    }),
  );
  await events.start();
  const kafka = new Kafka({ clientId: `writer-${prefix}`, brokers, logLevel: logLevel.NOTHING });
  const producer = kafka.producer();
  await producer.connect();
  // 12 keys (aggregates) over the topic's 3 partitions, 4 events each, published in sequence per key.
  const keys = Array.from({ length: 12 }, () => randomUUID());
  const all = [];
  for (let n = 0; n < 4; n++) for (const userId of keys) all.push({ key: userId, value: JSON.stringify(envelope('identity', { type: 'user.activated', subject: userId, version: 1, data: { userId, email: `${n}@example.com`, kind: 'staff', roles: ['admin'], isActive: true } })) });
  await producer.send({ topic: topicOf(prefix, 'identity'), messages: all });
  await producer.disconnect();
  try {
    const deadline = Date.now() + 60_000;
    while ((await ds.getRepository(InboxEntity).count({ where: { consumer: 'customer', type: 'user.activated' } })) < all.length) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the events to be handled');
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.ok(most > 1, `several partitions were handled at once (at most ${most} events in flight)`);
    assert.ok(most <= 3, `no more partitions at once than asked (${most})`);
    assert.equal(keyOverlap, false, 'one key\'s events never overlap');
    for (const key of keys) assert.deepEqual(handledOrder.get(key), [0, 1, 2, 3], 'one key\'s events in the order published');
  } finally {
    await events.stop();
    await ds.destroy();
  }
});
