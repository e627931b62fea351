// /api/api-keys: keys partners exchange for bearer tokens (POST /api/auth/token). Shown once.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { notFound, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/identity';
import { ApiKeyEntity, type ApiKeyRow } from '../persistence/entities.ts';
import { newApiKey, sha256 } from '../domain/secrets.ts';
import type { Accounts } from '../accounts.ts';
import type { SessionRevoker } from '../sessions.ts';
import { IsNull } from 'typeorm';

const toDto = (k: ApiKeyRow) => ({
  id: k.id,
  userId: k.userId,
  name: k.name,
  prefix: k.prefix,
  createdAt: k.createdAt.toISOString(),
  ...(k.lastUsedAt ? { lastUsedAt: k.lastUsedAt.toISOString() } : {}),
});

export function apiKeyHandlers(deps: { ds: DataSource; accounts: Accounts; sessions: SessionRevoker }): SomeHandlers<operations, 'listApiKeys' | 'createApiKey' | 'revokeApiKey'> {
  const repo = () => deps.ds.getRepository(ApiKeyEntity);
  return {
    listApiKeys: async (req, res) => {
      const where = { revokedAt: IsNull(), ...(req.query.userId ? { userId: req.query.userId } : {}) };
      const [items, count] = await repo().findAndCount({ where, order: { createdAt: 'DESC' }, take: 100 });
      reply(res, 200, { items: items.map(toDto), count });
    },
    createApiKey: async (req, res) => {
      const user = await deps.accounts.userOrNotFound(req.body.userId);
      const { prefix, key } = newApiKey();
      const row: ApiKeyRow = { id: randomUUID(), userId: user.id, name: req.body.name, prefix, secretHash: sha256(key), lastUsedAt: null, revokedAt: null, createdAt: new Date() };
      await repo().insert(row);
      reply(res, 201, { ...toDto(row), apiKey: key });
    },
    revokeApiKey: async (req, res) => {
      await deps.ds.transaction(async (m) => {
        const key = await m.findOne(ApiKeyEntity, { where: { id: req.params.apiKeyId, revokedAt: IsNull() } });
        if (!key) throw notFound('API key not found.');
        await m.update(ApiKeyEntity, { id: key.id }, { revokedAt: new Date() });
        // Its bearer tokens carry its id as their session id: they stop working everywhere too.
        await deps.sessions.revokeSession(m, key.id, key.userId);
      });
      res.status(204).end();
    },
  };
}
