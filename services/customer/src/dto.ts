// Rows as the API shows them (openapi/customer schemas): optional fields left out when empty,
// instants as ISO strings, secrets never.
import type { Agent, Customer, CustomerProfile, Dashboard, DashboardTemplate, Office } from '@adops/openapi/generated/customer';
import type { AgentRow, CustomerRow, DashboardRow, DashboardTemplateRow, OfficeRow } from './persistence/entities.ts';

/** `{ key: value }` when the value is set, `{}` otherwise: optional properties are absent, never null. */
const opt = <K extends string, V>(key: K, value: V | null | undefined) => (value ? ({ [key]: value } as { [P in K]: V }) : {});
const stamps = (r: { createdAt: Date; updatedAt: Date }) => ({ createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

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

export const toOfficeDto = (o: OfficeRow): Office => ({
  id: o.id,
  customerId: o.customerId,
  name: o.name,
  ...opt('email', o.email),
  ...opt('phone', o.phone),
  ...opt('address', o.address),
  fbAdAccountIds: o.fbAdAccountIds,
  gdnAccountIds: o.gdnAccountIds,
  ...stamps(o),
});

export const toAgentDto = (a: AgentRow): Agent => ({
  id: a.id,
  customerId: a.customerId,
  fullName: a.fullName,
  ...opt('email', a.email),
  phones: a.phones,
  ...opt('image', a.image),
  officeIds: a.officeIds,
  fbAdAccountIds: a.fbAdAccountIds,
  gdnAccountIds: a.gdnAccountIds,
  ...opt('fbPage', a.fbPage),
  distributionSettings: a.distributionSettings,
  didSignUpDashboard: a.didSignUpDashboard,
  ...opt('dashboardUserId', a.dashboardUserId),
  dashboardListingTypes: a.dashboardListingTypes,
  ...stamps(a),
});

export const toDashboardDto = (d: DashboardRow): Dashboard => ({
  id: d.id,
  name: d.name,
  customerId: d.customerId,
  ...opt('templateId', d.templateId),
  config: d.config,
  ...stamps(d),
});

export const toTemplateDto = (t: DashboardTemplateRow): DashboardTemplate => ({
  id: t.id,
  name: t.name,
  ...opt('description', t.description),
  config: t.config,
  ...stamps(t),
});
