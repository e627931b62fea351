// The jobs kit inside a booted module (bootService, as a service's own process and the embedded
// default boot it): the jobs table comes with the platform's migrations, createJobs(ctx) in the
// module's create starts its runner with the module, and closing the module re-queues a running job.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import type { Response } from 'express';
import { defineModule } from '../src/boot.ts';
import { createJobs, type Jobs } from '../src/jobs/registry.ts';
import { createConnection } from 'mysql2/promise';
import { startTestService } from '../src/testing/index.ts';

const specPath = fileURLToPath(new URL('./fixtures/edge.openapi.yaml', import.meta.url));
const answer = (_req: unknown, res: Response) => void res.json({ items: [] });
let jobs: Jobs | undefined;

const module = defineModule({
  name: 'edge',
  specPath,
  entities: [],
  migrations: [],
  async create(ctx) {
    jobs = createJobs(ctx, { pollMs: 50, heartbeatMs: 100, shutdownWaitMs: 3000 });
    jobs.define<{ n: number }, number>('edge.double', { run: async (job) => job.input.n * 2 });
    jobs.define<null, number>('edge.endless', {
      run: async (job) => {
        let polls = 0;
        for (; !(await job.stopRequested()); polls++) await new Promise((r) => setTimeout(r, 20));
        return polls;
      },
    });
    return { handlers: { listEdgeItems: answer, getEdgeSessionOnly: answer, getEdgePublic: answer } };
  },
});

async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

test('a booted module runs its jobs, and closing it re-queues the running one', async () => {
  const svc = await startTestService(module);
  const owner = { customerId: '00000000-0000-4000-8000-00000000000c' };
  let endless: string | undefined;
  try {
    const job = await jobs!.enqueue('edge.double', { n: 4 }, owner);
    const done = await until('the job completed', async () => {
      const j = await jobs!.get(job.id);
      return j?.status === 'completed' ? j : undefined;
    });
    assert.equal(done.result, 8);
    endless = (await jobs!.enqueue('edge.endless', null, owner)).id;
    await until('the endless job running', async () => (await jobs!.get(endless!))?.status === 'running');
    const rows = (await svc.booted.dataSource.query('SELECT status, attempt FROM jobs WHERE id = ?', [endless])) as Array<{ status: string; attempt: number }>;
    assert.equal(rows[0]?.status, 'running');
  } finally {
    // Closing stops the module (its runner first, while the database is open); the row is read just
    // before the test database is dropped.
    let after: Array<{ status: string; attempt: number }> = [];
    const drop = svc.db.drop.bind(svc.db);
    svc.db.drop = async () => {
      const c = await createConnection(svc.db.url);
      [after] = (await c.query('SELECT status, attempt FROM jobs WHERE id = ?', [endless ?? ''])) as unknown as [typeof after];
      await c.end();
      await drop();
    };
    await svc.close();
    if (endless) assert.deepEqual(after.map((r) => [r.status, Number(r.attempt)]), [['queued', 0]]);
  }
});
