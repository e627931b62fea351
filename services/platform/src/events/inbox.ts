// Idempotent consumers: the event id is recorded in the inbox in the same transaction as the
// handler's effect, so a redelivered event is recognised and has no second effect.
import type { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope } from './envelope.ts';
import { InboxEntity } from './schema.ts';
import { retryTransient } from '../data/db-errors.ts';

export type EventHandler = (event: EventEnvelope, manager: EntityManager) => Promise<void>;

/** What one service consumes: handlers by event type, over the topics of the contexts it listens to. */
export interface Subscription {
  /** The consuming service; also its consumer-group name. */
  consumer: string;
  /** Producing contexts, e.g. ['identity']: their topics are consumed. */
  sources: string[];
  handlers: Record<string, EventHandler>;
}

type AfterCommit = () => Promise<void>;
const afterCommits = new WeakMap<EntityManager, AfterCommit[]>();

/**
 * Runs `work` once the event's transaction (the `manager` its handler was given) has committed, and
 * never when it rolls back: for calls to another system (a payment provider) that must neither hold
 * the transaction open nor open a second one inside it. Best effort: the event is handled whatever
 * `work` does, so `work` catches and reports its own failures (one that escapes is dropped).
 */
export function afterCommit(manager: EntityManager, work: AfterCommit): void {
  const queue = afterCommits.get(manager);
  if (!queue) throw new Error('afterCommit: only inside an event handler run by handleOnce');
  queue.push(work);
}

/** Returns false when this consumer had already handled the event. */
export async function handleOnce(ds: DataSource, consumer: string, event: EventEnvelope, handler: EventHandler): Promise<boolean> {
  let queue: AfterCommit[] = [];
  // A deadlock victim is run again here, whole, rather than failing the batch back to the broker.
  const handled = await retryTransient(() => ds.transaction(async (manager) => {
    // each attempt has its own queue: a rolled-back attempt's work is never run
    queue = [];
    afterCommits.set(manager, queue);
    const seen = await manager.findOne(InboxEntity, { where: { consumer, eventId: event.id } });
    if (seen) return false;
    // A concurrent duplicate fails on the primary key here and rolls back; its retry then sees the row.
    await manager.insert(InboxEntity, { consumer, eventId: event.id, type: event.type, handledAt: new Date() });
    await handler(event, manager);
    return true;
  }));
  for (const work of queue) await work().catch(() => undefined);
  return handled;
}

/** Several subscriptions of one service as one: one consumer group, the union of sources, every handler. */
export function mergeSubscriptions(consumer: string, subs: Subscription[]): Subscription {
  const handlers: Record<string, EventHandler> = {};
  for (const sub of subs) {
    for (const [type, handler] of Object.entries(sub.handlers)) {
      const before = handlers[type];
      handlers[type] = before ? async (event, manager) => (await before(event, manager), handler(event, manager)) : handler;
    }
  }
  return { consumer, sources: [...new Set(subs.flatMap((s) => s.sources))], handlers };
}
