// The account flows' rules: what they answer (worded as the spec words it, 000 §1–§5, 002 §1–§2), the
// links they hand out, when a one-time token may be used, the password rule, and how long a sign-in
// on an account that keeps failing waits.
import { checkPassword, PASSWORD_MISMATCH_MESSAGE } from '@adops/openapi/rules/password';
import { invalidField, type SessionActor, type Principal, type UserKind } from '@adops/platform';

export const NOT_ACTIVE = 'User Is Not Active';
export const INVALID_ACTIVATION = 'Invalid token or user already activated.';
export const ACTIVATED = 'user has been activated.';
export const WRONG_CREDENTIALS = 'Invalid email or password.';
export const INVALID_RESET = 'This link is invalid or has already been used.';
export const EXPIRED_LINK = 'This link has expired.';
export const checkEmailMessage = (email: string) => `Please check your email: ${email}`;
export const SIGNED_UP_NO_MAIL = 'You have successfully signed up.';
export const INVALID_INVITATION = 'This invitation link is invalid or has expired.';
export const USED_INVITATION = 'This invitation has already been used.';
export const AGENT_TAKEN = 'This agent already has an active dashboard user.';
export const USER_EXISTS = 'A user with this email already exists.';

// The paths of the links identity hands out (e-mailed or returned), relative to the app's public url.

/** The e-mailed activation link: the API answers it and sends a browser on to an outcome page. */
export const activationPath = (kind: UserKind, token: string) => (kind === 'staff' ? `/api/auth/active/${token}` : `/api/auth/dashboard/active/${token}`);

/** The page where a reset (or an invited user's first) password is chosen. */
export const resetPath = (kind: UserKind, token: string) => (kind === 'staff' ? `/password/reset/${token}` : `/password/dashboard/reset/${token}`);

/** The customer-dashboard sign-up page of an invitation (its `{agentDetails}` segment is the token). */
export const invitationPath = (token: string) => `/customer-dashboard/signup/${token}`;

/** Opens the customer dashboard as a dashboard user, once. */
export const preAuthPath = (token: string) => `/api/auth/dashboard/preauth/${token}`;
/** Where a used pre-auth link lands: the dashboard, telling the new tab whose "log in as" session it is. */
export const preAuthLanding = (userId: string) => `/customer-dashboard?as=${encodeURIComponent(userId)}`;

// One-time tokens (activation, reset, pre-auth): how long each lives, what makes one usable, and what
// an activation link leads to. The tokens themselves are kept by store.ts.

export const TOKEN_TTL_SECONDS = {
  activation: 7 * 24 * 3600,
  reset: 3600,
  preauth: 60,
} as const;

export type ActivationOutcome = 'success' | 'existing' | 'invalid' | 'expired';

/** Who minted a pre-auth token, as its row records it (null for one minted before it was kept). */
interface PreAuthMinter {
  openerUserId: string | null;
  openerSessionId: string | null;
}

/**
 * Whose session a pre-auth link is minted in: the caller's own, or for a "log in as" session its
 * opener's (the browser's own session: the one the link opens with, and the one the new session ends with).
 */
export const minterOf = (principal: Pick<Principal, 'userId' | 'sessionId' | 'actor'>): SessionActor =>
  principal.actor ?? { userId: principal.userId, sessionId: principal.sessionId };

/**
 * Whether `caller` may open the pre-auth link: it is the very session (or API key) that minted it, and
 * no "log in as" session. Anybody else (another browser, a signed-out one, a leak) opens nothing.
 */
export const opensPreAuth = (token: PreAuthMinter, caller: Pick<Principal, 'userId' | 'sessionId' | 'actor'> | undefined): boolean =>
  caller !== undefined && caller.actor === undefined && token.openerUserId !== null && token.openerSessionId !== null
  && caller.userId === token.openerUserId && caller.sessionId === token.openerSessionId;

interface TokenState {
  usedAt: Date | null;
  expiresAt: Date;
}

export const isExpired = (token: TokenState, now = Date.now()) => token.expiresAt.getTime() < now;

/** Neither used nor expired. */
export const isUsable = (token: TokenState, now = Date.now()) => !token.usedAt && !isExpired(token, now);

/**
 * What an activation link does for this user, before the agent check: a link of the other kind is
 * invalid, a used link or an active user is "existing", an old link has expired.
 */
export function activationOutcome(token: TokenState | null, user: { kind: UserKind; isActive: boolean } | null, kind: UserKind, now = Date.now()): ActivationOutcome {
  if (!token || !user || user.kind !== kind) return 'invalid';
  if (token.usedAt || user.isActive) return 'existing';
  if (isExpired(token, now)) return 'expired';
  return 'success';
}

/** The spec's password rule (000 §5), with its message, and the confirmation check. */
export function assertNewPassword(password: string, confirmPassword: string | undefined, path = '/body/password'): void {
  const check = checkPassword(password);
  if (!check.ok) throw invalidField(path, check.message!);
  if (confirmPassword !== undefined && confirmPassword !== password) throw invalidField('/body/confirmPassword', PASSWORD_MISMATCH_MESSAGE);
}

/** The first slowed sign-in waits this long; each further failure doubles it, up to the cap. */
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

/** How long an attempt on an account with this many recent failures waits (sign-in-limiter.ts). */
export function delayFor(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - threshold));
}
