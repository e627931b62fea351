// The transactions of one context's owned rows: its data source and typed outbox, the transaction
// every write runs in (the change and its event together), who a read or write is for, and how the
// context resolves an agent-level principal for rows that have offices but no agent (the agent's
// offices, which only this context knows). Every owned resource (owned-resource.ts) runs on these;
// the kit (kit.ts) adds the declaration of resources.
import type { DataSource, EntityManager } from 'typeorm';
import type { Outbox } from '../events/outbox.ts';
import type { EventsOf, NewEventOf } from '../events/event-map.ts';
import { scopeOf, type Scope } from '../tenancy.ts';
import { retryTransient } from '../data/db-errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { Owners } from './owners.ts';

/** The platform acting for nobody in particular (an event consumer, a job): it reaches every row. */
export const SYSTEM = Object.freeze({ system: true as const });

/** Who a read or a write is for: a signed-in principal, or the system itself. */
export type Actor = Principal | typeof SYSTEM;

/** A write's transaction: its entity manager and the outbox bound to it. */
export interface Tx<C extends string, E = EventsOf<C>> {
  readonly m: EntityManager;
  /** Records one of this context's events in this transaction. */
  record(event: NewEventOf<E>): Promise<void>;
}

export interface KitOptions {
  /** The offices of an agent, for agent-level principals reading rows that have no agent column. */
  agentOffices?(m: EntityManager, customerId: string, agentId: string): Promise<string[]>;
}

export class OwnedTransactions<C extends string, E = EventsOf<C>> {
  readonly ds: DataSource;
  readonly outbox: Outbox<C, E>;
  private readonly options: KitOptions;
  /** Row locks exist on MySQL; SQLite serialises every writer (data/sqlite-lock.ts), which locks more. */
  readonly locksRows: boolean;

  constructor(ds: DataSource, outbox: Outbox<C, E>, options: KitOptions = {}) {
    this.ds = ds;
    this.outbox = outbox;
    this.options = options;
    this.locksRows = ds.options.type === 'mysql' || ds.options.type === 'mariadb';
  }

  /**
   * Runs `work` in one transaction; what it records is written with its change or not at all. A
   * deadlock victim (MySQL) is run again whole (data/db-errors.ts), so `work` keeps its effects in
   * the database: anything outside it (an object put) happens before or after, never inside.
   */
  async transaction<T>(work: (tx: Tx<C, E>) => Promise<T>): Promise<T> {
    let recorded = false;
    const result = await retryTransient(() => this.ds.transaction((m) => work(this.within(m, () => (recorded = true)))));
    // Its events are visible now: the relay publishes them at once rather than at its next poll,
    // so the contexts that follow this one hear of the change as soon as it exists.
    if (recorded) this.outbox.wake();
    return result;
  }

  /** A Tx over a transaction someone else opened (an event consumer runs in the inbox's). */
  within(m: EntityManager, onRecord?: () => void): Tx<C, E> {
    return { m, record: async (event) => void (await this.outbox.record(m, event), onRecord?.()) };
  }

  /** The scope an actor reads rows with these owners at. */
  async scopeFor<R>(actor: Actor, owners: Owners<R>, customerWide: boolean, m: EntityManager): Promise<Scope> {
    if ('system' in actor) return { level: 'all' };
    const scope = scopeOf(actor);
    if (customerWide && (scope.level === 'offices' || scope.level === 'agent')) return { level: 'customer', customerId: scope.customerId };
    if (scope.level === 'agent' && owners !== 'staff' && !owners.agent && owners.office && this.options.agentOffices) {
      return { level: 'offices', customerId: scope.customerId, officeIds: await this.options.agentOffices(m, scope.customerId, scope.agentId) };
    }
    return scope;
  }
}
