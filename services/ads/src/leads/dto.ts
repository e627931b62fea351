// Lead rows to the contract's Lead.
import type { components } from '@adops/openapi/generated/ads';
import type { LeadRow } from './entities.ts';

export const leadOf = (l: LeadRow, campaignNames: ReadonlyMap<string, string>): components['schemas']['Lead'] => ({
  id: l.id,
  campaignId: l.campaignId,
  campaignName: campaignNames.get(l.campaignId) ?? '',
  customerId: l.customerId,
  officeId: l.officeId,
  agentId: l.agentId,
  listingId: l.listingId,
  fullName: l.fullName,
  email: l.email,
  phone: l.phone,
  fields: l.fields,
  createdTime: l.createdTime.toISOString(),
});
