// Consumers against the real Kafka: a message that keeps failing is retried a bounded number of
// times and then set aside on the consumer's dead-letter topic, and the events behind it on the
// same partition are still handled; an event at a version this build does not know is rejected at
// once, without retries. The embedded default keeps its dead letters in a table instead.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { createLogger } from '../src/logger.ts';
import { loadConfig } from '../src/config.ts';
import { createEvents } from '../src/events/runtime.ts';
import { envelope, topicOf, type EventEnvelope } from '../src/events/envelope.ts';
import { subscribeTo } from '../src/events/event-map.ts';
import { deadLetterTopicOf, DeadLetterEntity } from '../src/events/dead-letters.ts';
import { InboxEntity } from '../src/events/schema.ts';
import { InProcessBus } from '../src/events/transports.ts';
import { createTestDatabase, kafkaBrokerList, type TestDatabase } from '../src/testing/index.ts';

const log = createLogger('dead-letters', process.env.TEST_LOG_LEVEL ?? 'silent');
const retry = { maxAttempts: 3, baseDelayMs: 20 };

/** A forged identity event about one user; `version` other than the spec's makes it unknown here. */
const userEvent = (userId: string, version?: number): EventEnvelope =>
  envelope('identity', { type: 'user.activated', subject: userId, version: version ?? 1, data: { userId, email: `${userId}@example.com`, kind: 'staff', roles: ['admin'], isActive: true } });

/** The handler every test consumer runs: fails for the poisoned user ids, counts the others. */
function consumerOf(poisoned: Set<string>, attempts: Map<string, number>) {
  return subscribeTo('customer', 'identity', {
    'user.activated': async (event) => {
      attempts.set(event.data.userId, (attempts.get(event.data.userId) ?? 0) + 1);
      if (poisoned.has(event.data.userId)) throw new Error(`cannot handle ${event.data.userId}`);
    },
  });
}

async function until<T>(what: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

let db: TestDatabase;
before(async () => {
  db = await createTestDatabase('deadletters');
});
after(async () => db?.drop());

test('with Kafka, a message that keeps failing goes to the dead-letter topic after bounded retries and the partition moves on', async () => {
  const brokers = await kafkaBrokerList();
  const prefix = `t${randomBytes(4).toString('hex')}.`;
  const config = loadConfig('customer', { NODE_ENV: 'test', DATABASE_URL: db.url, KAFKA_BROKERS: brokers.join(','), KAFKA_PREFIX: prefix });
  const ds = await openDataSource(createDataSource({ url: db.url, entities: [], migrations: [] }), true);
  const events = createEvents({ service: 'customer', config, dataSource: ds, log, retry });
  const poisoned = new Set([randomUUID()]);
  const attempts = new Map<string, number>();
  events.subscribe(consumerOf(poisoned, attempts));
  await events.start();
  const kafka = new Kafka({ clientId: `writer-${prefix}`, brokers, logLevel: logLevel.NOTHING });
  const producer = kafka.producer();
  await producer.connect();
  // One key, so all three share a partition: the poison first, then an unknown version, then a good one.
  const key = 'same-partition';
  const [poison] = [...poisoned];
  const unknown = userEvent(randomUUID(), 99);
  const good = userEvent(randomUUID());
  await producer.send({ topic: topicOf(prefix, 'identity'), messages: [userEvent(poison!), unknown, good].map((e) => ({ key, value: JSON.stringify(e) })) });
  await producer.disconnect();
  try {
    await until(async () => ((await ds.getRepository(InboxEntity).findOne({ where: { eventId: good.id } })) ? true : undefined));
    assert.equal(attempts.get(poison!), retry.maxAttempts, 'the failing message is tried exactly maxAttempts times');
    assert.equal(attempts.get((unknown.data as { userId: string }).userId), undefined, 'an unknown version never reaches the handler');

    const reader = kafka.consumer({ groupId: `${prefix}dlq-reader` });
    const letters: Array<{ value: string; headers: Record<string, string> }> = [];
    await reader.connect();
    await reader.subscribe({ topic: deadLetterTopicOf(prefix, 'customer'), fromBeginning: true });
    await reader.run({
      eachMessage: async ({ message }) =>
        void letters.push({ value: message.value!.toString(), headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)])) }),
    });
    await until(async () => (letters.length >= 2 ? true : undefined));
    await reader.disconnect();
    const byId = new Map(letters.map((l) => [(JSON.parse(l.value) as EventEnvelope).data && (JSON.parse(l.value) as EventEnvelope<{ userId: string }>).data.userId, l]));
    const poisonLetter = byId.get(poison!)!;
    assert.equal(poisonLetter.headers['dead-letter-attempts'], String(retry.maxAttempts));
    assert.equal(poisonLetter.headers['dead-letter-topic'], topicOf(prefix, 'identity'));
    assert.match(poisonLetter.headers['dead-letter-error']!, /cannot handle/);
    const unknownLetter = byId.get((unknown.data as { userId: string }).userId)!;
    assert.equal(unknownLetter.headers['dead-letter-attempts'], '1');
    assert.match(unknownLetter.headers['dead-letter-error']!, /version 99 is not known/);
  } finally {
    await events.stop();
    await ds.destroy();
  }
});

test('in the embedded default, a message that keeps failing is kept in the dead_letters table and the next one is handled', async () => {
  const config = loadConfig('customer', { NODE_ENV: 'test', DATABASE_URL: db.url });
  const ds = await openDataSource(createDataSource({ url: db.url, entities: [], migrations: [] }), true);
  const bus = new InProcessBus();
  const events = createEvents({ service: 'customer', config, dataSource: ds, log, bus, retry });
  const poisoned = new Set([randomUUID()]);
  const attempts = new Map<string, number>();
  events.subscribe(consumerOf(poisoned, attempts));
  await events.start();
  try {
    const [poison] = [...poisoned];
    const good = userEvent(randomUUID());
    await bus.deliver(topicOf(config.kafkaPrefix, 'identity'), userEvent(poison!));
    await bus.deliver(topicOf(config.kafkaPrefix, 'identity'), good);
    assert.ok(await ds.getRepository(InboxEntity).findOne({ where: { eventId: good.id } }), 'the event behind the failing one is handled');
    const letters = await ds.getRepository(DeadLetterEntity).find({ where: { consumer: 'customer' } });
    const letter = letters.find((l) => l.payload.includes(poison!));
    assert.ok(letter, 'the failing event is kept');
    assert.equal(letter.attempts, retry.maxAttempts);
    assert.match(letter.error, /cannot handle/);
  } finally {
    await events.stop();
    await ds.destroy();
  }
});
