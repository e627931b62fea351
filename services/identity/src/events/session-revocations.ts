// identity ends sessions: it records each revocation in its own table (in the transaction of the
// change that causes it) and publishes it, so every other service refuses the same tokens within a
// second or two without asking identity (see the platform's auth/revocations.ts).
import type { EntityManager } from 'typeorm';
import type { Outbox, Revocations, UserRevocationReason } from '@adops/platform';
import type { IdentityEvents } from '@adops/openapi/generated/events';
import type { IdentityConfig } from '../identity-config.ts';

export type SessionRevoker = ReturnType<typeof createSessionRevoker>;

export function createSessionRevoker(revocations: Revocations, outbox: Outbox<'identity'>, config: IdentityConfig) {
  /** The longest any token lives: a revocation must outlast every token it refuses. */
  const horizon = () => new Date(Date.now() + Math.max(config.sessionTtlSeconds, config.bearerTtlSeconds) * 1000);

  return {
    /**
     * Every session and bearer token the user holds now stops working (the user signs in again); for a
     * customer's API key, which is its tokens' user, every token it gave so far.
     */
    async revokeUser(m: EntityManager, userId: string, reason: UserRevocationReason): Promise<void> {
      const revokedBefore = new Date();
      const expiresAt = horizon();
      await revocations.record(m, { kind: 'user', userId, revokedBefore, expiresAt, reason });
      const data: IdentityEvents['user.sessions_revoked'] = { userId, revokedBefore: revokedBefore.toISOString(), expiresAt: expiresAt.toISOString(), reason };
      await outbox.record(m, { type: 'user.sessions_revoked', subject: userId, data });
    },

    /** One session (sign-out), or every bearer token of one API key (its id is their session id). */
    async revokeSession(m: EntityManager, sessionId: string, userId: string): Promise<void> {
      const expiresAt = horizon();
      await revocations.record(m, { kind: 'session', sessionId, userId, expiresAt });
      const data: IdentityEvents['session.revoked'] = { sessionId, userId, expiresAt: expiresAt.toISOString() };
      await outbox.record(m, { type: 'session.revoked', subject: userId, data });
    },
  };
}
