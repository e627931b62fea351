// The events of ended sessions (user.sessions_revoked, session.revoked): every other service records
// the same revocation from them, so it refuses the same tokens within a second or two without asking
// identity (see the platform's auth/revocations.ts).
import type { NewEventOf, UserRevocationReason } from '@adops/platform';
import type { IdentityEvents } from '@adops/openapi/generated/events';

export const userSessionsRevoked = (revocation: { userId: string; revokedBefore: Date; expiresAt: Date; reason: UserRevocationReason }): NewEventOf<Pick<IdentityEvents, 'user.sessions_revoked'>> => ({
  type: 'user.sessions_revoked',
  subject: revocation.userId,
  data: { userId: revocation.userId, revokedBefore: revocation.revokedBefore.toISOString(), expiresAt: revocation.expiresAt.toISOString(), reason: revocation.reason },
});

export const sessionRevoked = (revocation: { sessionId: string; userId: string; expiresAt: Date }): NewEventOf<Pick<IdentityEvents, 'session.revoked'>> => ({
  type: 'session.revoked',
  subject: revocation.userId,
  data: { sessionId: revocation.sessionId, userId: revocation.userId, expiresAt: revocation.expiresAt.toISOString() },
});
