// One kind of owned row, declared once: its entity, owner columns, the detail of its 404 and its list
// declaration. Every read is narrowed by the actor's scope in SQL, so another customer's row is "not
// found" exactly like a missing one without the store saying so; every write reads the row for update
// inside its transaction and records its typed event in the same transaction, from the row as written.
import { randomUUID } from 'node:crypto';
import { In, type EntityManager, type EntitySchema, type ObjectLiteral, type QueryDeepPartialEntity, type SelectQueryBuilder } from 'typeorm';
import { notFound } from '../problems.ts';
import { listPage, type ListQuery, type Page } from '../data/paging.ts';
import type { EventsOf, NewEventOf } from '../events/event-map.ts';
import type { ListDeclaration } from '@adops/openapi/generated/lists';
import type { Actor, OwnedTransactions, Tx } from './transactions.ts';
import { whereOwned, type Owners } from './owners.ts';
import { scopeOf, type Scope } from '../tenancy.ts';
import type { AgentLinks } from './agent-links.ts';


export interface ResourceDeclaration<R> {
  entity: EntitySchema<R>;
  /** The alias of its queries, e.g. 'a'. */
  alias: string;
  owners: Owners<R>;
  /** Every user of the owning customer reads it, whatever their level within the customer (a profile, a dashboard). */
  customerWide?: boolean;
  /**
   * A catalogue every signed-in caller the operation admits reads (products: `owners: 'staff'`, yet the
   * dashboard's order flow lists them); writes (lock, update, remove) keep the owners' scope.
   */
  readableByAll?: boolean;
  /**
   * A row of no customer (its customer column null) is shared: every customer's users read it, e.g. an ad
   * account the platform runs for any customer's campaigns. Reads only, and only customer-wide (a shared row has
   * no office or agent to narrow by); writes keep the owners' scope.
   */
  sharedWithoutCustomer?: boolean;
  /** The problem detail when a row is missing or out of reach, e.g. 'Agent not found.'. */
  notFound: string;
  /** The list operation's declaration, generated from its spec's x-list (openapi/generated/lists.ts). */
  list?: ListDeclaration;
}

export interface ResourceListQuery extends ListQuery {
  /** With a declaration that has `searchField`: the one search field matched; otherwise the term matches any. */
  searchField?: string;
}

/**
 * A list's filters: row properties and the values they must equal; an undefined value filters nothing
 * (the query parameter was not sent), null matches the rows where the property is null. The names come from code, never from the request.
 */
export type ListFilters<R> = { [K in keyof R & string]?: R[K] | undefined };

type Event<E> = NewEventOf<E>;
type Timestamps = { createdAt?: Date; updatedAt?: Date };

export class OwnedResource<R extends ObjectLiteral & { id: string }, C extends string, E = EventsOf<C>> {
  private readonly kit: OwnedTransactions<C, E>;
  readonly declaration: ResourceDeclaration<R>;

  constructor(kit: OwnedTransactions<C, E>, declaration: ResourceDeclaration<R>) {
    if (declaration.sharedWithoutCustomer && !declaration.customerWide) throw new Error(`${declaration.alias}: sharedWithoutCustomer needs customerWide`);
    this.kit = kit;
    this.declaration = declaration;
  }

  /** A query of the rows the actor reaches; add filters, never remove the scope. */
  async query(actor: Actor, m: EntityManager = this.kit.ds.manager, purpose: 'read' | 'write' = 'read'): Promise<SelectQueryBuilder<R>> {
    const { entity, alias, owners, customerWide = false, readableByAll = false, sharedWithoutCustomer = false } = this.declaration;
    const readsAll = purpose === 'read' && readableByAll && !('system' in actor) && scopeOf(actor).level !== 'nothing';
    const scope: Scope = readsAll ? { level: 'all' } : await this.kit.scopeFor(actor, owners, customerWide, m);
    return whereOwned(m.getRepository(entity).createQueryBuilder(alias), alias, owners, scope, purpose === 'read' && sharedWithoutCustomer);
  }

  /** One page of the rows the actor reaches, sorted and searched as the list declaration allows. */
  async list(actor: Actor, q: ResourceListQuery, narrow?: ListFilters<R> | ((qb: SelectQueryBuilder<R>) => void)): Promise<Page<R>> {
    const decl = this.declaration.list;
    if (!decl) throw new Error(`${this.declaration.alias}: this resource declares no list`);
    const qb = await this.query(actor);
    if (typeof narrow === 'function') narrow(qb);
    else if (narrow) {
      for (const [column, value] of Object.entries(narrow)) {
        if (value === undefined) continue;
        // SQL's `= NULL` is never true: a null filter (e.g. listings of no agent) asks IS NULL.
        if (value === null) qb.andWhere(`${this.declaration.alias}.${column} IS NULL`);
        else qb.andWhere(`${this.declaration.alias}.${column} = :filter_${column}`, { [`filter_${column}`]: value });
      }
    }
    const searchIn = decl.searchField && q.searchField && decl.search.includes(q.searchField) ? [q.searchField] : decl.search;
    return listPage(qb, q, { alias: this.declaration.alias, sortable: decl.sort, defaultSort: decl.defaultSort, defaultLimit: decl.pageSize, searchIn });
  }

  /** The row if the actor reaches it. */
  async find(actor: Actor, id: string, m?: EntityManager): Promise<R | null> {
    const qb = await this.query(actor, m);
    return qb.andWhere(`${this.declaration.alias}.id = :ownedId`, { ownedId: id }).getOne();
  }

  /** The row, or the declaration's 404 when it is missing or out of the actor's reach. */
  async get(actor: Actor, id: string, m?: EntityManager): Promise<R> {
    const row = await this.find(actor, id, m);
    if (!row) throw notFound(this.declaration.notFound);
    return row;
  }

  /** Inside a write: a query of the rows the actor reaches, each locked until the transaction ends when read. */
  async queryForUpdate(tx: Tx<C, E>, actor: Actor): Promise<SelectQueryBuilder<R>> {
    const qb = await this.query(actor, tx.m, 'write');
    return this.kit.locksRows ? qb.setLock('pessimistic_write') : qb;
  }

  /** Inside a write: the row read for update (locked until the transaction ends), or 404. */
  async lock(tx: Tx<C, E>, actor: Actor, id: string): Promise<R> {
    const qb = await this.queryForUpdate(tx, actor);
    const row = await qb.andWhere(`${this.declaration.alias}.id = :ownedId`, { ownedId: id }).getOne();
    if (!row) throw notFound(this.declaration.notFound);
    return row;
  }

  /** A new row (fresh id, timestamps now) and its event, in one transaction. */
  async create(fields: Omit<R, 'id' | 'createdAt' | 'updatedAt'>, event: (row: R) => Event<E>, check?: (tx: Tx<C, E>) => Promise<void>): Promise<R> {
    return this.kit.transaction(async (tx) => {
      await check?.(tx);
      return this.insert(tx, fields, event);
    });
  }

  /**
   * Inserts a new row inside a transaction the caller runs, and records its event there. The id is a
   * fresh one unless the caller made it first (a value bound to the row's id, e.g. a sealed secret).
   */
  async insert(tx: Tx<C, E>, fields: Omit<R, 'id' | 'createdAt' | 'updatedAt'> & { id?: string }, event?: (row: R) => Event<E>): Promise<R> {
    const now = new Date();
    const row = { ...fields, id: fields.id ?? randomUUID(), createdAt: now, updatedAt: now } as unknown as R;
    await tx.m.insert(this.declaration.entity, row as QueryDeepPartialEntity<R>);
    await this.linkAgents(tx.m, row);
    if (event) await tx.record(event(row));
    return row;
  }

  /**
   * Changes a row the actor reaches: read for update, `change` decides the new values from the
   * current row, the row is written with a fresh updatedAt, and the event is made from the row as
   * it now is, all in one transaction.
   */
  async update(actor: Actor, id: string, change: (current: R, tx: Tx<C, E>) => Partial<R> | Promise<Partial<R>>, event?: (next: R, before: R) => Event<E> | undefined): Promise<R> {
    return this.kit.transaction((tx) => this.updateIn(tx, actor, id, change, event));
  }

  /** update() inside a transaction the caller runs. */
  async updateIn(tx: Tx<C, E>, actor: Actor, id: string, change: (current: R, tx: Tx<C, E>) => Partial<R> | Promise<Partial<R>>, event?: (next: R, before: R) => Event<E> | undefined): Promise<R> {
    const current = await this.lock(tx, actor, id);
    return this.write(tx, current, await change(current, tx), event);
  }

  /** Writes changes to a row already read for update in this transaction; records the event of the result. */
  async write(tx: Tx<C, E>, current: R, changes: Partial<R>, event?: (next: R, before: R) => Event<E> | undefined): Promise<R> {
    const stamped: Partial<R> & Timestamps = 'updatedAt' in current ? { ...changes, updatedAt: new Date() } : changes;
    const next = { ...current, ...stamped } as R;
    await tx.m.update(this.declaration.entity, current.id, stamped as QueryDeepPartialEntity<R>);
    await this.linkAgents(tx.m, next, current);
    const recorded = event?.(next, current);
    if (recorded) await tx.record(recorded);
    return next;
  }

  /** Removes a row the actor reaches, after `before` (what goes with it) and with its event, in one transaction. */
  async remove(actor: Actor, id: string, event?: (row: R) => Event<E>, before?: (row: R, tx: Tx<C, E>) => Promise<void>): Promise<R> {
    return this.kit.transaction(async (tx) => {
      const row = await this.lock(tx, actor, id);
      await before?.(row, tx);
      await this.delete(tx, row, event);
      return row;
    });
  }

  /** Deletes a row already read for update in this transaction, with its agent links; records its event. */
  async delete(tx: Tx<C, E>, row: R, event?: (row: R) => Event<E>): Promise<void> {
    await this.unlinkAgents(tx.m, row.id);
    await tx.m.delete(this.declaration.entity, row.id);
    if (event) await tx.record(event(row));
  }

  /**
   * Deletes rows already read for update in this transaction, with their agent links, in one statement
   * each (not one per row); records each row's event.
   */
  async deleteMany(tx: Tx<C, E>, rows: R[], event?: (row: R) => Event<E>): Promise<void> {
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    const list = this.maintainedAgents;
    if (list) await tx.m.delete(list.links, { ownedId: In(ids) });
    await tx.m.delete(this.declaration.entity, ids);
    if (event) for (const row of rows) await tx.record(event(row));
  }

  /** The agent list the kit keeps for this resource, if it declares one it maintains (not a borrowed one). */
  private get maintainedAgents(): { links: AgentLinks; of: (row: R) => string[] } | undefined {
    const { owners } = this.declaration;
    if (owners === 'staff' || typeof owners.agent !== 'object' || !('of' in owners.agent)) return undefined;
    return owners.agent;
  }

  /** Makes the link table hold exactly the row's agents (only when they changed from `before`). */
  private async linkAgents(m: EntityManager, row: R, before?: R): Promise<void> {
    const list = this.maintainedAgents;
    if (!list) return;
    const agents = [...new Set(list.of(row))];
    if (before) {
      const was = [...new Set(list.of(before))];
      if (was.length === agents.length && was.every((a) => agents.includes(a))) return;
      await m.delete(list.links, { ownedId: row.id });
    }
    if (agents.length) await m.insert(list.links, agents.map((agentId) => ({ ownedId: row.id, agentId })));
  }

  private async unlinkAgents(m: EntityManager, id: string): Promise<void> {
    const list = this.maintainedAgents;
    if (list) await m.delete(list.links, { ownedId: id });
  }
}
