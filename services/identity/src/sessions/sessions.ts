// The tokens identity signs: a browser session for a user, a partner's bearer token for an API key;
// and the end of a session (sign-out).
import type { Principal, TokenSigner, TokenSubject } from '@adops/platform';
import type { IdentityConfig } from '../config.ts';
import type { UserRow } from '../users/entities.ts';
import { bearerTtl, cappedTtl, subjectOf } from './rules.ts';
import type { SessionRevoker } from './revocations.ts';
import type { SessionStore } from './store.ts';

export type Sessions = ReturnType<typeof createSessions>;

/** A session token and how long its cookie should live (seconds). */
export interface IssuedSession {
  token: string;
  maxAgeSeconds: number;
}

export function createSessions(store: SessionStore, signer: TokenSigner, revoker: SessionRevoker, config: IdentityConfig) {
  return {
    /** A new browser session of the user, with what the user is now (roles, tenancy). */
    sessionFor: (user: UserRow): Promise<string> => signer.sign(subjectOf(user), 'session', config.sessionTtlSeconds),

    /**
     * A "log in as" session of the user, opened by `opener` (the browser's own session, or an API key's
     * bearer token): it names the opener as its actor, so whatever ends the opener's session or user
     * ends it too in every service, and it expires no later than the opener's token, so every such
     * revocation outlives it (docs/decisions.md "Customer dashboard").
     */
    async openedBy(user: UserRow, opener: Principal): Promise<IssuedSession> {
      const actor = { userId: opener.userId, sessionId: opener.sessionId };
      const maxAgeSeconds = cappedTtl(config.sessionTtlSeconds, opener.expiresAt);
      return { token: await signer.sign(subjectOf(user), 'session', config.sessionTtlSeconds, undefined, { actor, notAfter: opener.expiresAt }), maxAgeSeconds };
    },

    /**
     * The caller's browser session on a fresh token with what the user is now (renewal, a password
     * change). It keeps its session id, so a sign-out ends its earlier tokens too (and any "log in as"
     * session it opened); a "log in as" session keeps its actor and its expiry, never extended.
     */
    async continued(user: UserRow, principal: Principal): Promise<IssuedSession> {
      const notAfter = principal.actor ? principal.expiresAt : undefined;
      const token = await signer.sign(subjectOf(user), 'session', config.sessionTtlSeconds, principal.sessionId, { actor: principal.actor, notAfter });
      return { token, maxAgeSeconds: cappedTtl(config.sessionTtlSeconds, notAfter) };
    },

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
