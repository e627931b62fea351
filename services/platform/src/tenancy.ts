// Tenancy, in one place: what part of the customers' data a principal may see.
// Staff see all; corporate users their customer; branch managers their offices; agents and branch
// users their own agent. The owned-resource kit (owned/) turns a scope into every read's WHERE
// clause, so everything else about another customer is answered 404, never leaked.
import { isEntitledStaff, type Principal } from './auth/principal.ts';
import { invalidField, notFound } from './problems.ts';

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
 * The customer a write belongs to: staff name it in the body (400 'Customer Id is required' without
 * one); a dashboard user's write is their own customer's, and naming another is 404 'Customer not found.'.
 */
export function owningCustomer(actor: Principal, sent: string | undefined): string {
  if (actor.kind === 'staff') {
    if (!sent) throw invalidField('/body/customerId', 'Customer Id is required');
    return sent;
  }
  if (!actor.customerId || (sent && sent !== actor.customerId)) throw notFound('Customer not found.');
  return actor.customerId;
}

/**
 * Whether a scope reaches a row already read that names its customer, offices and agents, at the levels
 * above: staff all, corporate users their customer's, branch managers their offices', branch users and
 * agents their own agent's. For rows another context owns, kept in a projection without the owned-resource
 * kit's link tables (the ads and creative contexts' listings): the rule applied to the rows a customer-wide
 * query found.
 */
export function reachesOwnedRow(scope: Scope, row: { customerId: string; officeIds: readonly string[]; agentIds: readonly string[] }): boolean {
  switch (scope.level) {
    case 'all':
      return true;
    case 'nothing':
      return false;
    case 'customer':
      return row.customerId === scope.customerId;
    case 'offices':
      return row.customerId === scope.customerId && row.officeIds.some((o) => scope.officeIds.includes(o));
    case 'agent':
      return row.customerId === scope.customerId && row.agentIds.includes(scope.agentId);
  }
}
