// The leads' events. Published: lead.received (x-event LeadReceivedEvent in openapi/ads), once per
// network lead id, in the transaction that keeps the lead; the order context e-mails the agent from it.
import type { CampaignRow } from '../campaigns/entities.ts';
import type { LeadRow } from './entities.ts';

export const leadReceived = (lead: LeadRow, campaign: CampaignRow) => ({
  type: 'lead.received' as const,
  subject: lead.id,
  customerId: lead.customerId,
  data: {
    leadId: lead.id,
    campaignId: lead.campaignId,
    orderId: campaign.orderId,
    customerId: lead.customerId,
    agentId: lead.agentId,
    listingId: lead.listingId,
    campaignName: campaign.name.slice(0, 300),
    fullName: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    createdTime: lead.createdTime.toISOString(),
  },
});
