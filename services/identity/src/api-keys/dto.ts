// A user's API key as the API shows it: never its secret or the secret's hash.
import type { ApiKeyRow } from './entities.ts';

export const toApiKeyDto = (k: ApiKeyRow) => ({
  id: k.id,
  userId: k.userId,
  name: k.name,
  prefix: k.prefix,
  roles: k.roles,
  createdAt: k.createdAt.toISOString(),
  ...(k.expiresAt ? { expiresAt: k.expiresAt.toISOString() } : {}),
  ...(k.lastUsedAt ? { lastUsedAt: k.lastUsedAt.toISOString() } : {}),
});
