// Rules about API keys that a schema cannot express: how long a user's key may live, which roles it
// may carry when made, and which roles (and how long) its bearer token gets at each exchange; the
// shape of a user's and a customer's key; and who a customer's key acts as.
import { badRequest, type Role, type TokenSubject } from '@adops/platform';

export const INVALID_API_KEY = 'Invalid API key.';
export const CUSTOMER_NOT_ACTIVE = 'Customer Is Not Active';

/** A key lives at most a year (docs/decisions.md): a partner rotates at least yearly. */
export const MAX_API_KEY_LIFETIME_DAYS = 365;
const DAY_MS = 24 * 3600 * 1000;

export const EXPIRY_NOT_IN_FUTURE = 'An API key’s expiry must be in the future.';
export const EXPIRY_TOO_FAR = `An API key expires at most ${MAX_API_KEY_LIFETIME_DAYS} days from now.`;
export const KEY_HAS_NO_ROLE_LEFT = 'This API key’s user no longer has any of its roles.';
export const BLANK_KEY_NAME = 'Please enter a name for the API key.';

/** The trimmed name; a name of spaces only is refused like a missing one. */
export function apiKeyName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(BLANK_KEY_NAME, [{ path: '/body/name', message: BLANK_KEY_NAME }]);
  return trimmed;
}

/** The expiry of a new key: none, or a time after now and at most a year away. */
export function apiKeyExpiry(expiresAt: string | undefined, now = new Date()): Date | null {
  if (expiresAt === undefined) return null;
  const at = new Date(expiresAt);
  if (!(at.getTime() > now.getTime())) throw badRequest(EXPIRY_NOT_IN_FUTURE, [{ path: '/body/expiresAt', message: EXPIRY_NOT_IN_FUTURE }]);
  if (at.getTime() > now.getTime() + MAX_API_KEY_LIFETIME_DAYS * DAY_MS) throw badRequest(EXPIRY_TOO_FAR, [{ path: '/body/expiresAt', message: EXPIRY_TOO_FAR }]);
  return at;
}

export const USER_HAS_NO_ROLE = 'This user has no role to give an API key.';

/** The roles of a new key: the user's (none given), or some of them; a role the user lacks is refused. */
export function apiKeyRoles(requested: Role[] | undefined, userRoles: readonly Role[]): Role[] {
  // A user awaiting approval (no role yet) would get a key that can do nothing.
  if (!userRoles.length) throw badRequest(USER_HAS_NO_ROLE, [{ path: '/body/userId', message: USER_HAS_NO_ROLE }]);
  if (requested === undefined) return [...userRoles];
  const wider = requested.filter((r) => !userRoles.includes(r));
  if (wider.length) {
    const message = `An API key cannot have roles its user lacks: ${wider.join(', ')}.`;
    throw badRequest(message, [{ path: '/body/roles', message }]);
  }
  return [...new Set(requested)];
}

/**
 * What a key's bearer token carries now: the key's roles that the user still has (a user who lost a
 * role since the key was made does not keep it through the key). Empty when none is left.
 */
export const tokenRoles = (keyRoles: readonly Role[], userRoles: readonly Role[]): Role[] => keyRoles.filter((r) => userRoles.includes(r));

/** Whether the key has expired at `now`, or has less than a second left (a token lives whole seconds, and no longer than its key). */
export const isExpired = (expiresAt: Date | null, now = new Date()) => expiresAt !== null && expiresAt.getTime() - now.getTime() < 1000;

/** A user's API key: `adk_<prefix>_<secret>`; the prefix finds the row, the secret's hash proves it. */
export function prefixOfApiKey(key: string): string | undefined {
  const match = /^(adk_[0-9a-f]{10})_[A-Za-z0-9_-]{20,}$/.exec(key);
  return match?.[1];
}

/**
 * A customer's API key, made by the customer context: `cak_<first 8 of the customer id>_<secret>`.
 * The prefix narrows the look-up to that customer's key; the hash of the whole key proves it.
 */
export function prefixOfCustomerApiKey(key: string): string | undefined {
  const match = /^(cak_[0-9a-f]{8})_[A-Za-z0-9_-]{20,}$/.exec(key);
  return match?.[1];
}

/**
 * Who a customer's API key acts as (docs/decisions.md, "A customer's API key"): the customer as a
 * whole, with the corporate role's reach (every office and agent of that customer, nothing of any
 * other), read and write. The key itself is the caller: its id is the token's user id and session id,
 * so revoking the key (or its customer) refuses every token it was exchanged for.
 */
export function customerKeySubject(key: { keyId: string; customerId: string }): TokenSubject {
  // No person stands behind the key, so no e-mail address either.
  return { userId: key.keyId, email: '', kind: 'dashboard', roles: ['corporate'], customerId: key.customerId, officeIds: [] };
}

/** Whether an event that happened at `occurredAt` is older than what the projected row already says: it never wins. */
export const isStale = (row: { updatedAt: Date } | null, occurredAt: Date) => row !== null && row.updatedAt > occurredAt;
