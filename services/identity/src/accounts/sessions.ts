// The tokens identity signs: a browser session for a user, a partner's bearer token for an API key;
// and the end of a session (sign-out).
import type { DataSource } from 'typeorm';
import type { Principal, TokenSigner, TokenSubject } from '@adops/platform';
import type { IdentityConfig } from '../identity-config.ts';
import type { UserRow } from '../persistence/entities.ts';
import type { SessionRevoker } from '../events/session-revocations.ts';

const subjectOf = (user: UserRow): TokenSubject => ({
  userId: user.id,
  email: user.email,
  kind: user.kind,
  roles: user.roles,
  customerId: user.customerId,
  agentId: user.agentId,
  officeIds: user.officeIds,
});

export class Sessions {
  private readonly ds: DataSource;
  private readonly signer: TokenSigner;
  private readonly revoker: SessionRevoker;
  private readonly config: IdentityConfig;

  constructor(ds: DataSource, signer: TokenSigner, revoker: SessionRevoker, config: IdentityConfig) {
    this.ds = ds;
    this.signer = signer;
    this.revoker = revoker;
    this.config = config;
  }

  /** A new browser session of the user, with what the user is now (roles, tenancy). */
  sessionFor(user: UserRow): Promise<string> {
    return this.signer.sign(subjectOf(user), 'session', this.config.sessionTtlSeconds);
  }

  /** A bearer token for a user's API key, or for whatever a customer's key acts as. */
  async bearer(subject: UserRow | TokenSubject, apiKeyId: string) {
    const ttl = this.config.bearerTtlSeconds;
    // Revoking the key revokes every token it gave: they carry its id as their session id.
    const accessToken = await this.signer.sign('id' in subject ? subjectOf(subject) : subject, 'bearer', ttl, apiKeyId);
    return { accessToken, tokenType: 'Bearer' as const, expiresIn: ttl };
  }

  /** Ends this session everywhere: its cookie is refused by every service from now on. */
  async signOut(principal: Principal | undefined): Promise<void> {
    if (!principal || principal.via !== 'session') return;
    await this.ds.transaction((m) => this.revoker.revokeSession(m, principal.sessionId, principal.userId));
  }
}
