// The tokens identity signs: a browser session for a user, a partner's bearer token for an API key;
// and the end of a session (sign-out).
import type { Principal, TokenSigner, TokenSubject } from '@adops/platform';
import type { IdentityConfig } from '../config.ts';
import type { UserRow } from '../users/entities.ts';
import { bearerTtl, subjectOf } from './rules.ts';
import type { SessionRevoker } from './revocations.ts';
import type { SessionStore } from './store.ts';

export type Sessions = ReturnType<typeof createSessions>;

export function createSessions(store: SessionStore, signer: TokenSigner, revoker: SessionRevoker, config: IdentityConfig) {
  return {
    /** A new browser session of the user, with what the user is now (roles, tenancy). */
    sessionFor: (user: UserRow): Promise<string> => signer.sign(subjectOf(user), 'session', config.sessionTtlSeconds),

    /**
     * A bearer token for a user's API key, or for whatever a customer's key acts as; with `notAfter`
     * (the key's expiry) it expires no later than that.
     */
    async bearer(subject: UserRow | TokenSubject, apiKeyId: string, notAfter: Date | null = null) {
      const ttl = bearerTtl(config.bearerTtlSeconds, notAfter);
      // Revoking the key revokes every token it gave: they carry its id as their session id.
      const accessToken = await signer.sign('id' in subject ? subjectOf(subject) : subject, 'bearer', ttl, apiKeyId);
      return { accessToken, tokenType: 'Bearer' as const, expiresIn: ttl };
    },

    /** Ends this session everywhere: its cookie is refused by every service from now on. */
    async signOut(principal: Principal | undefined): Promise<void> {
      if (!principal || principal.via !== 'session') return;
      await store.transaction((tx) => revoker.revokeSession(tx, principal.sessionId, principal.userId));
    },
  };
}
