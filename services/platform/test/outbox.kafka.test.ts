// The transactional outbox against the real Kafka: an event written with its change reaches the
// topic exactly once from a consumer's view; a rolled-back change publishes nothing; a redelivered
// event has no second effect on an idempotent consumer.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { outboxFixture } from './outbox-fixture.ts';
import { handleOnce } from '../src/events/inbox.ts';
import { KafkaTransport, createKafka } from '../src/events/transports.ts';
import { createLogger } from '../src/logger.ts';

let fx: Awaited<ReturnType<typeof outboxFixture>>;
before(async () => {
  fx = await outboxFixture('outbox');
  await fx.events.start();
});
after(async () => fx?.close());

test('an event written with its change reaches the topic exactly once', async () => {
  const written = await fx.createWidget('first');
  const seen = await fx.readTopic((evs) => evs.some((e) => e.id === written.id));
  const copies = seen.filter((e) => e.id === written.id);
  assert.equal(copies.length, 1);
  assert.equal(copies[0]!.type, 'widget.created');
  assert.equal(copies[0]!.source, 'widgets');
  assert.deepEqual(copies[0]!.data, { id: written.subject, name: 'first' });
  assert.equal(await fx.pending(), 0);
});

test('a rolled-back change publishes nothing', async () => {
  await assert.rejects(fx.createWidget('never', true), /rolled back on purpose/);
  const rows = await fx.ds.query("SELECT COUNT(*) AS n FROM outbox WHERE payload LIKE '%never%'");
  assert.equal(Number(rows[0].n), 0);
  const widgets = await fx.ds.query("SELECT COUNT(*) AS n FROM widgets WHERE name = 'never'");
  assert.equal(Number(widgets[0].n), 0);
});

test('events of one aggregate keep their order', async () => {
  const created = await fx.createWidget('v1');
  const renamed = [];
  for (const name of ['v2', 'v3', 'v4']) {
    renamed.push(
      await fx.ds.transaction(async (m) => {
        await m.query('UPDATE widgets SET name = ? WHERE id = ?', [name, created.subject]);
        return fx.events.outbox.record(m, { type: 'widget.renamed', subject: created.subject, data: { name } });
      }),
    );
  }
  const last = renamed.at(-1)!;
  const seen = await fx.readTopic((evs) => evs.some((e) => e.id === last.id));
  const names = seen.filter((e) => e.subject === created.subject).map((e) => (e.data as { name: string }).name);
  assert.deepEqual(names, ['v1', 'v2', 'v3', 'v4']);
});

test('a redelivered event has no second effect on a consumer', async () => {
  await fx.ds.query('CREATE TABLE counts (name VARCHAR(50) PRIMARY KEY, n INT NOT NULL)');
  const written = await fx.createWidget('twice');
  // Deliver the same envelope twice more, as a relay that crashed after sending would.
  const log = createLogger('test', 'silent');
  const transport = new KafkaTransport(createKafka('redeliver', fx.config.kafkaBrokers, log));
  const row = (await fx.ds.query('SELECT * FROM outbox WHERE id = ?', [written.id]))[0];
  await transport.send([row, row]);
  await transport.stop();
  const seen = await fx.readTopic((evs) => evs.filter((e) => e.id === written.id).length >= 3);
  const copies = seen.filter((e) => e.id === written.id);
  assert.equal(copies.length, 3, 'the topic holds the duplicates');
  let effects = 0;
  for (const event of copies) {
    await handleOnce(fx.ds, 'counter', event, async (_e, m) => {
      effects++;
      await m.query('INSERT INTO counts (name, n) VALUES (?, 1) ON DUPLICATE KEY UPDATE n = n + 1', ['twice']);
    });
  }
  assert.equal(effects, 1);
  const counts = await fx.ds.query("SELECT n FROM counts WHERE name = 'twice'");
  assert.equal(Number(counts[0].n), 1);
});

test('services writing events concurrently never deadlock with the relay', async () => {
  // 8 writers × 10 updates while the relay claims and marks rows: every change must commit.
  const results = await Promise.allSettled(
    Array.from({ length: 8 }, (_, w) =>
      (async () => {
        const created = await fx.createWidget(`w${w}`);
        for (let i = 0; i < 10; i++) {
          // A change to an existing row and its event, as most commands are.
          await fx.ds.transaction(async (m) => {
            await m.query('UPDATE widgets SET name = ? WHERE id = ?', [`w${w}-${i}`, created.subject]);
            await fx.events.outbox.record(m, { type: 'widget.renamed', subject: created.subject, data: { name: `w${w}-${i}` } });
          });
        }
      })(),
    ),
  );
  const failures = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
  assert.deepEqual(failures, []);
  const deadline = Date.now() + 20_000;
  while ((await fx.pending()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  assert.equal(await fx.pending(), 0, 'the relay sent them all');
});
