// Where a row keeps its owners, and what part of them a scope reaches. An entity declares its owner
// columns once; the owned-resource kit turns a principal's scope into the WHERE clause of every read
// (so a forgotten check cannot exist) and into the check of a row already in hand.
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Scope } from '../tenancy.ts';
import type { AgentLinks } from './agent-links.ts';

/**
 * A row's agents as a list (a listing has up to three), kept in a link table (agent-links.ts): either
 * the kit maintains the links from `of(row)` with every insert, write and removal of the row, or the
 * row borrows the links of another resource's row whose id it holds in `via` (an open-home visitor
 * is reached by the agents of its listing).
 */
export type AgentList<R> = { links: AgentLinks; of: (row: R) => string[] } | { links: AgentLinks; via: keyof R & string };

/** Owner columns, as entity property names. */
export interface OwnerProperties<R> {
  /** The owning customer's id (for the customer itself: its `id`). */
  customer: keyof R & string;
  /** The office the row belongs to: one id column, or a JSON array of ids (`many`). */
  office?: { column: keyof R & string; many: boolean };
  /** The agent the row belongs to (for the agent itself: its `id`), or its agents as a list. */
  agent?: (keyof R & string) | AgentList<R>;
}

/**
 * Who owns rows of a kind: their owner columns, or `'staff'` for rows that belong to no customer
 * (catalogues such as dashboard templates) and that only staff reach.
 */
export type Owners<R> = OwnerProperties<R> | 'staff';

/**
 * Narrows a query to the rows the scope reaches. `scope.level === 'agent'` needs an agent column. With
 * `shared`, a row of no customer is reached by every customer's users too (a customer-wide read only: the
 * declaration checks that, see ResourceDeclaration.sharedWithoutCustomer).
 */
export function whereOwned<R extends ObjectLiteral>(qb: SelectQueryBuilder<R>, alias: string, owners: Owners<R>, scope: Scope, shared = false): SelectQueryBuilder<R> {
  if (scope.level === 'all') return qb;
  if (scope.level === 'nothing' || owners === 'staff') return qb.andWhere('1 = 0');
  const col = (c: string) => `${alias}.${c}`;
  if (shared && scope.level === 'customer') return qb.andWhere(`(${col(owners.customer)} = :ownerCustomer OR ${col(owners.customer)} IS NULL)`, { ownerCustomer: scope.customerId });
  qb.andWhere(`${col(owners.customer)} = :ownerCustomer`, { ownerCustomer: scope.customerId });
  if (scope.level === 'customer') return qb;
  if (scope.level === 'agent') return whereAgent(qb, alias, owners.agent, scope.agentId);
  const { office } = owners;
  if (!office || scope.officeIds.length === 0) return qb.andWhere('1 = 0');
  if (!office.many) return qb.andWhere(`${col(office.column)} IN (:...ownerOffices)`, { ownerOffices: scope.officeIds });
  // A JSON array of ids stored as text: any of the scope's offices as a quoted element.
  const clauses = scope.officeIds.map((_, i) => `${col(office.column)} LIKE :ownerOffice${i}`);
  return qb.andWhere(`(${clauses.join(' OR ')})`, Object.fromEntries(scope.officeIds.map((id, i) => [`ownerOffice${i}`, `%"${id}"%`])));
}

function whereAgent<R extends ObjectLiteral>(qb: SelectQueryBuilder<R>, alias: string, agent: OwnerProperties<R>['agent'], agentId: string): SelectQueryBuilder<R> {
  if (!agent) return qb.andWhere('1 = 0');
  if (typeof agent === 'string') return qb.andWhere(`${alias}.${agent} = :ownerAgent`, { ownerAgent: agentId });
  // The rows the agent is linked to, through the link table's (agentId, ownedId) index.
  const link = `${alias}_agentLink`;
  const linked = qb.subQuery().select(`${link}.ownedId`).from(agent.links, link).where(`${link}.agentId = :ownerAgent`).getQuery();
  return qb.andWhere(`${alias}.${'via' in agent ? agent.via : 'id'} IN ${linked}`, { ownerAgent: agentId });
}

/** Whether the scope reaches a row already read (the same rule as whereOwned). */
export function reaches<R extends ObjectLiteral>(scope: Scope, owners: Owners<R>, row: R): boolean {
  if (scope.level === 'all') return true;
  if (scope.level === 'nothing' || owners === 'staff') return false;
  if (row[owners.customer] !== scope.customerId) return false;
  if (scope.level === 'customer') return true;
  if (scope.level === 'agent') {
    const { agent } = owners;
    if (!agent) return false;
    if (typeof agent === 'string') return row[agent] === scope.agentId;
    // A borrowed list is not in the row: only a query (whereOwned) can tell.
    return 'of' in agent && agent.of(row).includes(scope.agentId);
  }
  if (!owners.office) return false;
  const value = row[owners.office.column] as string | string[] | null;
  const offices = Array.isArray(value) ? value : value ? [value] : [];
  return offices.some((o) => scope.officeIds.includes(o));
}
