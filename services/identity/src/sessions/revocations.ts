// identity ends sessions: it records each revocation in its own table (in the transaction of the
// change that causes it) and publishes it, so every other service refuses the same tokens within a
// second or two without asking identity (see the platform's auth/revocations.ts).
import type { Tx, UserRevocationReason } from '@adops/platform';
import type { IdentityConfig } from '../config.ts';
import { revocationExpiry } from './rules.ts';
import { sessionRevoked, userSessionsRevoked } from './events.ts';
import type { SessionStore } from './store.ts';

export type SessionRevoker = ReturnType<typeof createSessionRevoker>;

export function createSessionRevoker(store: SessionStore, config: IdentityConfig) {
  return {
    /**
     * Every session and bearer token the user holds now stops working (the user signs in again); for a
     * customer's API key, which is its tokens' user, every token it gave so far.
     */
    async revokeUser(tx: Tx<'identity'>, userId: string, reason: UserRevocationReason): Promise<void> {
      const revocation = { kind: 'user' as const, userId, revokedBefore: new Date(), expiresAt: revocationExpiry(config), reason };
      await store.recordRevocation(tx, revocation);
      await tx.record(userSessionsRevoked(revocation));
    },

    /** One session (sign-out), or every bearer token of one API key (its id is their session id). */
    async revokeSession(tx: Tx<'identity'>, sessionId: string, userId: string): Promise<void> {
      const revocation = { kind: 'session' as const, sessionId, userId, expiresAt: revocationExpiry(config) };
      await store.recordRevocation(tx, revocation);
      await tx.record(sessionRevoked(revocation));
    },
  };
}
