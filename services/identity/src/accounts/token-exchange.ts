// POST /api/auth/token: a partner exchanges a user's API key (/api/api-keys) for a short-lived bearer
// token that acts as that user. The key's id is its tokens' session id, so revoking the key refuses them.
import type { DataSource } from 'typeorm';
import { Problem, unauthorized } from '@adops/platform';
import { ApiKeyEntity } from '../persistence/entities.ts';
import { findUser } from '../persistence/users.ts';
import { prefixOfApiKey, sameHash, sha256 } from '../domain/secrets.ts';
import { INVALID_API_KEY, NOT_ACTIVE } from '../domain/account-messages.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';
import type { Sessions } from './sessions.ts';

export class TokenExchange {
  private readonly ds: DataSource;
  private readonly limiter: SignInLimiter;
  private readonly sessions: Sessions;

  constructor(deps: { ds: DataSource; limiter: SignInLimiter; sessions: Sessions }) {
    this.ds = deps.ds;
    this.limiter = deps.limiter;
    this.sessions = deps.sessions;
  }

  async exchange(apiKey: string, address: string) {
    await this.limiter.attempt(address);
    return this.forUserKey(apiKey);
  }

  private async forUserKey(apiKey: string) {
    const prefix = prefixOfApiKey(apiKey);
    const row = prefix && (await this.ds.getRepository(ApiKeyEntity).findOne({ where: { prefix } }));
    if (!row || row.revokedAt || !sameHash(row.secretHash, sha256(apiKey))) throw unauthorized(INVALID_API_KEY);
    const user = await findUser(this.ds.manager, row.userId);
    if (!user) throw unauthorized(INVALID_API_KEY);
    if (!user.isActive) throw new Problem(403, 'Forbidden', NOT_ACTIVE);
    await this.ds.getRepository(ApiKeyEntity).update({ id: row.id }, { lastUsedAt: new Date() });
    return this.sessions.bearer(user, row.id);
  }
}
