// The campaigns' events.
// Published (x-event schemas CampaignCreatedEvent, CampaignCompletedEvent, CampaignAdRejectedEvent in
// openapi/ads), built in one place from the row as written.
// Consumed: order.events. order.ready builds the order's campaigns (build-campaigns.ts) in the inbox's
// transaction: a redelivered event is skipped by the inbox, and one with a new id finds the campaigns made.
import { subscribeTo, type Subscription } from '@adops/platform';
import type { CampaignRow } from './entities.ts';
import type { ReadyOrder } from './rules.ts';
import { dateIn } from './rules.ts';
import type { CampaignStore, CampaignTx } from './store.ts';

export const campaignCreated = (c: CampaignRow, timeZone: string, campaignsOfOrder: number, reportShortUrl: string) => ({
  type: 'campaign.created' as const,
  subject: c.id,
  customerId: c.customerId,
  data: {
    campaignId: c.id,
    orderId: c.orderId,
    customerId: c.customerId,
    kind: c.kind,
    name: c.name,
    startDate: dateIn(c.startTime, timeZone),
    endDate: dateIn(c.endTime, timeZone),
    // Made in the same transaction (campaign-networks.ts): a created campaign always has its link.
    reportShortUrl,
    campaignsOfOrder: Math.max(1, Math.min(200, campaignsOfOrder)),
  },
});

export const campaignCompleted = (c: CampaignRow) => ({
  type: 'campaign.completed' as const,
  subject: c.id,
  customerId: c.customerId,
  data: { campaignId: c.id, orderId: c.orderId, customerId: c.customerId, kind: c.kind },
});

export const campaignAdRejected = (c: CampaignRow, reasons: readonly string[]) => ({
  type: 'campaign.ad_rejected' as const,
  subject: c.id,
  customerId: c.customerId,
  data: {
    campaignId: c.id,
    orderId: c.orderId,
    customerId: c.customerId,
    agentIds: c.agentIds.slice(0, 20),
    campaignName: c.name,
    reasons: (reasons.length ? [...new Set(reasons)] : ['The ad network rejected the campaign.']).slice(0, 20).map((r) => r.slice(0, 500)),
  },
});

/** What the campaigns area does on a ready order, in the inbox's transaction (build-campaigns.ts). */
export interface OrderReactions {
  ready(tx: CampaignTx, order: ReadyOrder): Promise<void>;
}

/** The order handlers (consumer 'ads', source order). */
export const ordersSubscription = (store: CampaignStore, reactions: OrderReactions): Subscription =>
  subscribeTo('ads', 'order', {
    'order.ready': (e, m) => reactions.ready(store.within(m), e.data),
  });
