// Rows as the API shows them (openapi/customer schemas): optional fields left out when empty,
// instants as ISO strings, secrets never. `opt` and `stamps` are how every area of this context
// writes its optional fields and timestamps.
import type { Customer, CustomerProfile } from '@adops/openapi/generated/customer';
import type { CustomerRow } from './entities.ts';

/** `{ key: value }` when the value is set, `{}` otherwise: optional properties are absent, never null. */
export const opt = <K extends string, V>(key: K, value: V | null | undefined) => (value ? ({ [key]: value } as { [P in K]: V }) : {});
export const stamps = (r: { createdAt: Date; updatedAt: Date }) => ({ createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

export const toCustomerDto = (c: CustomerRow): Customer => ({
  id: c.id,
  name: c.name,
  ...opt('email', c.email),
  ...opt('website', c.website),
  isActive: c.isActive,
  hasLogo: c.hasLogo,
  hasApiKey: Boolean(c.apiKeyHash),
  ...opt('apiKeyPrefix', c.apiKeyPrefix),
  currency: c.currency,
  country: c.country,
  sharingOptions: c.sharingOptions,
  imageAdLimit: c.imageAdLimit,
  settings: c.settings,
  reportDomains: c.reportDomains,
  facebookPages: c.facebookPages,
  ...stamps(c),
});

export function toCustomerProfile(c: CustomerRow): CustomerProfile {
  const { id, name, isActive, hasLogo, currency, country, sharingOptions, imageAdLimit, settings, reportDomains } = c;
  return { id, name, isActive, hasLogo, currency, country, sharingOptions, imageAdLimit, settings, reportDomains };
}
