// POST /api/auth/token: a partner exchanges an API key for a short-lived bearer token. Two kinds of
// key are accepted: a user's key (adk_…, /api/api-keys), whose token acts as that user, and a
// customer's key (cak_…, made by the customer context), whose token acts for that customer with the
// corporate role's reach. Either key's id is its tokens' session id, so revoking the key refuses them.
import { Problem, unauthorized, type RateLimitReport } from '@adops/platform';
import type { UserStore } from '../users/store.ts';
import { sameHash, sha256 } from '../accounts/secrets.ts';
import { NOT_ACTIVE } from '../accounts/rules.ts';
import type { Sessions } from '../sessions/sessions.ts';
import { CUSTOMER_NOT_ACTIVE, customerKeySubject, INVALID_API_KEY, isExpired, KEY_HAS_NO_ROLE_LEFT, prefixOfApiKey, prefixOfCustomerApiKey, tokenRoles } from './rules.ts';
import type { ApiKeyStore } from './store.ts';
import type { TokenExchangeLimiter } from './token-exchange-limiter.ts';

export type TokenExchange = ReturnType<typeof createTokenExchange>;

export function createTokenExchange(store: ApiKeyStore, users: UserStore, limiter: TokenExchangeLimiter, sessions: Sessions) {
  /** `verified` runs once the key's hash matched: a valid key is charged its own budget there. */
  async function forUserKey(apiKey: string, verified: () => Promise<void>) {
    const prefix = prefixOfApiKey(apiKey);
    const row = prefix && (await store.keyWithPrefix(prefix));
    // An expired key is refused like a revoked one: the caller learns nothing about which it was.
    if (!row || row.revokedAt || isExpired(row.expiresAt) || !sameHash(row.secretHash, sha256(apiKey))) throw unauthorized(INVALID_API_KEY);
    await verified();
    const user = await users.byId(row.userId);
    if (!user) throw unauthorized(INVALID_API_KEY);
    if (!user.isActive) throw new Problem(403, 'Forbidden', NOT_ACTIVE);
    // The key's roles that its user still has: never more than the user may do now.
    const roles = tokenRoles(row.roles, user.roles);
    if (!roles.length) throw new Problem(403, 'Forbidden', KEY_HAS_NO_ROLE_LEFT);
    await store.stampUsed(row.id);
    return sessions.bearer({ ...user, roles }, row.id, row.expiresAt);
  }

  /** The customer's one live key (events.ts keeps it); a replaced key matches no hash. */
  async function forCustomerKey(apiKey: string, prefix: string, verified: () => Promise<void>) {
    const hash = sha256(apiKey);
    // The prefix is the customer id's first eight characters: customers may share it, so compare each.
    const candidates = await store.customerKeysWithPrefix(prefix);
    const row = candidates.find((c) => c.keyHash !== null && sameHash(c.keyHash, hash));
    if (!row?.keyId) throw unauthorized(INVALID_API_KEY);
    await verified();
    if (!row.customerActive) throw new Problem(403, 'Forbidden', CUSTOMER_NOT_ACTIVE);
    return sessions.bearer(customerKeySubject({ keyId: row.keyId, customerId: row.customerId }), row.keyId);
  }

  return {
    /**
     * The key is checked first: a valid one answers only to its own budget of exchanges, so no one
     * else's failures refuse it; a failure (401) counts per key and per address, and past either
     * budget becomes a 429 (token-exchange-limiter.ts). Sign-in's budgets are not involved.
     */
    async exchange(apiKey: string, address: string, report: RateLimitReport) {
      const customerPrefix = prefixOfCustomerApiKey(apiKey);
      const verified = () => limiter.verified(apiKey, report);
      try {
        return await (customerPrefix ? forCustomerKey(apiKey, customerPrefix, verified) : forUserKey(apiKey, verified));
      } catch (error) {
        if (error instanceof Problem && error.status === 401) {
          const userPrefix = prefixOfApiKey(apiKey);
          await limiter.failed(customerPrefix ? `cak:${customerPrefix}` : userPrefix && `adk:${userPrefix}`, address, report);
        }
        throw error;
      }
    },
  };
}
