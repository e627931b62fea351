// POST /api/auth/token: a partner exchanges an API key for a short-lived bearer token. Two kinds of
// key are accepted: a user's key (adk_…, /api/api-keys), whose token acts as that user, and a
// customer's key (cak_…, made by the customer context), whose token acts for that customer with the
// corporate role's reach. Either key's id is its tokens' session id, so revoking the key refuses them.
import type { DataSource } from 'typeorm';
import { Problem, unauthorized } from '@adops/platform';
import { ApiKeyEntity, CustomerApiKeyEntity } from '../persistence/entities.ts';
import { findUser } from '../persistence/users.ts';
import { prefixOfApiKey, prefixOfCustomerApiKey, sameHash, sha256 } from '../domain/secrets.ts';
import { customerKeySubject } from '../domain/customer-api-keys.ts';
import { CUSTOMER_NOT_ACTIVE, INVALID_API_KEY, NOT_ACTIVE } from '../domain/account-messages.ts';
import type { SignInLimiter } from './sign-in-limiter.ts';
import type { Sessions } from './sessions.ts';

export type TokenExchange = ReturnType<typeof createTokenExchange>;

export function createTokenExchange(ds: DataSource, limiter: SignInLimiter, sessions: Sessions) {
  async function forUserKey(apiKey: string) {
    const prefix = prefixOfApiKey(apiKey);
    // eslint-disable-next-line no-restricted-syntax -- a key is looked up before any principal exists; its hash is the check.
    const row = prefix && (await ds.getRepository(ApiKeyEntity).findOne({ where: { prefix } }));
    if (!row || row.revokedAt || !sameHash(row.secretHash, sha256(apiKey))) throw unauthorized(INVALID_API_KEY);
    const user = await findUser(ds.manager, row.userId);
    if (!user) throw unauthorized(INVALID_API_KEY);
    if (!user.isActive) throw new Problem(403, 'Forbidden', NOT_ACTIVE);
    // eslint-disable-next-line no-restricted-syntax -- stamps the key just verified.
    await ds.getRepository(ApiKeyEntity).update({ id: row.id }, { lastUsedAt: new Date() });
    return sessions.bearer(user, row.id);
  }

  /** The customer's one live key (events/customer-api-keys.ts keeps it); a replaced key matches no hash. */
  async function forCustomerKey(apiKey: string, prefix: string) {
    const hash = sha256(apiKey);
    // The prefix is the customer id's first eight characters: customers may share it, so compare each.
    // eslint-disable-next-line no-restricted-syntax -- a key is looked up before any principal exists; its hash is the check.
    const candidates = await ds.getRepository(CustomerApiKeyEntity).find({ where: { prefix }, take: 10 });
    const row = candidates.find((c) => c.keyHash !== null && sameHash(c.keyHash, hash));
    if (!row?.keyId) throw unauthorized(INVALID_API_KEY);
    if (!row.customerActive) throw new Problem(403, 'Forbidden', CUSTOMER_NOT_ACTIVE);
    return sessions.bearer(customerKeySubject({ keyId: row.keyId, customerId: row.customerId }), row.keyId);
  }

  return {
    async exchange(apiKey: string, address: string) {
      await limiter.attempt(address);
      const customerPrefix = prefixOfCustomerApiKey(apiKey);
      return customerPrefix ? forCustomerKey(apiKey, customerPrefix) : forUserKey(apiKey);
    },
  };
}
