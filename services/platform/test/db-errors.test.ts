// Deadlocks are the database's normal business, not the caller's failure: two kit transactions
// that take the same two rows in opposite order on the real MariaDB both commit (the victim runs
// again whole), and a transaction that fails for any other reason is not run again.
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { EntitySchema, type DataSource } from 'typeorm';
import { createDataSource, openDataSource } from '../src/data/data-source.ts';
import { idColumn } from '../src/data/columns.ts';
import { isDuplicateKey, isTransientDbError, retryTransient } from '../src/data/db-errors.ts';
import { Outbox } from '../src/events/outbox.ts';
import { OwnedKit } from '../src/owned/kit.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.ts';

interface Counter { id: string; value: number }
const CounterEntity = new EntitySchema<Counter>({ name: 'TestCounter', tableName: 'test_counters', columns: { id: idColumn, value: { type: 'int' } } });

let db: TestDatabase;
let ds: DataSource;
let kit: OwnedKit<'test', Record<string, never>>;
const [first, second] = [randomUUID(), randomUUID()];

before(async () => {
  db = await createTestDatabase('deadlocks');
  ds = await openDataSource(createDataSource({ url: db.url, entities: [CounterEntity], migrations: [] }), true);
  await ds.synchronize();
  kit = new OwnedKit(ds, new Outbox<'test', Record<string, never>>('test', '', () => {}, {}));
  await ds.getRepository(CounterEntity).insert([{ id: first, value: 0 }, { id: second, value: 0 }]);
});

after(async () => {
  await ds?.destroy();
  await db?.drop();
});

/** Both transactions hold their first row when either asks for its second: a deadlock, every time. */
function crossing(order: [string, string], bothHoldFirst: Promise<void>, holding: () => void, runs: { count: number }) {
  return kit.transaction(async (tx) => {
    runs.count++;
    await tx.m.increment(CounterEntity, { id: order[0] }, 'value', 1);
    if (runs.count === 1) {
      holding();
      await bothHoldFirst;
    }
    await tx.m.increment(CounterEntity, { id: order[1] }, 'value', 1);
    return runs.count;
  });
}

test('two transactions that deadlock on MariaDB both commit: the victim runs again whole', async () => {
  let held = 0;
  let release!: () => void;
  const bothHoldFirst = new Promise<void>((resolve) => (release = resolve));
  const holding = () => void (++held === 2 && release());
  const [runsA, runsB] = [{ count: 0 }, { count: 0 }];
  await Promise.all([crossing([first, second], bothHoldFirst, holding, runsA), crossing([second, first], bothHoldFirst, holding, runsB)]);
  assert.equal(runsA.count + runsB.count, 3, 'one of the two was chosen as the victim and ran once more');
  const values = (await ds.getRepository(CounterEntity).find()).map((c) => c.value);
  assert.deepEqual(values, [2, 2], 'each transaction counted once on each row: the victim\'s first try left nothing');
});

test('a transaction failing for another reason runs once and its error reaches the caller', async () => {
  let runs = 0;
  await assert.rejects(
    kit.transaction(async (tx) => {
      runs++;
      await tx.m.insert(CounterEntity, { id: first, value: 9 });
    }),
    (error: unknown) => isDuplicateKey(error) && !isTransientDbError(error),
  );
  assert.equal(runs, 1);
});

test('retryTransient gives up after its attempts, with the last error', async () => {
  let runs = 0;
  const deadlock = Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), { errno: 1213, code: 'ER_LOCK_DEADLOCK' });
  await assert.rejects(retryTransient(async () => (runs++, Promise.reject(deadlock)), 3), /Deadlock found/);
  assert.equal(runs, 3);
});
