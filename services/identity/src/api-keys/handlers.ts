// /api/api-keys: keys partners exchange for bearer tokens at POST /api/auth/token (a user's key, or a
// customer's key made by the customer context). A key's secret is shown once.
import { rateLimitReporter, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/identity';
import { clientAddress } from '../accounts/client-address.ts';
import type { UserDirectory } from '../users/user-directory.ts';
import type { UserApiKeys } from './api-keys.ts';
import type { TokenExchange } from './token-exchange.ts';
import { toApiKeyDto } from './dto.ts';

export interface ApiKeyHandlerParts {
  apiKeys: UserApiKeys;
  directory: UserDirectory;
  tokenExchange: TokenExchange;
}

export function apiKeyHandlers({ apiKeys, directory, tokenExchange }: ApiKeyHandlerParts): SomeHandlers<operations, 'listApiKeys' | 'createApiKey' | 'revokeApiKey' | 'issueToken'> {
  return {
    listApiKeys: async (req, res) => {
      const [items, count] = await apiKeys.list(req.query.userId);
      reply(res, 200, { items: items.map(toApiKeyDto), count });
    },
    createApiKey: async (req, res) => {
      const user = await directory.byId(req.body.userId);
      const { row, apiKey } = await apiKeys.create(user, req.body);
      reply(res, 201, { ...toApiKeyDto(row), apiKey });
    },
    revokeApiKey: async (req, res) => {
      await apiKeys.revoke(req.params.apiKeyId);
      res.status(204).end();
    },
    issueToken: async (req, res) => reply(res, 200, await tokenExchange.exchange(req.body.apiKey, clientAddress(req), rateLimitReporter(res))),
  };
}
