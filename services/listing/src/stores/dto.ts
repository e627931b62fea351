// Stores as the API shows them (openapi/listing Store): credentials as their type, user name or header
// and whether a secret is set; the password or token never.
import type { Store } from '@adops/openapi/generated/listing';
import type { StoreRow } from './entities.ts';

export const toStoreDto = (s: StoreRow): Store => ({
  id: s.id,
  customerId: s.customerId,
  name: s.name,
  format: s.format,
  url: s.url,
  officeId: s.officeId,
  credentials: { type: s.credentialType, username: s.credentialUsername, headerName: s.credentialHeader, secretSet: s.credentialSecret !== null },
  createdAt: s.createdAt.toISOString(),
  updatedAt: s.updatedAt.toISOString(),
});
