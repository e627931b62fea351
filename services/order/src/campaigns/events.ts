// What the campaigns area consumes: the ads context's campaign events (ads.events), for the order's
// copy of its campaigns and its status (campaign-outcomes.ts):
// - campaign.created: the campaign joins the order, which becomes DELIVERED (from READY or PROCESSING);
// - campaign.updated: the order's copy follows its name, deletion and report link;
// - campaign.completed: marked; the order becomes COMPLETED when all of its campaigns have completed;
// - campaign.ad_rejected: a comment on the order (its agents' e-mail is the notifications area's).
// The inbox handles an event id once; the campaigns are also kept by campaign id, so the same campaign
// told again under another event id adds nothing.
import { subscribeTo, type Subscription } from '@adops/platform';
import type { AdsEvents } from '@adops/openapi/generated/events';
import type { OrderStore, OrderTx } from '../orders/store.ts';

export type CampaignCreated = AdsEvents['campaign.created'];
export type CampaignUpdated = AdsEvents['campaign.updated'];
export type CampaignCompleted = AdsEvents['campaign.completed'];
export type CampaignAdRejected = AdsEvents['campaign.ad_rejected'];

/** What the order context does on a campaign event, in the inbox's transaction (campaign-outcomes.ts). */
export interface CampaignReactions {
  created(tx: OrderTx, campaign: CampaignCreated): Promise<void>;
  updated(tx: OrderTx, campaign: CampaignUpdated): Promise<void>;
  completed(tx: OrderTx, campaign: CampaignCompleted): Promise<void>;
  adRejected(tx: OrderTx, rejection: CampaignAdRejected): Promise<void>;
}

/** The campaign handlers (consumer 'order', source ads). */
export const campaignsSubscription = (store: OrderStore, reactions: CampaignReactions): Subscription =>
  subscribeTo('order', 'ads', {
    'campaign.created': (e, m) => reactions.created(store.kit.within(m), e.data),
    'campaign.updated': (e, m) => reactions.updated(store.kit.within(m), e.data),
    'campaign.completed': (e, m) => reactions.completed(store.kit.within(m), e.data),
    'campaign.ad_rejected': (e, m) => reactions.adRejected(store.kit.within(m), e.data),
  });
