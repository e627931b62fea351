// Readers woken at the writer's commit (events/commit-hooks.ts), on the embedded default's SQLite and on
// MariaDB: work registered in a transaction runs once its outermost commit is done (not at a nested
// transaction's savepoint, never after a rollback); a job enqueued in a transaction that goes on past
// the enqueue starts right after the commit, not at the runner's next poll; an event recorded so is
// published right after the commit, not at the relay's next idle poll. The polls are set far longer
// than the tests' bounds: anything that waited for one would time them out. (On MariaDB the reader's
// read runs beside the open transaction and misses the row when woken early: there the last two tests
// fail without the wake at commit. SQLite's reads wait for the writer, so there they pass either way.)
import { test, after, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { createLogger } from '../src/logger.ts';
import { onCommit } from '../src/events/commit-hooks.ts';
import { Outbox } from '../src/events/outbox.ts';
import { OutboxRelay } from '../src/events/relay.ts';
import { InProcessBus, InProcessTransport } from '../src/events/transports.ts';
import { JobEntity } from '../src/jobs/schema.ts';
import { createJobs } from '../src/jobs/registry.ts';
import { createTestDatabase } from '../src/testing/index.ts';

const log = createLogger('wake-at-commit', process.env.TEST_LOG_LEVEL ?? 'silent');
const owner = { customerId: '00000000-0000-4000-8000-00000000000c' };
interface Events { 'thing.made': { n: number } }
/** Far longer than any bound below. */
const LONG_POLL_MS = 120_000;

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const engines = [
  {
    name: 'SQLite (embedded default)',
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'wake-'));
      return { url: `sqlite:${join(dir, 'wake.sqlite')}`, close: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'MariaDB',
    open: async () => {
      const db = await createTestDatabase('wake');
      return { url: db.url, close: () => db.drop() };
    },
  },
];

for (const engine of engines) {
  describe(engine.name, () => {
    let ds: DataSource;
    let close: () => Promise<void>;
    before(async () => {
      const db = await engine.open();
      close = db.close;
      ds = await openDataSource(createDataSource({ url: db.url, entities: [], migrations: [] }), true);
    });
    after(async () => {
      await ds?.destroy();
      await close?.();
    });

    test('work registered in a transaction runs after its commit, once; not at a nested savepoint, not after a rollback, not outside a transaction', async () => {
      const ran: string[] = [];
      assert.equal(onCommit(ds.manager, () => ran.push('outside')), false, 'outside a transaction the write has committed: nothing is registered');
      await ds.transaction(async (m) => {
        assert.equal(onCommit(m, () => ran.push('outer')), true);
        await m.transaction(async (inner) => {
          assert.equal(onCommit(inner, () => ran.push('nested')), true);
        });
        assert.deepEqual(ran, [], 'the nested transaction released its savepoint: nothing is committed yet');
        await pause(50);
        assert.deepEqual(ran, []);
      });
      assert.deepEqual(ran, ['outer', 'nested'], 'both ran at the outermost commit');
      await assert.rejects(
        ds.transaction(async (m) => {
          onCommit(m, () => ran.push('rolled back'));
          throw new Error('no');
        }),
        /no/,
      );
      // A later commit on the same pooled connection does not run the rolled-back transaction's work.
      await ds.transaction(async (m) => void onCommit(m, () => ran.push('after')));
      assert.deepEqual(ran, ['outer', 'nested', 'after']);
    });

    test('a job enqueued in a transaction that goes on after the enqueue starts right after its commit, not at the next poll', async () => {
      const jobs = createJobs({ dataSource: ds, log }, { concurrency: 2, pollMs: LONG_POLL_MS, heartbeatMs: 5000, staleMs: 60_000, maxAttempts: 3, shutdownWaitMs: 3000, progressMs: 500 });
      const started: string[] = [];
      jobs.define<null, null>('test.wake', { run: async (job) => (started.push(job.id), null) });
      jobs.startRunner();
      try {
        // The runner's first poll (at start) is over before the enqueue.
        await pause(100);
        let id = '';
        let committedAt = 0;
        await ds.transaction(async (m) => {
          id = (await jobs.enqueue('test.wake', null, owner, { manager: m })).id;
          // Past the 10 ms an enqueue used to wait before waking the runner, which then read too early.
          await pause(300);
          committedAt = Date.now();
        });
        await until('the job started', () => started.includes(id), 5000);
        assert.ok(Date.now() - committedAt < 5000);
        const row = await ds.getRepository(JobEntity).findOneByOrFail({ id });
        assert.ok(row.startedAt, 'started');
      } finally {
        await jobs.stopRunner();
      }
    });

    test('an event recorded in a transaction that goes on after the record is published right after its commit, not at the idle poll', async () => {
      const bus = new InProcessBus();
      const relay = new OutboxRelay({ dataSource: ds, transport: new InProcessTransport(bus), log, idleMs: LONG_POLL_MS });
      const outbox = new Outbox<'test', Events>('test', '', () => relay.kick(), { 'thing.made': 1 });
      const seen: number[] = [];
      bus.subscribe(async (_topic, event) => void seen.push((event.data as { n: number }).n));
      relay.start();
      try {
        // The relay's first read (at start) is over: from now on only a kick publishes before LONG_POLL_MS.
        await pause(100);
        await ds.transaction(async (m) => {
          await outbox.record(m, { type: 'thing.made', subject: randomUUID(), data: { n: 7 } });
          await pause(300);
        });
        await until('the event published', () => seen.includes(7), 5000);
      } finally {
        await relay.stop();
      }
    });
  });
}
