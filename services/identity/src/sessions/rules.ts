// What identity's tokens carry and how long they and their revocations live.
import type { Role, TokenSubject, UserKind } from '@adops/platform';

/** A user as a token needs it. */
interface SessionUser {
  id: string;
  email: string;
  kind: UserKind;
  roles: Role[];
  customerId: string | null;
  agentId: string | null;
  officeIds: string[];
}

/** What a token says of its user: who they are now (roles, tenancy). */
export const subjectOf = (user: SessionUser): TokenSubject => ({
  userId: user.id,
  email: user.email,
  kind: user.kind,
  roles: user.roles,
  customerId: user.customerId,
  agentId: user.agentId,
  officeIds: user.officeIds,
});

/** A bearer token's lifetime in seconds: the configured one, never past its key's expiry (`notAfter`), at least one. */
export function bearerTtl(bearerTtlSeconds: number, notAfter: Date | null, now = Date.now()): number {
  const untilKeyExpires = notAfter ? Math.floor((notAfter.getTime() - now) / 1000) : Infinity;
  return Math.max(1, Math.min(bearerTtlSeconds, untilKeyExpires));
}

/**
 * A token's lifetime in seconds: the configured one, never past `notAfter` (seconds since the epoch;
 * a "log in as" session's opener's token), at least one.
 */
export function cappedTtl(ttlSeconds: number, notAfter: number | undefined, now = Date.now()): number {
  const untilNotAfter = notAfter === undefined ? Infinity : notAfter - Math.floor(now / 1000);
  return Math.max(1, Math.min(ttlSeconds, untilNotAfter));
}

/** When a revocation made now may be forgotten: once the longest-lived token it refuses has expired. */
export const revocationExpiry = (ttls: { sessionTtlSeconds: number; bearerTtlSeconds: number }, now = Date.now()) =>
  new Date(now + Math.max(ttls.sessionTtlSeconds, ttls.bearerTtlSeconds) * 1000);

/**
 * A browser session older than this is renewed by GET /api/users/me while its user stays active; a
 * "log in as" session never is (it lasts its TTL from opening, at most as long as its opener's token).
 */
export const RENEW_AFTER_SECONDS = 600;

/** Whether a session issued at `issuedAt` (seconds) is due for renewal. */
export const isDueForRenewal = (issuedAt: number, now = Date.now()) => now / 1000 - issuedAt > RENEW_AFTER_SECONDS;
