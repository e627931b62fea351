// A minimal context for outbox tests: a fresh MariaDB database with the platform's tables and a
// `widgets` table standing for any change a service makes, plus a Kafka reader of a fresh topic.
import { randomBytes, randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { createLogger } from '../src/logger.ts';
import { loadConfig } from '../src/config.ts';
import { createEvents } from '../src/events/runtime.ts';
import { createTestDatabase, kafkaBrokerList } from '../src/testing/index.ts';
import type { EventEnvelope } from '../src/events/envelope.ts';

/** The events of the test context `widgets`, which has no spec to generate them from. */
interface WidgetEvents {
  'widget.created': { id: string; name: string };
  'widget.renamed': { name: string };
}

export async function outboxFixture(label: string) {
  const db = await createTestDatabase(label);
  const brokers = await kafkaBrokerList();
  const prefix = `t${randomBytes(4).toString('hex')}.`;
  const config = loadConfig('widgets', { NODE_ENV: 'test', DATABASE_URL: db.url, KAFKA_BROKERS: brokers.join(','), KAFKA_PREFIX: prefix });
  const log = createLogger('widgets', process.env.TEST_LOG_LEVEL ?? 'silent');
  const ds = await openDataSource(createDataSource({ url: db.url, entities: [], migrations: [] }), true);
  await ds.query('CREATE TABLE widgets (id VARCHAR(36) PRIMARY KEY, name VARCHAR(50) NOT NULL)');
  // A test context without a spec: its event map and versions are given here.
  const events = createEvents<'widgets', WidgetEvents>({ service: 'widgets', config, dataSource: ds, log, versions: { 'widget.created': 1, 'widget.renamed': 1 } });

  /** The change and its event in one transaction. */
  async function createWidget(name: string, fail = false): Promise<EventEnvelope> {
    return ds.transaction(async (m) => {
      const id = randomUUID();
      await m.query('INSERT INTO widgets (id, name) VALUES (?, ?)', [id, name]);
      const env = await events.outbox.record(m, { type: 'widget.created', subject: id, data: { id, name } });
      if (fail) throw new Error('rolled back on purpose');
      return env;
    });
  }

  /** Reads the topic from the beginning until `until` holds or the time runs out. */
  async function readTopic(until: (events: EventEnvelope[]) => boolean, timeoutMs = 30_000): Promise<EventEnvelope[]> {
    const kafka = new Kafka({ clientId: `reader-${prefix}`, brokers, logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `${prefix}reader-${randomBytes(3).toString('hex')}` });
    const seen: EventEnvelope[] = [];
    await consumer.connect();
    await consumer.subscribe({ topic: events.outbox.topic, fromBeginning: true });
    await consumer.run({ eachMessage: async ({ message }) => void seen.push(JSON.parse(message.value!.toString()) as EventEnvelope) });
    const deadline = Date.now() + timeoutMs;
    while (!until(seen) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // Linger a little so duplicates, if any, would show up too.
    await new Promise((r) => setTimeout(r, 1500));
    await consumer.disconnect();
    return seen;
  }

  const pending = async () => Number((await ds.query('SELECT COUNT(*) AS n FROM outbox WHERE sentAt IS NULL'))[0].n);

  return {
    ds,
    events,
    config,
    createWidget,
    readTopic,
    pending,
    async close() {
      await events.stop();
      await ds.destroy();
      await db.drop();
    },
  };
}
