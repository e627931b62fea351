// The relay on the real MariaDB with the embedded default's bus: an event committed while the relay
// is sending an earlier batch is published as soon as that batch is done, not at the next idle
// poll; an owned-kit write wakes the relay after its commit.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { createLogger } from '../src/logger.ts';
import { Outbox } from '../src/events/outbox.ts';
import { OutboxRelay } from '../src/events/relay.ts';
import { InProcessBus, InProcessTransport } from '../src/events/transports.ts';
import type { EventEnvelope } from '../src/events/envelope.ts';
import { OwnedKit } from '../src/owned/kit.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.ts';

interface Events { 'thing.made': { n: number } }
const log = createLogger('relay-kick', process.env.TEST_LOG_LEVEL ?? 'silent');
// Far longer than the test's bounds: an event that waited for the idle poll would time them out.
const idleMs = 120_000;
let db: TestDatabase;
let ds: DataSource;

before(async () => {
  db = await createTestDatabase('relaykick');
  ds = await openDataSource(createDataSource({ url: db.url, entities: [], migrations: [] }), true);
});
after(async () => {
  await ds?.destroy();
  await db?.drop();
});

async function until(what: string, check: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

test('an event committed while a batch is being sent follows that batch at once; a kit write wakes the relay after its commit', async () => {
  const bus = new InProcessBus();
  const relay = new OutboxRelay({ dataSource: ds, transport: new InProcessTransport(bus), log, idleMs });
  // The nudge an outbox gives 10 ms after a record is left out, so only the kit's wake and the kept kick publish.
  const outbox = new Outbox<'test', Events>('test', '', () => undefined, { 'thing.made': 1 });
  const kit = new OwnedKit(ds, new Outbox<'test', Events>('test', '', () => relay.kick(), { 'thing.made': 1 }));
  const seen: number[] = [];
  let releaseFirst!: () => void;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  let sending = false;
  bus.subscribe(async (_topic, event: EventEnvelope) => {
    const n = (event.data as { n: number }).n;
    if (n === 1) {
      sending = true;
      await firstHeld;
    }
    seen.push(n);
  });
  const make = (n: number) => ds.transaction((m) => outbox.record(m, { type: 'thing.made', subject: randomUUID(), data: { n } }));

  await make(1);
  relay.start();
  await until('the first batch in flight', () => sending);
  await make(2);
  relay.kick();
  releaseFirst();
  await until('the event committed during the first batch', () => seen.includes(2));

  // The write goes on after its record, past the record's own 10 ms nudge: that nudge finds nothing
  // committed yet, and only the wake after the commit publishes the event.
  await kit.transaction(async (tx) => {
    await tx.record({ type: 'thing.made', subject: randomUUID(), data: { n: 3 } });
    await new Promise((r) => setTimeout(r, 300));
  });
  await until('the kit write\'s event', () => seen.includes(3));
  assert.deepEqual(seen, [1, 2, 3]);
  await relay.stop();
});
