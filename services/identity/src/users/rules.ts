// Rules about users that a schema cannot express: addresses, which roles fit which kind of user, who
// may manage or act for whom, which changes end a user's sessions, and what a profile picture may be.
import { DASHBOARD_ROLES, STAFF_ROLES, badRequest, forbidden, Problem, type Principal, type Role, type UserKind } from '@adops/platform';

/** The facts of a user that its sessions carry. */
interface SessionFacts {
  roles: Role[];
  customerId: string | null;
  agentId: string | null;
  officeIds: string[];
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

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
export const changesSession = (user: SessionFacts, input: Partial<SessionFacts>) =>
  SESSION_FIELDS.some((f) => input[f] !== undefined && !sameJson(input[f], user[f]));

/** Only admins may make admins, take the admin role away, or change an admin. */
export function assertMayManage(principal: Principal, target: { roles: readonly Role[] } | undefined, newRoles?: Role[]): void {
  if (principal.roles.includes('admin')) return;
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
export function assertDoesNotOutrank(principal: Principal, target: { roles: readonly Role[] }): void {
  if (principal.kind === 'staff') return;
  const mine = rankOf(principal.roles);
  const theirs = rankOf(target.roles);
  if (theirs > mine || (theirs === mine && mine < DASHBOARD_RANK.corporate!)) throw forbidden('You cannot act for a user with a wider reach than yours.');
}

const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);

/** A profile picture has bytes: an empty upload is refused before its type is looked at. */
export function assertPictureBody(body: unknown): asserts body is Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new Problem(400, 'Bad Request', 'The picture is empty.');
}

/** Profile pictures are gif, jpeg or png (spec 000 §5), as their bytes tell (`sniffed`), not as declared. */
export function assertPictureType(sniffed: string | undefined): asserts sniffed is string {
  if (!sniffed || !PICTURE_TYPES.has(sniffed)) throw new Problem(415, 'Unsupported Media Type', 'Only gif, jpeg and png images are allowed.');
}
