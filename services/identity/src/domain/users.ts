// Rules about users that a schema cannot express.
import { DASHBOARD_ROLES, STAFF_ROLES, badRequest, forbidden, type Principal, type Role, type UserKind } from '@adops/platform';
import { randomUUID } from 'node:crypto';
import type { UserRow } from '../persistence/entities.ts';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A new user row: the given facts, and the defaults every new user starts with. */
export function newUser(fields: Pick<UserRow, 'email' | 'kind' | 'roles' | 'isActive' | 'passwordHash'> & Partial<Pick<UserRow, 'displayName' | 'username' | 'customerId' | 'agentId' | 'officeIds'>>): UserRow {
  const now = new Date();
  return {
    id: randomUUID(),
    displayName: fields.displayName ?? fields.username ?? fields.email.split('@')[0]!,
    username: fields.username ?? null,
    customerId: fields.customerId ?? null,
    agentId: fields.agentId ?? null,
    officeIds: fields.officeIds ?? [],
    linkedAccounts: [],
    hasPicture: false,
    lastSignInAt: null,
    createdAt: now,
    updatedAt: now,
    email: fields.email,
    kind: fields.kind,
    roles: fields.roles,
    isActive: fields.isActive,
    passwordHash: fields.passwordHash,
  };
}

/** Staff carry staff roles only and dashboard users dashboard roles only; a dashboard user belongs to a customer. */
export function assertRolesFit(kind: UserKind, roles: Role[], customerId: string | null | undefined): void {
  const allowed: readonly string[] = kind === 'staff' ? STAFF_ROLES : DASHBOARD_ROLES;
  const wrong = roles.filter((r) => !allowed.includes(r));
  if (wrong.length) throw badRequest(`${kind === 'staff' ? 'Staff' : 'Dashboard'} users cannot have the role(s) ${wrong.join(', ')}.`, [{ path: '/body/roles', message: `not a ${kind} role: ${wrong.join(', ')}` }]);
  if (kind === 'dashboard' && !customerId) throw badRequest('A dashboard user needs a customerId.', [{ path: '/body/customerId', message: 'required for dashboard users' }]);
}

export const NOT_YOUR_OWN = 'You cannot change your own roles or activation.';

/** What a session carries: changing any of these ends the user's sessions, so the next request sees the change. */
const SESSION_FIELDS = ['roles', 'customerId', 'agentId', 'officeIds'] as const;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether the change alters what the user's sessions carry. */
export const changesSession = (user: UserRow, input: Partial<Pick<UserRow, (typeof SESSION_FIELDS)[number]>>) =>
  SESSION_FIELDS.some((f) => input[f] !== undefined && !sameJson(input[f], user[f]));

/** Only admins may make admins, take the admin role away, or change an admin. */
export function assertMayManage(actor: Principal, target: UserRow | undefined, newRoles?: Role[]): void {
  if (actor.roles.includes('admin')) return;
  const touchesAdmin = (target?.roles.includes('admin') ?? false) || (newRoles?.includes('admin') ?? false);
  if (touchesAdmin) throw forbidden('Only an admin may grant, remove or change the admin role.');
}

// Dashboard roles by reach: corporate sees the customer, a branch manager their offices, branch
// users and agents their own agent.
const DASHBOARD_RANK: Record<string, number> = { corporate: 3, branchmanager: 2, branchuser: 1, agent: 1 };
const rankOf = (roles: readonly string[]) => Math.max(0, ...roles.map((r) => DASHBOARD_RANK[r] ?? 0));

/**
 * A dashboard manager may act as or for (activate, open the dashboard as) only users who do not
 * reach further than they do: otherwise a branch manager could open a corporate user's session and
 * see the whole customer. Corporate users may act for each other: they share one scope.
 */
export function assertDoesNotOutrank(actor: Principal, target: UserRow): void {
  if (actor.kind === 'staff') return;
  const mine = rankOf(actor.roles);
  const theirs = rankOf(target.roles);
  if (theirs > mine || (theirs === mine && mine < DASHBOARD_RANK.corporate!)) throw forbidden('You cannot act for a user with a wider reach than yours.');
}
