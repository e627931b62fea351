// Tenancy, in one place: what part of the customers' data a principal may see.
// Staff see all; corporate users their customer; branch managers their offices; agents and branch
// users their own agent. Everything else about another customer is answered 404, never leaked.
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { isEntitledStaff, type Principal } from './auth/principal.ts';
import { notFound } from './problems.ts';

export type Scope =
  | { level: 'all' }
  | { level: 'customer'; customerId: string }
  | { level: 'offices'; customerId: string; officeIds: string[] }
  | { level: 'agent'; customerId: string; agentId: string }
  | { level: 'nothing' };

export function scopeOf(p: Principal): Scope {
  // A staff account without a staff role (self signed-up, awaiting an admin) sees no customer's data.
  if (p.kind === 'staff') return isEntitledStaff(p) ? { level: 'all' } : { level: 'nothing' };
  if (!p.customerId) return { level: 'nothing' };
  if (p.roles.includes('corporate')) return { level: 'customer', customerId: p.customerId };
  if (p.roles.includes('branchmanager')) return { level: 'offices', customerId: p.customerId, officeIds: p.officeIds };
  if (p.agentId) return { level: 'agent', customerId: p.customerId, agentId: p.agentId };
  return { level: 'nothing' };
}

/**
 * For what belongs to a customer as a whole (its profile, its dashboard configuration): every
 * dashboard user of that customer may read it, whatever their level within the customer.
 */
export function customerWide(scope: Scope): Scope {
  return scope.level === 'offices' || scope.level === 'agent' ? { level: 'customer', customerId: scope.customerId } : scope;
}

/** Where a record keeps its owners. `offices` is a single office id column or a JSON array column. */
export interface OwnerColumns {
  customer: string;
  office?: { column: string; many: boolean };
  agent?: string;
}

export interface Owned {
  customerId?: string | null;
  officeId?: string | null;
  officeIds?: string[] | null;
  agentId?: string | null;
}

/** Narrows a query to what the scope may see. */
export function applyScope<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, scope: Scope, cols: OwnerColumns): SelectQueryBuilder<T> {
  switch (scope.level) {
    case 'all':
      return qb;
    case 'nothing':
      return qb.andWhere('1 = 0');
    case 'customer':
      return qb.andWhere(`${cols.customer} = :scopeCustomer`, { scopeCustomer: scope.customerId });
    case 'offices': {
      qb.andWhere(`${cols.customer} = :scopeCustomer`, { scopeCustomer: scope.customerId });
      if (!cols.office || scope.officeIds.length === 0) return qb.andWhere('1 = 0');
      if (!cols.office.many) return qb.andWhere(`${cols.office.column} IN (:...scopeOffices)`, { scopeOffices: scope.officeIds });
      // A JSON array of ids stored as text: match any of the manager's offices as a quoted element.
      const clauses = scope.officeIds.map((_, i) => `${cols.office!.column} LIKE :scopeOffice${i}`);
      const params = Object.fromEntries(scope.officeIds.map((id, i) => [`scopeOffice${i}`, `%"${id}"%`]));
      return qb.andWhere(`(${clauses.join(' OR ')})`, params);
    }
    case 'agent':
      qb.andWhere(`${cols.customer} = :scopeCustomer`, { scopeCustomer: scope.customerId });
      return cols.agent ? qb.andWhere(`${cols.agent} = :scopeAgent`, { scopeAgent: scope.agentId }) : qb.andWhere('1 = 0');
  }
}

export function canSee(scope: Scope, record: Owned): boolean {
  switch (scope.level) {
    case 'all':
      return true;
    case 'nothing':
      return false;
    case 'customer':
      return record.customerId === scope.customerId;
    case 'offices': {
      if (record.customerId !== scope.customerId) return false;
      const offices = record.officeIds ?? (record.officeId ? [record.officeId] : []);
      return offices.some((o) => scope.officeIds.includes(o));
    }
    case 'agent':
      return record.customerId === scope.customerId && record.agentId === scope.agentId;
  }
}

/** Loads-then-checks in one call: a record outside the scope is reported exactly like a missing one. */
export function visibleOrNotFound<T extends Owned>(scope: Scope, record: T | null | undefined, what = 'Not found.'): T {
  if (!record || !canSee(scope, record)) throw notFound(what);
  return record;
}
