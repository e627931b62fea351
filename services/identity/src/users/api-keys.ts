// A user's API keys (/api/api-keys): shown once when made, listed without their secret, revoked with
// every bearer token they gave (POST /api/auth/token is in accounts/token-exchange.ts).
import { randomUUID } from 'node:crypto';
import { IsNull, type DataSource } from 'typeorm';
import { notFound, type Role } from '@adops/platform';
import { ApiKeyEntity, type ApiKeyRow, type UserRow } from '../persistence/entities.ts';
import { newApiKey, sha256 } from '../domain/secrets.ts';
import { apiKeyExpiry, apiKeyName, apiKeyRoles } from '../domain/api-keys.ts';
import type { SessionRevoker } from '../events/session-revocations.ts';

export type UserApiKeys = ReturnType<typeof createUserApiKeys>;

export function createUserApiKeys(ds: DataSource, revoker: SessionRevoker) {
  // eslint-disable-next-line no-restricted-syntax -- API keys belong to no customer; their operations are admin-only by the spec.
  const repo = () => ds.getRepository(ApiKeyEntity);
  return {
    /** The live keys, newest first (at most 100), of one user or of everyone. */
    list: (userId: string | undefined) => repo().findAndCount({ where: { revokedAt: IsNull(), ...(userId ? { userId } : {}) }, order: { createdAt: 'DESC' }, take: 100 }),

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
      await repo().insert(row);
      return { row, apiKey: key };
    },

    revoke: (id: string): Promise<void> =>
      ds.transaction(async (m) => {
        const key = await m.findOne(ApiKeyEntity, { where: { id, revokedAt: IsNull() } });
        if (!key) throw notFound('API key not found.');
        await m.update(ApiKeyEntity, { id: key.id }, { revokedAt: new Date() });
        // Its bearer tokens carry its id as their session id: they stop working everywhere too.
        await revoker.revokeSession(m, key.id, key.userId);
      }),
  };
}
