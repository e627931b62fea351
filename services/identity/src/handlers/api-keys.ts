// /api/api-keys: keys partners exchange for bearer tokens at POST /api/auth/token (a user's key, or a
// customer's key made by the customer context). A key's secret is shown once.
import { rateLimitReporter, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/identity';
import type { ApiKeyRow } from '../persistence/entities.ts';
import type { IdentityParts } from '../wiring.ts';
import { clientAddress } from './client-address.ts';

const toDto = (k: ApiKeyRow) => ({
  id: k.id,
  userId: k.userId,
  name: k.name,
  prefix: k.prefix,
  roles: k.roles,
  createdAt: k.createdAt.toISOString(),
  ...(k.expiresAt ? { expiresAt: k.expiresAt.toISOString() } : {}),
  ...(k.lastUsedAt ? { lastUsedAt: k.lastUsedAt.toISOString() } : {}),
});

export function apiKeyHandlers({ apiKeys, directory, tokenExchange }: IdentityParts): SomeHandlers<operations, 'listApiKeys' | 'createApiKey' | 'revokeApiKey' | 'issueToken'> {
  return {
    listApiKeys: async (req, res) => {
      const [items, count] = await apiKeys.list(req.query.userId);
      reply(res, 200, { items: items.map(toDto), count });
    },
    createApiKey: async (req, res) => {
      const user = await directory.byId(req.body.userId);
      const { row, apiKey } = await apiKeys.create(user, req.body);
      reply(res, 201, { ...toDto(row), apiKey });
    },
    revokeApiKey: async (req, res) => {
      await apiKeys.revoke(req.params.apiKeyId);
      res.status(204).end();
    },
    issueToken: async (req, res) => reply(res, 200, await tokenExchange.exchange(req.body.apiKey, clientAddress(req), rateLimitReporter(res))),
  };
}
