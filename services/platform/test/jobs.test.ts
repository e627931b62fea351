// The jobs kit on the embedded default's SQLite and on MariaDB: an enqueue in a transaction that
// rolls back leaves no job; progress and percent are readable while a job runs; stop (queued and
// running), rerun, a thrown error's message; a job whose runner died (stale heartbeat) runs again
// with attempt + 1 and its checkpoint, and is failed after the last attempt; two runners sharing a
// database never run the same job; onCompleted's outbox event commits with the status or not at
// all, and so do onStoppedOrFailed's writes when a job fails, is stopped or is given up; shutdown re-queues an interrupted job without using up an attempt; the runner starts and
// stops with a booted module's lifecycle.
import { test, after, afterEach, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { pino } from 'pino';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { createLogger } from '../src/logger.ts';
import { Outbox } from '../src/events/outbox.ts';
import { OutboxEntity } from '../src/events/schema.ts';
import { Lifecycle } from '../src/lifecycle.ts';
import { createJobs, type Jobs } from '../src/jobs/registry.ts';
import { JobEntity } from '../src/jobs/schema.ts';
import type { JobRecord, JobStatus } from '../src/jobs/types.ts';
import { createTestDatabase } from '../src/testing/index.ts';
import { jobsConcurrency } from '../src/jobs/settings.ts';

test('JOBS_CONCURRENCY: 2 unless set, an integer from 1 to 64', () => {
  assert.equal(jobsConcurrency({}), 2);
  assert.equal(jobsConcurrency({ JOBS_CONCURRENCY: '4' }), 4);
  for (const wrong of ['0', '65', '1.5', 'many']) assert.throws(() => jobsConcurrency({ JOBS_CONCURRENCY: wrong }), /JOBS_CONCURRENCY must be an integer from 1 to 64/);
});

const log = createLogger('jobs-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const fast = { concurrency: 2, pollMs: 50, heartbeatMs: 100, staleMs: 1000, maxAttempts: 3, shutdownWaitMs: 3000, progressMs: 500 };
const owner = { customerId: '00000000-0000-4000-8000-00000000000c' };

/** Polls until `check` gives a value, failing after `ms`: never a fixed sleep standing for an assertion. */
async function until<T>(what: string, check: () => Promise<T | undefined | null | false>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A promise a test resolves by name. */
class Gates {
  private readonly gates = new Map<string, { promise: Promise<void>; open: () => void }>();
  wait(name: string): Promise<void> {
    return this.gate(name).promise;
  }
  open(name: string): void {
    this.gate(name).open();
  }
  private gate(name: string) {
    let g = this.gates.get(name);
    if (!g) {
      let open!: () => void;
      const promise = new Promise<void>((r) => (open = r));
      g = { promise, open };
      this.gates.set(name, g);
    }
    return g;
  }
}

function engines(): Array<{ name: string; open: () => Promise<{ url: string; close: () => Promise<void> }> }> {
  return [
    {
      name: 'SQLite (embedded default)',
      open: async () => {
        const dir = mkdtempSync(join(tmpdir(), 'jobs-'));
        return { url: `sqlite:${join(dir, 'jobs.sqlite')}`, close: async () => rmSync(dir, { recursive: true, force: true }) };
      },
    },
    {
      name: 'MariaDB',
      open: async () => {
        const db = await createTestDatabase('jobs');
        return { url: db.url, close: () => db.drop() };
      },
    },
  ];
}

interface Events { 'thing.done': { jobId: string }; 'thing.ended': { jobId: string; status: string; error: string | null } }

for (const engine of engines()) {
  describe(engine.name, () => {
    let url: string;
    let closeDb: () => Promise<void>;
    let ds: DataSource;
    const sources: DataSource[] = [];
    const registries: Jobs[] = [];
    const gates = new Gates();
    const atGate = new Set<string>();
    const ran: string[] = [];
    const outbox = new Outbox<'test', Events>('test', '', () => {}, { 'thing.done': 1, 'thing.ended': 1 });
    /** Jobs whose onStoppedOrFailed throws (after its write) this many more times. */
    const hookFailures = new Map<string, number>();

    /** A data source of its own (a replica), migrated: the jobs table comes with the platform's. */
    async function open(): Promise<DataSource> {
      const source = await openDataSource(createDataSource({ url, entities: [], migrations: [] }), true);
      sources.push(source);
      return source;
    }

    /** A registry with the test kinds, as a module defines them; `start` runs its runner. */
    function registry(source: DataSource, start = true, settings: Partial<typeof fast> = {}): Jobs {
      const jobs = createJobs({ dataSource: source, log }, { ...fast, ...settings });
      jobs.define<{ n: number }, { doubled: number }>('test.quick', { run: async (job) => (ran.push(job.id), { doubled: job.input.n * 2 }) });
      jobs.define<{ gate: string; total: number }, { handled: number }>('test.gated', {
        run: async (job) => {
          await job.progress(1, job.input.total, 0);
          await gates.wait(job.input.gate);
          await job.progress(job.input.total, job.input.total, 1);
          return { handled: job.input.total };
        },
      });
      jobs.define<{ items: number }, { handled: number; attempt: number; from: unknown }>('test.stoppable', {
        run: async (job) => {
          let i = 0;
          for (; i < job.input.items; i++) {
            if (await job.stopRequested()) break;
            await job.progress(i, job.input.items);
            await new Promise((r) => setTimeout(r, 20));
          }
          return { handled: i, attempt: job.attempt, from: job.checkpoint };
        },
      });
      jobs.define<{ message: string }, never>('test.failing', {
        run: async (job) => {
          throw new Error(job.input.message);
        },
      });
      jobs.define<{ fail: boolean }, string>('test.evented', {
        run: async () => 'ok',
        onCompleted: async (job, m) => {
          await outbox.record(m, { type: 'thing.done', subject: job.id, data: { jobId: job.id } });
          if (job.input.fail) throw new Error('onCompleted failed after recording its event');
        },
      });
      // Reports progress per item, far more often than progressMs, then waits at its gate.
      jobs.define<{ gate: string; items: number }, null>('test.chatty', {
        run: async (job) => {
          for (let i = 1; i <= job.input.items; i++) await job.progress(i, job.input.items, 0);
          atGate.add(job.id);
          await gates.wait(job.input.gate);
          return null;
        },
      });
      // Its run fails, or waits for a stop; its ending is mirrored by an outbox event (a batch's status, in a service).
      jobs.define<{ fail: boolean }, string>('test.ending', {
        run: async (job) => {
          if (job.input.fail) throw new Error('the feed broke');
          while (!(await job.stopRequested())) await new Promise((r) => setTimeout(r, 20));
          return 'stopped early';
        },
        onStoppedOrFailed: async (job, m) => {
          await outbox.record(m, { type: 'thing.ended', subject: job.id, data: { jobId: job.id, status: job.status, error: job.error } });
          const left = hookFailures.get(job.id) ?? 0;
          if (left > 0) {
            hookFailures.set(job.id, left - 1);
            throw new Error('onStoppedOrFailed failed after its write');
          }
        },
      });
      if (start) jobs.startRunner();
      registries.push(jobs);
      return jobs;
    }

    const statusOf = (jobs: Jobs, id: string, status: JobStatus) => until(`job ${id} ${status}`, async () => {
      const job = await jobs.get(id);
      return job?.status === status ? job : undefined;
    });

    before(async () => {
      ({ url, close: closeDb } = await engine.open());
      ds = await open();
    });

    // Each test's runners stop with it, so no runner of an earlier test claims a later test's jobs.
    afterEach(async () => {
      for (const jobs of registries) await jobs.stopRunner();
    });

    after(async () => {
      for (const source of sources) if (source.isInitialized) await source.destroy();
      await closeDb?.();
    });

    test('an enqueue in a transaction that rolls back leaves no job; a committed one runs', async () => {
      const jobs = registry(ds, false);
      let rolledBack: JobRecord | undefined;
      await assert.rejects(
        ds.transaction(async (m) => {
          rolledBack = await jobs.enqueue('test.quick', { n: 1 }, owner, { manager: m, createdBy: 'u1', name: 'a.csv' });
          throw new Error('the request failed');
        }),
        /the request failed/,
      );
      assert.equal(await jobs.get(rolledBack!.id), null);
      const committed = await ds.transaction((m) => jobs.enqueue('test.quick', { n: 21 }, owner, { manager: m, createdBy: 'u1', name: 'a.csv' }));
      assert.equal((await jobs.get(committed.id))?.status, 'queued');
      jobs.startRunner();
      const done = await statusOf(jobs, committed.id, 'completed');
      assert.deepEqual(done.result, { doubled: 42 });
      assert.equal(done.progressPercent, 100);
      assert.equal(done.attempt, 1);
      assert.equal(done.name, 'a.csv');
      assert.equal(done.createdBy, 'u1');
      assert.ok(done.startedAt && done.finishedAt);
      await assert.rejects(jobs.enqueue('test.unknown', {}, owner), /not defined/);
      await jobs.stopRunner();
    });

    test('progress, done, failed and the percent are readable while a job runs', async () => {
      const jobs = registry(ds);
      const job = await jobs.enqueue('test.gated', { gate: 'progress', total: 4 }, owner);
      const running = await until('progress 1 of 4', async () => {
        const j = await jobs.get(job.id);
        return j?.status === 'running' && j.done === 1 ? j : undefined;
      });
      assert.equal(running.total, 4);
      assert.equal(running.progressPercent, 25);
      gates.open('progress');
      const done = await statusOf(jobs, job.id, 'completed');
      assert.deepEqual([done.done, done.failed, done.progressPercent], [4, 1, 100]);
      assert.deepEqual(done.result, { handled: 4 });
    });

    test('stop: a queued job is stopped at once; a running one sees stopRequested and ends stopped', async () => {
      const idle = registry(ds, false);
      const queued = await idle.enqueue('test.quick', { n: 1 }, owner);
      assert.equal((await idle.stop(queued.id))?.status, 'stopped');
      assert.equal(await idle.stop('00000000-0000-4000-8000-000000000404'), null);
      const jobs = registry(ds);
      const job = await jobs.enqueue('test.stoppable', { items: 100_000 }, owner);
      await until('the job running', async () => (await jobs.get(job.id))?.status === 'running');
      assert.ok(['stopping', 'stopped'].includes((await jobs.stop(job.id))!.status));
      const stopped = await statusOf(jobs, job.id, 'stopped');
      assert.ok((stopped.result as { handled: number }).handled < 100_000);
      assert.ok(stopped.finishedAt);
      // Nothing runs a stopped job again.
      assert.equal((await jobs.get(queued.id))?.status, 'stopped');
    });

    test('rerun makes a new queued job with the same input and rerunOf', async () => {
      const jobs = registry(ds);
      const first = await jobs.enqueue('test.quick', { n: 5 }, { ...owner, officeId: 'o1', agentId: 'a1' }, { name: 'x', createdBy: 'u1' });
      await statusOf(jobs, first.id, 'completed');
      const again = await jobs.rerun(first.id, { createdBy: 'u2' });
      assert.ok(again && again.id !== first.id);
      assert.deepEqual([again.rerunOf, again.status, again.input, again.officeId, again.agentId, again.name, again.createdBy], [first.id, 'queued', { n: 5 }, 'o1', 'a1', 'x', 'u2']);
      const done = await statusOf(jobs, again.id, 'completed');
      assert.deepEqual(done.result, { doubled: 10 });
      assert.equal(await jobs.rerun('00000000-0000-4000-8000-000000000404'), null);
    });

    test('a thrown error fails the job with its message, no stack', async () => {
      const jobs = registry(ds);
      const job = await jobs.enqueue('test.failing', { message: 'file upload fail.' }, owner);
      const failed = await statusOf(jobs, job.id, 'failed');
      assert.equal(failed.error, 'file upload fail.');
    });

    test('a dead runner\'s job (stale heartbeat) runs again with attempt + 1 and its checkpoint; after the last attempt it fails', async () => {
      const jobs = registry(ds, false);
      const old = new Date(Date.now() - 10 * fast.staleMs);
      const crashed = await jobs.enqueue('test.stoppable', { items: 2 }, owner);
      await ds.getRepository(JobEntity).update({ id: crashed.id }, { status: 'running', claim: 'dead-runner', heartbeatAt: old, attempt: 1, checkpoint: JSON.stringify({ next: 7 }) });
      const exhausted = await jobs.enqueue('test.stoppable', { items: 2 }, owner);
      await ds.getRepository(JobEntity).update({ id: exhausted.id }, { status: 'running', claim: 'dead-runner', heartbeatAt: old, attempt: fast.maxAttempts });
      const alive = await jobs.enqueue('test.stoppable', { items: 2 }, owner);
      await ds.getRepository(JobEntity).update({ id: alive.id }, { status: 'running', claim: 'live-runner', heartbeatAt: new Date(), attempt: 1 });
      await jobs.requeueStale();
      assert.equal((await jobs.get(crashed.id))?.status, 'queued');
      assert.equal((await jobs.get(alive.id))?.status, 'running');
      const failed = await jobs.get(exhausted.id);
      assert.equal(failed?.status, 'failed');
      assert.match(failed!.error!, /stopped responding 3 times/);
      jobs.startRunner();
      const resumed = await statusOf(jobs, crashed.id, 'completed');
      assert.equal(resumed.attempt, 2);
      assert.deepEqual(resumed.result, { handled: 2, attempt: 2, from: { next: 7 } });
      await ds.getRepository(JobEntity).update({ id: alive.id }, { status: 'stopped' });
      await jobs.stopRunner();
    });

    test('a running job\'s heartbeat keeps it from being taken for dead', async () => {
      const jobs = registry(ds, true, { staleMs: 1500 });
      const job = await jobs.enqueue('test.gated', { gate: 'heartbeat', total: 2 }, owner);
      await until('the job running', async () => (await jobs.get(job.id))?.status === 'running');
      // Two stale bounds pass while the run waits without reporting progress; the heartbeat keeps it fresh.
      await until('heartbeats over two stale bounds', async () => {
        const row = await ds.getRepository(JobEntity).findOneByOrFail({ id: job.id });
        return row.heartbeatAt!.getTime() - row.startedAt!.getTime() > 2 * 1500;
      });
      await jobs.requeueStale();
      const still = await jobs.get(job.id);
      assert.deepEqual([still?.status, still?.attempt], ['running', 1]);
      gates.open('heartbeat');
      await statusOf(jobs, job.id, 'completed');
      await jobs.stopRunner();
    });

    test('three runners on one database (replicas) never run the same job', async () => {
      // About claims, not staleness: a heartbeat late under a loaded CI machine must not re-queue a live job here.
      const settings = { concurrency: 3, staleMs: 60_000 };
      const [a, b, c] = [registry(await open(), false, settings), registry(await open(), false, settings), registry(await open(), false, settings)];
      const before = ran.length;
      const ids = new Set<string>();
      for (let i = 0; i < 60; i++) ids.add((await a.enqueue('test.quick', { n: i }, owner)).id);
      for (const runner of [a, b, c]) runner.startRunner();
      await until('every job completed', async () => (await a.list({ kinds: ['test.quick'], status: 'completed', limit: 100 })).items.filter((j) => ids.has(j.id)).length === 60, 60_000);
      const runs = ran.slice(before).filter((id) => ids.has(id));
      assert.equal(runs.length, 60, 'each job ran exactly once');
      assert.equal(new Set(runs).size, 60);
      for (const id of ids) assert.equal((await a.get(id))?.attempt, 1);
      for (const runner of [a, b, c]) await runner.stopRunner();
    });

    test('onCompleted\'s outbox event commits with the completed status, or neither does', async () => {
      const jobs = registry(ds);
      const ok = await jobs.enqueue('test.evented', { fail: false }, owner);
      await statusOf(jobs, ok.id, 'completed');
      const events = await ds.getRepository(OutboxEntity).findBy({ key: ok.id });
      assert.deepEqual(events.map((e) => e.type), ['thing.done']);
      const bad = await jobs.enqueue('test.evented', { fail: true }, owner);
      const failed = await statusOf(jobs, bad.id, 'failed');
      assert.equal(failed.error, 'onCompleted failed after recording its event');
      assert.equal((await ds.getRepository(OutboxEntity).findBy({ key: bad.id })).length, 0);
    });

    const endings = async (id: string) => (await ds.getRepository(OutboxEntity).findBy({ key: id })).map((e) => JSON.parse(e.payload as string).data as Events['thing.ended']);

    test('onStoppedOrFailed runs with the status it sets when a job fails or is stopped (queued or running)', async () => {
      const jobs = registry(ds);
      const failing = await jobs.enqueue('test.ending', { fail: true }, owner);
      const failed = await statusOf(jobs, failing.id, 'failed');
      assert.deepEqual(await endings(failing.id), [{ jobId: failing.id, status: 'failed', error: 'the feed broke' }]);
      assert.equal(failed.error, 'the feed broke');
      const running = await jobs.enqueue('test.ending', { fail: false }, owner);
      await until('the job running', async () => (await jobs.get(running.id))?.status === 'running');
      await jobs.stop(running.id);
      await statusOf(jobs, running.id, 'stopped');
      assert.deepEqual(await endings(running.id), [{ jobId: running.id, status: 'stopped', error: null }]);
      // Completing is onCompleted's: a completed job has no ending here.
      const quick = await jobs.enqueue('test.quick', { n: 1 }, owner);
      await statusOf(jobs, quick.id, 'completed');
      assert.deepEqual(await endings(quick.id), []);
      // No runner may claim the next job before it is stopped while queued.
      await jobs.stopRunner();
      const idle = registry(ds, false);
      const queued = await idle.enqueue('test.ending', { fail: false }, owner);
      assert.equal((await idle.stop(queued.id))?.status, 'stopped');
      assert.deepEqual(await endings(queued.id), [{ jobId: queued.id, status: 'stopped', error: null }]);
    });

    test('onStoppedOrFailed runs when a dead runner\'s job is given up or its stop is found stale; its writes roll back with the status', async () => {
      const jobs = registry(ds, false);
      const old = new Date(Date.now() - 10 * fast.staleMs);
      const dead = (attempt: number, status: JobStatus = 'running') => async (id: string) =>
        ds.getRepository(JobEntity).update({ id }, { status, claim: 'dead-runner', heartbeatAt: old, attempt });
      const exhausted = await jobs.enqueue('test.ending', { fail: false }, owner);
      await dead(fast.maxAttempts)(exhausted.id);
      const stopping = await jobs.enqueue('test.ending', { fail: false }, owner);
      await dead(1, 'stopping')(stopping.id);
      const refusing = await jobs.enqueue('test.ending', { fail: false }, owner);
      await dead(fast.maxAttempts)(refusing.id);
      hookFailures.set(refusing.id, 1);
      await jobs.requeueStale();
      assert.equal((await jobs.get(exhausted.id))?.status, 'failed');
      assert.deepEqual(await endings(exhausted.id), [{ jobId: exhausted.id, status: 'failed', error: `The job stopped responding ${fast.maxAttempts} times and was given up.` }]);
      assert.equal((await jobs.get(stopping.id))?.status, 'stopped');
      assert.deepEqual(await endings(stopping.id), [{ jobId: stopping.id, status: 'stopped', error: null }]);
      // The hook threw after its write: the write and the status rolled back together; the next scan ends it.
      assert.deepEqual([(await jobs.get(refusing.id))?.status, await endings(refusing.id)], ['running', []]);
      await jobs.requeueStale();
      assert.deepEqual([(await jobs.get(refusing.id))?.status, (await endings(refusing.id)).map((e) => e.status)], ['failed', ['failed']]);
    });

    test('a run\'s failure whose onStoppedOrFailed throws is not recorded (status nor writes); the job runs again and then ends once', async () => {
      const jobs = registry(ds, false);
      const job = await jobs.enqueue('test.ending', { fail: true }, owner);
      hookFailures.set(job.id, 1);
      jobs.startRunner();
      const failed = await statusOf(jobs, job.id, 'failed');
      assert.equal(failed.attempt, 2, 'the first ending rolled back; the stale heartbeat brought the job back');
      assert.deepEqual(await endings(job.id), [{ jobId: job.id, status: 'failed', error: 'the feed broke' }]);
    });

    test('progress called per item is written at most every progressMs; the last values are written with the outcome', async () => {
      const jobs = registry(ds, true, { progressMs: 60_000 });
      const job = await jobs.enqueue('test.chatty', { gate: 'chatty', items: 200 }, owner);
      await until('the run at its gate', async () => atGate.has(job.id));
      const running = await jobs.get(job.id);
      assert.deepEqual([running?.status, running?.done, running?.total], ['running', 1, 200], 'only the first of 200 progress calls was written');
      gates.open('chatty');
      const done = await statusOf(jobs, job.id, 'completed');
      assert.deepEqual([done.done, done.total, done.failed], [200, 200, 0]);
    });

    test('shutdown re-queues a running job without using up an attempt; the module lifecycle starts and stops the runner', async () => {
      const lifecycle = new Lifecycle();
      const source = await open();
      const ctx = { dataSource: source, log, lifecycle };
      const jobs = createJobs(ctx, fast);
      assert.equal(createJobs(ctx), jobs, 'one registry per module context');
      jobs.define<{ items: number }, number>('test.stoppable', {
        run: async (job) => {
          let polls = 0;
          for (; !(await job.stopRequested()); polls++) await new Promise((r) => setTimeout(r, 20));
          return polls;
        },
      });
      const job = await jobs.enqueue('test.stoppable', { items: 1 }, owner);
      await lifecycle.start();
      await until('the job running', async () => (await jobs.get(job.id))?.status === 'running');
      await lifecycle.stop();
      const requeued = await jobs.get(job.id);
      assert.deepEqual([requeued?.status, requeued?.attempt, requeued?.finishedAt], ['queued', 0, null]);
      await jobs.stop(job.id);
    });

    test('a job that ignores stopRequested past the shutdown wait is re-queued, and its late outcome is dropped', async () => {
      const lines: string[] = [];
      const captured = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
      const jobs = createJobs({ dataSource: ds, log: captured }, { ...fast, shutdownWaitMs: 200 });
      registries.push(jobs);
      jobs.define<{ gate: string }, string>('test.stubborn', { run: async (job) => (await gates.wait(job.input.gate), 'late') });
      const job = await jobs.enqueue('test.stubborn', { gate: 'stubborn' }, owner);
      jobs.startRunner();
      await until('the job running', async () => (await jobs.get(job.id))?.status === 'running');
      await jobs.stopRunner();
      const requeued = await jobs.get(job.id);
      assert.deepEqual([requeued?.status, requeued?.attempt], ['queued', 0]);
      gates.open('stubborn');
      // The run returns after it was given up: its result must not complete the re-queued job.
      await until('the late outcome dropped', async () => lines.some((l) => l.includes(job.id) && l.includes('outcome is dropped')));
      const after = await ds.getRepository(JobEntity).findOneByOrFail({ id: job.id });
      assert.deepEqual([after.status, after.result], ['queued', null]);
      await jobs.stop(job.id);
    });

    test('a runner runs at most its concurrency at once', async () => {
      const jobs = createJobs({ dataSource: ds, log }, { ...fast, concurrency: 2 });
      registries.push(jobs);
      let now = 0;
      let most = 0;
      const waiting = new Set<string>();
      jobs.define<{ gate: string }, null>('test.counted', {
        run: async (job) => {
          most = Math.max(most, ++now);
          waiting.add(job.input.gate);
          try {
            await gates.wait(job.input.gate);
          } finally {
            now--;
          }
          return null;
        },
      });
      const made = [];
      for (let i = 0; i < 5; i++) made.push(await jobs.enqueue('test.counted', { gate: `counted-${i}` }, owner));
      jobs.startRunner();
      // Two run while three wait queued; opening the two running lets the next two in, then the last.
      const opened = new Set<string>();
      const fresh = () => [...waiting].filter((g) => !opened.has(g));
      for (const batch of [2, 2, 1]) {
        const running = await until(`${batch} more jobs running`, async () => (fresh().length >= batch ? fresh() : undefined));
        for (const gate of running) {
          opened.add(gate);
          gates.open(gate);
        }
      }
      for (const job of made) await statusOf(jobs, job.id, 'completed');
      assert.equal(most, 2);
    });

    test('a kind with slots of its own runs beside the shared ones, not behind them', async () => {
      const jobs = createJobs({ dataSource: ds, log }, { ...fast, concurrency: 1 });
      registries.push(jobs);
      const running = { heavy: 0, light: 0 };
      const most = { heavy: 0, light: 0 };
      const counted = (kind: 'heavy' | 'light') => async (job: { input: { gate: string } }) => {
        most[kind] = Math.max(most[kind], ++running[kind]);
        try {
          await gates.wait(job.input.gate);
        } finally {
          running[kind]--;
        }
        return null;
      };
      jobs.define<{ gate: string }, null>('test.heavy', { run: counted('heavy') });
      jobs.define<{ gate: string }, null>('test.light', { concurrency: 3, run: counted('light') });
      const made = [];
      // Heavy ones first (the oldest are claimed first): with one shared slot, two heavy jobs used to hold up every light one.
      for (let i = 0; i < 2; i++) made.push(await jobs.enqueue('test.heavy', { gate: `heavy-${i}` }, owner));
      for (let i = 0; i < 4; i++) made.push(await jobs.enqueue('test.light', { gate: `light-${i}` }, owner));
      jobs.startRunner();
      await until('one heavy and three light jobs running', async () => (running.heavy === 1 && running.light === 3 ? true : undefined));
      for (let i = 0; i < 4; i++) gates.open(`light-${i}`);
      for (let i = 0; i < 2; i++) gates.open(`heavy-${i}`);
      for (const job of made) await statusOf(jobs, job.id, 'completed');
      assert.deepEqual(most, { heavy: 1, light: 3 });
    });

    test('list: newest first, by kind, customer and status, paged', async () => {
      const jobs = registry(ds, false);
      const other = { customerId: '00000000-0000-4000-8000-0000000000bb' };
      const made: string[] = [];
      for (let i = 0; i < 3; i++) {
        made.push((await jobs.enqueue('test.quick', { n: i }, other)).id);
        // Times are kept to the millisecond and equal ones are ordered by id: apart, so "newest first" is the enqueue order.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const page1 = await jobs.list({ customerId: other.customerId, limit: 2, page: 1 });
      const page2 = await jobs.list({ customerId: other.customerId, limit: 2, page: 2 });
      assert.equal(page1.total, 3);
      assert.deepEqual([...page1.items, ...page2.items].map((j) => j.id), [...made].reverse());
      assert.equal((await jobs.list({ customerId: other.customerId, kinds: ['test.failing'] })).total, 0);
      assert.equal((await jobs.list({ customerId: other.customerId, status: ['queued', 'running'] })).total, 3);
      for (const id of made) await jobs.stop(id);
    });
  });
}
