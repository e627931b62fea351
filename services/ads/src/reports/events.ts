// The reports' events. Published: campaign.updated (x-event CampaignUpdatedEvent in openapi/ads) when a
// campaign's report link is made or removed, in the same transaction; the order shows the link.
import type { CampaignRow } from '../campaigns/entities.ts';

export const campaignLinkChanged = (c: CampaignRow, reportShortUrl: string | null) => ({
  type: 'campaign.updated' as const,
  subject: c.id,
  customerId: c.customerId,
  data: { campaignId: c.id, orderId: c.orderId, customerId: c.customerId, kind: c.kind, name: c.name, deleted: c.deleted, reportShortUrl },
});
