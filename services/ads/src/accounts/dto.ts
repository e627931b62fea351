// Ad accounts as the API shows them (openapi/ads AdAccount): credentials only as whether there are any.
import type { AdAccount, BillingAccount } from '@adops/openapi/generated/ads';
import type { AdAccountRow } from './entities.ts';

export const toAdAccountDto = (a: AdAccountRow): AdAccount => ({
  id: a.id,
  kind: a.kind,
  provider: a.provider,
  accountId: a.accountId,
  name: a.name,
  currency: a.currency,
  timezone: a.timezone,
  customerId: a.customerId,
  hasCredentials: a.credentials !== null,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});

/** An account as the order flow offers it (openapi/ads BillingAccount): its id is what the order's attribute carries. */
export const toBillingAccountDto = (a: AdAccountRow): BillingAccount => ({ id: a.id, kind: a.kind, accountId: a.accountId, name: a.name });
