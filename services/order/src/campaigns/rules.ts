// The order's side of the ads context's campaigns, pure: an order keeps a copy of each campaign made for
// it (social ones as fbCampaigns, display ones as gdnCampaigns), keyed by the campaign's id so that a
// campaign told twice is kept once; it is delivered with its first campaign and completed when as many
// campaigns as the order makes (campaignsOfOrder) have completed. The status moves themselves are the
// transition table's (orders/rules.ts eventMove).
import type { OrderCampaign } from '@adops/openapi/generated/order';

export type CampaignKind = 'social' | 'display';

/** The order's campaigns as the rules see and write them. */
export interface OrderCampaigns {
  fbCampaigns: OrderCampaign[];
  gdnCampaigns: OrderCampaign[];
  campaignsOfOrder: number | null;
}

/** At most this many campaigns of a kind are kept on an order (the contract's maxItems). */
export const MAX_CAMPAIGNS = 100;

const listOf = (kind: CampaignKind) => (kind === 'social' ? 'fbCampaigns' : 'gdnCampaigns');

const known = (o: OrderCampaigns, campaignId: string) => [...o.fbCampaigns, ...o.gdnCampaigns].some((c) => c.campaignId === campaignId);

/**
 * campaign.created: the campaign joins its kind's list, not yet deleted nor completed, and the order
 * learns how many campaigns it makes in all; null when the order has it already (a redelivery, or the
 * same campaign told again) or its list is full.
 */
export function withCampaignCreated(
  o: OrderCampaigns,
  c: { campaignId: string; kind: CampaignKind; name: string; startDate: string; reportShortUrl: string | null; campaignsOfOrder: number },
): OrderCampaigns | null {
  const list = listOf(c.kind);
  if (known(o, c.campaignId) || o[list].length >= MAX_CAMPAIGNS) return null;
  const campaign: OrderCampaign = { campaignId: c.campaignId, name: c.name, deleted: false, startDate: c.startDate, shortUrl: c.reportShortUrl, completed: false };
  return { ...o, [list]: [...o[list], campaign], campaignsOfOrder: c.campaignsOfOrder };
}

/** Applies a change to the campaign with this id, wherever it is kept; null when the order has no such campaign or nothing changes. */
function withCampaign(o: OrderCampaigns, campaignId: string, change: Partial<OrderCampaign>): OrderCampaigns | null {
  const patch = (list: OrderCampaign[]) => list.map((c) => (c.campaignId === campaignId ? { ...c, ...change } : c));
  const next = { ...o, fbCampaigns: patch(o.fbCampaigns), gdnCampaigns: patch(o.gdnCampaigns) };
  return JSON.stringify(next) === JSON.stringify(o) ? null : next;
}

/** campaign.updated: the order's copy follows the campaign's name, deletion and report link. */
export const withCampaignUpdated = (o: OrderCampaigns, c: { campaignId: string; name: string; deleted: boolean; reportShortUrl: string | null }) =>
  withCampaign(o, c.campaignId, { name: c.name, deleted: c.deleted, shortUrl: c.reportShortUrl });

/** campaign.completed: the campaign is marked completed. */
export const withCampaignCompleted = (o: OrderCampaigns, campaignId: string) => withCampaign(o, campaignId, { completed: true });

/** Whether every campaign the order makes has completed: as many as campaign.created said it makes. */
export function allCampaignsCompleted(o: OrderCampaigns): boolean {
  const completed = [...o.fbCampaigns, ...o.gdnCampaigns].filter((c) => c.completed).length;
  return o.campaignsOfOrder !== null && completed >= o.campaignsOfOrder;
}

/** The comment a rejected ad leaves on its order, for staff and the orderer, within a comment's length. */
export const adRejectedComment = (campaignName: string, reasons: readonly string[]): string => `Ad rejected for campaign "${campaignName}": ${reasons.join('; ')}`.slice(0, 2000);
