// A user's API keys (/api/api-keys): shown once when made, listed without their secret, revoked with
// every bearer token they gave (POST /api/auth/token is token-exchange.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { notFound, type Role } from '@adops/platform';
import type { UserRow } from '../users/entities.ts';
import { sha256 } from '../accounts/secrets.ts';
import type { SessionRevoker } from '../sessions/revocations.ts';
import type { ApiKeyRow } from './entities.ts';
import { apiKeyExpiry, apiKeyName, apiKeyRoles } from './rules.ts';
import type { ApiKeyStore } from './store.ts';

/** A new key: `adk_<prefix>_<secret>`; the prefix finds the row, the secret's hash proves it (rules.ts reads it). */
function newApiKey(): { prefix: string; key: string } {
  const prefix = `adk_${randomBytes(5).toString('hex')}`;
  return { prefix, key: `${prefix}_${randomBytes(24).toString('base64url')}` };
}

export type UserApiKeys = ReturnType<typeof createUserApiKeys>;

export function createUserApiKeys(store: ApiKeyStore, revoker: SessionRevoker) {
  return {
    /** The live keys, newest first (at most 100), of one user or of everyone. */
    list: (userId: string | undefined) => store.liveKeys(userId),

    /**
     * A new key for the user, with some or all of the user's roles (all unless given) and an optional
     * expiry at most a year away: the secret is returned here once, only its hash is kept.
     */
    async create(user: UserRow, input: { name: string; expiresAt?: string | undefined; roles?: Role[] | undefined }): Promise<{ row: ApiKeyRow; apiKey: string }> {
      const name = apiKeyName(input.name);
      const expiresAt = apiKeyExpiry(input.expiresAt);
      const roles = apiKeyRoles(input.roles, user.roles);
      const { prefix, key } = newApiKey();
      const row: ApiKeyRow = { id: randomUUID(), userId: user.id, name, prefix, secretHash: sha256(key), roles, expiresAt, lastUsedAt: null, revokedAt: null, createdAt: new Date() };
      await store.insert(row);
      return { row, apiKey: key };
    },

    revoke: (id: string): Promise<void> =>
      store.transaction(async (tx) => {
        const key = await store.liveKey(tx, id);
        if (!key) throw notFound('API key not found.');
        await store.revoke(tx, key.id);
        // Its bearer tokens carry its id as their session id: they stop working everywhere too.
        await revoker.revokeSession(tx, key.id, key.userId);
      }),
  };
}
