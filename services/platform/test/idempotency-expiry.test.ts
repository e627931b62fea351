// Idempotency keys expire (idempotency/expiry.ts): the sweep removes keys older than the retention and
// keeps the rest, a schedule sweeps at start and then periodically, and every booted module that keeps
// idempotency_keys sweeps without wiring of its own. On MariaDB and, with TEST_DATABASE=sqlite, SQLite.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { defineModule } from '../src/boot.ts';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { Lifecycle } from '../src/lifecycle.ts';
import { createLogger } from '../src/logger.ts';
import {
  idempotencyEntities, IdempotencyKeyEntity, idempotencyMigrations, scheduleIdempotencySweep, sweepIdempotencyKeys, type IdempotencyKeyRow,
} from '../src/idempotency/index.ts';
import { createTestDatabase, startTestService, type TestDatabase } from '../src/testing/index.ts';

const HOUR = 60 * 60 * 1000;
const log = createLogger('idempotency-expiry', 'silent');

let db: TestDatabase;
let ds: DataSource;

before(async () => {
  db = await createTestDatabase('idempotency_expiry');
  ds = await openDataSource(createDataSource({ url: db.url, entities: [...idempotencyEntities], migrations: [...idempotencyMigrations] }), true);
});

after(async () => {
  await ds?.destroy();
  await db?.drop();
});

/** A key row made at `createdAt`, under a key of its own. */
const keyMadeAt = (createdAt: Date): IdempotencyKeyRow => ({
  operation: 'createThing', userId: randomUUID(), key: `key-${randomUUID()}`, fingerprint: 'f'.repeat(64), resourceId: randomUUID(), status: 201, createdAt,
});

const stillThere = async (ds: DataSource, rows: IdempotencyKeyRow[]): Promise<boolean[]> =>
  Promise.all(rows.map(async (row) => (await ds.getRepository(IdempotencyKeyEntity).countBy({ operation: row.operation, userId: row.userId, key: row.key })) === 1));

async function until(what: string, check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('the sweep removes the keys older than 24 hours and keeps the younger ones', async () => {
  const now = new Date('2026-11-27T12:00:00.000Z');
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const old = [keyMadeAt(at(24 * 30)), keyMadeAt(at(24 + 1 / 60))];
  const fresh = [keyMadeAt(at(24 - 1 / 60)), keyMadeAt(at(1)), keyMadeAt(now)];
  await ds.getRepository(IdempotencyKeyEntity).insert([...old, ...fresh]);
  assert.equal(await sweepIdempotencyKeys(ds, undefined, now), 2);
  assert.deepEqual(await stillThere(ds, old), [false, false]);
  assert.deepEqual(await stillThere(ds, fresh), [true, true, true]);
  assert.equal(await sweepIdempotencyKeys(ds, undefined, now), 0, 'nothing more to sweep');
});

test('a scheduled sweep runs at start and then every interval, and stops with the module', async () => {
  const lifecycle = new Lifecycle();
  scheduleIdempotencySweep(lifecycle, { ds, log, intervalMs: 50 });
  const expiredBeforeStart = keyMadeAt(new Date(Date.now() - 25 * HOUR));
  await ds.getRepository(IdempotencyKeyEntity).insert(expiredBeforeStart);
  await lifecycle.start();
  try {
    await until('the sweep at start', async () => !(await stillThere(ds, [expiredBeforeStart]))[0]);
    const expiredLater = keyMadeAt(new Date(Date.now() - 25 * HOUR));
    const fresh = keyMadeAt(new Date());
    await ds.getRepository(IdempotencyKeyEntity).insert([expiredLater, fresh]);
    await until('a later sweep', async () => !(await stillThere(ds, [expiredLater]))[0]);
    assert.deepEqual(await stillThere(ds, [fresh]), [true]);
  } finally {
    await lifecycle.stop();
  }
  const afterStop = keyMadeAt(new Date(Date.now() - 25 * HOUR));
  await ds.getRepository(IdempotencyKeyEntity).insert(afterStop);
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.deepEqual(await stillThere(ds, [afterStop]), [true], 'no sweep once stopped');
});

const answer = (_req: unknown, res: Response) => void res.json({ items: [] });
let madeAtCreate: { expired: IdempotencyKeyRow; fresh: IdempotencyKeyRow } | undefined;

/** A module that accepts Idempotency-Key as a context does (its entities and migrations), and nothing more. */
const keyedModule = defineModule({
  name: 'edge',
  specPath: fileURLToPath(new URL('./fixtures/edge.openapi.yaml', import.meta.url)),
  entities: [...idempotencyEntities],
  migrations: [...idempotencyMigrations],
  async create(ctx) {
    // Keys left from before this start (the database is migrated by now).
    madeAtCreate = { expired: keyMadeAt(new Date(Date.now() - 25 * HOUR)), fresh: keyMadeAt(new Date(Date.now() - HOUR)) };
    await ctx.dataSource.getRepository(IdempotencyKeyEntity).insert([madeAtCreate.expired, madeAtCreate.fresh]);
    return { handlers: { listEdgeItems: answer, getEdgeSessionOnly: answer, getEdgePublic: answer } };
  },
});

test('a booted module that keeps idempotency_keys sweeps them without wiring of its own', async () => {
  const svc = await startTestService(keyedModule);
  try {
    const { expired, fresh } = madeAtCreate!;
    await until('the booted module\'s sweep', async () => !(await stillThere(svc.booted.dataSource, [expired]))[0]);
    assert.deepEqual(await stillThere(svc.booted.dataSource, [fresh]), [true]);
  } finally {
    await svc.close();
  }
});
