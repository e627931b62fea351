// Where a row keeps its owners, and what part of them a scope reaches. An entity declares its owner
// columns once; the owned-resource kit turns a principal's scope into the WHERE clause of every read
// (so a forgotten check cannot exist) and into the check of a row already in hand.
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { Scope } from '../tenancy.ts';

/** Owner columns, as entity property names. */
export interface OwnerProperties<R> {
  /** The owning customer's id (for the customer itself: its `id`). */
  customer: keyof R & string;
  /** The office the row belongs to: one id column, or a JSON array of ids (`many`). */
  office?: { column: keyof R & string; many: boolean };
  /** The agent the row belongs to (for the agent itself: its `id`). */
  agent?: keyof R & string;
}

/**
 * Who owns rows of a kind: their owner columns, or `'staff'` for rows that belong to no customer
 * (catalogues such as dashboard templates) and that only staff reach.
 */
export type Owners<R> = OwnerProperties<R> | 'staff';

/** Narrows a query to the rows the scope reaches. `scope.level === 'agent'` needs an agent column. */
export function whereOwned<R extends ObjectLiteral>(qb: SelectQueryBuilder<R>, alias: string, owners: Owners<R>, scope: Scope): SelectQueryBuilder<R> {
  if (scope.level === 'all') return qb;
  if (scope.level === 'nothing' || owners === 'staff') return qb.andWhere('1 = 0');
  const col = (c: string) => `${alias}.${c}`;
  qb.andWhere(`${col(owners.customer)} = :ownerCustomer`, { ownerCustomer: scope.customerId });
  if (scope.level === 'customer') return qb;
  if (scope.level === 'agent') return owners.agent ? qb.andWhere(`${col(owners.agent)} = :ownerAgent`, { ownerAgent: scope.agentId }) : qb.andWhere('1 = 0');
  const { office } = owners;
  if (!office || scope.officeIds.length === 0) return qb.andWhere('1 = 0');
  if (!office.many) return qb.andWhere(`${col(office.column)} IN (:...ownerOffices)`, { ownerOffices: scope.officeIds });
  // A JSON array of ids stored as text: any of the scope's offices as a quoted element.
  const clauses = scope.officeIds.map((_, i) => `${col(office.column)} LIKE :ownerOffice${i}`);
  return qb.andWhere(`(${clauses.join(' OR ')})`, Object.fromEntries(scope.officeIds.map((id, i) => [`ownerOffice${i}`, `%"${id}"%`])));
}

/** Whether the scope reaches a row already read (the same rule as whereOwned). */
export function reaches<R extends ObjectLiteral>(scope: Scope, owners: Owners<R>, row: R): boolean {
  if (scope.level === 'all') return true;
  if (scope.level === 'nothing' || owners === 'staff') return false;
  if (row[owners.customer] !== scope.customerId) return false;
  if (scope.level === 'customer') return true;
  if (scope.level === 'agent') return owners.agent !== undefined && row[owners.agent] === scope.agentId;
  if (!owners.office) return false;
  const value = row[owners.office.column] as string | string[] | null;
  const offices = Array.isArray(value) ? value : value ? [value] : [];
  return offices.some((o) => scope.officeIds.includes(o));
}
