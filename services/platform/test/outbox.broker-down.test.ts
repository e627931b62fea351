// Nothing is lost while Kafka is down: with the broker stopped, changes still commit and their
// events wait in the outbox; once the broker is back the relay sends them.
// This test stops and restarts the shared dev broker (scripts/dev-services), so `make test` runs it
// on its own, after the other suites.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { outboxFixture } from './outbox-fixture.ts';

const devServices = fileURLToPath(new URL('../../../scripts/dev-services', import.meta.url));
const broker = (verb: 'stop-kafka' | 'start-kafka') => execFileSync(devServices, [verb], { stdio: ['ignore', 'ignore', 'inherit'] });

let fx: Awaited<ReturnType<typeof outboxFixture>>;
before(async () => {
  fx = await outboxFixture('outbox_down');
  await fx.events.start();
  // Publish one event first, so the producer is connected when the broker goes away.
  const warm = await fx.createWidget('warm-up');
  await fx.readTopic((evs) => evs.some((e) => e.id === warm.id));
});
after(async () => {
  broker('start-kafka');
  await fx?.close();
});

test('changes commit while the broker is down and their events arrive after it restarts', { timeout: 180_000 }, async () => {
  broker('stop-kafka');
  const written = [];
  for (const name of ['down-1', 'down-2', 'down-3']) written.push(await fx.createWidget(name));
  const stored = await fx.ds.query("SELECT COUNT(*) AS n FROM widgets WHERE name LIKE 'down-%'");
  assert.equal(Number(stored[0].n), 3, 'the changes committed');
  // Give the relay time to try and fail at least once.
  await new Promise((r) => setTimeout(r, 4000));
  assert.equal(await fx.pending(), 3, 'the events wait in the outbox');
  const failed = await fx.ds.query('SELECT MAX(attempts) AS a FROM outbox WHERE sentAt IS NULL');
  assert.ok(Number(failed[0].a) >= 1, 'the relay tried and kept them');

  broker('start-kafka');
  const ids = new Set(written.map((w) => w.id));
  const seen = await fx.readTopic((evs) => [...ids].every((id) => evs.some((e) => e.id === id)), 120_000);
  for (const id of ids) assert.equal(seen.filter((e) => e.id === id).length, 1, `event ${id} arrived once`);
  assert.equal(await fx.pending(), 0);
});
