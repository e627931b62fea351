// A wake-up once the writer's transaction has committed: the outbox relay for an event recorded in it,
// the jobs runner for a job enqueued in it. Woken before the commit, their read cannot see the row and
// they sleep until their next poll (the relay's 500 ms, the runner's 1 s): at 20 orders a second across
// Kafka, a third of the creation jobs waited for the runner's poll that way (docs/decisions.md). Woken
// at the commit, they see it. Built on TypeORM's transaction events (a subscriber added to the data
// source once): work registered in a transaction runs when its outermost commit is done, and never
// when it rolls back.
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';

const pending = new WeakMap<QueryRunner, Array<() => void>>();
const installed = new WeakSet<DataSource>();

const subscriber: EntitySubscriberInterface = {
  afterTransactionCommit({ queryRunner }) {
    // A savepoint's release (a nested transaction) is not the commit: the row is not visible yet.
    if (queryRunner.isTransactionActive) return;
    const work = pending.get(queryRunner);
    if (!work) return;
    pending.delete(queryRunner);
    for (const w of work) w();
  },
  afterTransactionRollback({ queryRunner }) {
    if (!queryRunner.isTransactionActive) pending.delete(queryRunner);
  },
};

/**
 * Runs `work` (synchronous, cheap: a kick) once the transaction `manager` belongs to has committed.
 * Returns false, doing nothing, when `manager` is in no transaction (its write has committed already)
 * or the data source is not initialised: the caller then wakes its reader its own way.
 */
export function onCommit(manager: EntityManager | undefined, work: () => void): boolean {
  const runner = manager?.queryRunner;
  const ds = manager?.connection;
  if (!runner || !ds?.isInitialized || !runner.isTransactionActive) return false;
  if (!installed.has(ds)) {
    installed.add(ds);
    ds.subscribers.push(subscriber);
  }
  const work$ = pending.get(runner);
  if (work$) work$.push(work);
  else pending.set(runner, [work]);
  return true;
}
