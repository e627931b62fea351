// The embedded default's replay against the real MariaDB (one database per service, as in the
// all-in-one): a consumer started after its source published (a projection added to an existing
// install) receives the source's past events from the producer's outbox, like a new Kafka consumer
// group reading its topic from the beginning; started again, it handles none twice; events it has no
// handler for are not read; what was not sent yet comes live, once.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { createLogger } from '../src/logger.ts';
import { loadConfig } from '../src/config.ts';
import { createEvents } from '../src/events/runtime.ts';
import { InProcessBus } from '../src/events/transports.ts';
import { InboxEntity } from '../src/events/schema.ts';
import { outboxHistory, replayHistory } from '../src/events/replay.ts';
import { CustomerReferenceEntity, customerReferenceEntities, customerReferenceMigrations, customerReferencesSubscription } from '../src/projections/customer-references.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.ts';

const log = createLogger('replay', process.env.TEST_LOG_LEVEL ?? 'silent');
/** An office event's place when the office has none (customer context's OfficeEventData). */
const NO_PLACE = { address: null, postcode: null, country: null, latitude: null, longitude: null };
let producerDb: TestDatabase;
let consumerDb: TestDatabase;
let producerDs: DataSource;
let consumerDs: DataSource;

before(async () => {
  producerDb = await createTestDatabase('replayp');
  consumerDb = await createTestDatabase('replayc');
  producerDs = await openDataSource(createDataSource({ url: producerDb.url, entities: [], migrations: [] }), true);
  consumerDs = await openDataSource(createDataSource({ url: consumerDb.url, entities: customerReferenceEntities, migrations: customerReferenceMigrations }), true);
});
after(async () => {
  await producerDs?.destroy();
  await consumerDs?.destroy();
  await producerDb?.drop();
  await consumerDb?.drop();
});

test('a consumer that starts after its source published gets the past events once; later ones live', async () => {
  const bus = new InProcessBus();
  const producer = createEvents({ service: 'customer', config: loadConfig('customer', { NODE_ENV: 'test', DATABASE_URL: producerDb.url }), dataSource: producerDs, log, bus });
  const customerId = randomUUID();
  const [office1, office2, office3] = [randomUUID(), randomUUID(), randomUUID()];
  await producerDs.transaction(async (m) => {
    await producer.outbox.record(m, { type: 'customer.created', subject: customerId, customerId, data: { customerId, name: 'Past', isActive: true } });
    await producer.outbox.record(m, { type: 'office.created', subject: office1, customerId, data: { officeId: office1, customerId, name: 'One', ...NO_PLACE } });
    await producer.outbox.record(m, { type: 'office.created', subject: office2, customerId, data: { officeId: office2, customerId, name: 'Two', ...NO_PLACE } });
    await producer.outbox.record(m, { type: 'office.deleted', subject: office2, customerId, data: { officeId: office2, customerId, name: 'Two', ...NO_PLACE } });
    await producer.outbox.record(m, { type: 'customer.api_key_generated', subject: customerId, customerId, data: { customerId, keyId: randomUUID(), prefix: 'cak_abcdefgh', keyHash: 'a'.repeat(64), createdAt: new Date().toISOString() } });
  });
  // Published before anyone listened: on a bus, gone unless the consumer reads the history.
  await producer.relay.drain();

  const references = () => consumerDs.getRepository(CustomerReferenceEntity).find({ order: { id: 'ASC' } });
  const startConsumer = async () => {
    const consumer = createEvents({ service: 'listing', config: loadConfig('listing', { NODE_ENV: 'test', DATABASE_URL: consumerDb.url }), dataSource: consumerDs, log, bus });
    consumer.subscribe(customerReferencesSubscription('listing'));
    await consumer.start();
    return consumer;
  };
  const first = await startConsumer();
  const rows = await references();
  assert.deepEqual(rows.map((r) => [r.id, r.kind, r.deleted]).sort(), [[customerId, 'customer', false], [office1, 'office', false], [office2, 'office', true]].sort());
  assert.equal(await consumerDs.getRepository(InboxEntity).countBy({ consumer: 'listing' }), 4, 'the api key event has no handler here and is not read');
  await first.stop();

  // Started again: nothing is handled twice.
  const history = outboxHistory(producerDs, producer.outbox.topic);
  assert.equal(await replayHistory(history, Object.keys(customerReferencesSubscription('listing').handlers), consumerDs, 'listing', async () => assert.fail('handled twice')), 0);
  const second = await startConsumer();
  assert.equal(await consumerDs.getRepository(InboxEntity).countBy({ consumer: 'listing' }), 4);

  // What the producer publishes now arrives live.
  producer.relay.start();
  await producerDs.transaction((m) => producer.outbox.record(m, { type: 'office.created', subject: office3, customerId, data: { officeId: office3, customerId, name: 'Three', ...NO_PLACE } }));
  await producer.relay.drain();
  // The started relay may be the one that publishes it, after drain returns: wait for it, within a bound.
  const deadline = Date.now() + 15_000;
  while (!(await references()).some((r) => r.id === office3)) {
    assert.ok(Date.now() < deadline, 'office3 arrived live within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.equal(await consumerDs.getRepository(InboxEntity).countBy({ consumer: 'listing' }), 5);
  await second.stop();
  await producer.stop();
});
