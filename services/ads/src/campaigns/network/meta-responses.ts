// What the Meta adapter reads back: Graph API objects (as the SDK returns their fields) turned into the
// port's types. Pure: the statuses, review reasons, insight rows and leads are decided here.
import { toMinorUnits } from '@adops/platform';
import type { AdReview, DailyInsight, NetworkAd, NetworkCampaignStatus, NetworkLead } from './port.ts';

type Row = Record<string, unknown>;

const PENDING = new Set(['PENDING_REVIEW', 'IN_PROCESS']);

/** Meta's `ad_review_feedback` is `{ global: { <policy>: <why> }, placement_specific: { <placement>: { <policy>: <why> } } }`. */
export function reviewReasons(feedback: unknown): string[] {
  if (!feedback || typeof feedback !== 'object') return [];
  const { global, placement_specific } = feedback as { global?: Record<string, string>; placement_specific?: Record<string, Record<string, string>> };
  const reasons = Object.entries(global ?? {}).map(([policy, why]) => `${policy}: ${why}`);
  for (const perPolicy of Object.values(placement_specific ?? {})) {
    for (const [policy, why] of Object.entries(perPolicy)) reasons.push(`${policy}: ${why}`);
  }
  return [...new Set(reasons)];
}

export function adReview(ad: Row): AdReview {
  const status = String(ad.effective_status ?? '');
  if (status === 'DISAPPROVED') return { status: 'REJECTED', reasons: reviewReasons(ad.ad_review_feedback) };
  if (PENDING.has(status)) return { status: 'PENDING', reasons: [] };
  return { status: 'APPROVED', reasons: [] };
}

export function networkAd(ad: Row): NetworkAd {
  return { externalId: String(ad.id), adSetExternalId: String(ad.adset_id), review: adReview(ad) };
}

/**
 * A campaign's status from its effective_status, its ads' reviews and its schedule. Meta says ACTIVE for a
 * campaign whose start is still ahead or whose end has passed; the schedule tells those apart.
 */
export function campaignStatus(campaign: Row, ads: NetworkAd[], now: Date): NetworkCampaignStatus {
  const status = String(campaign.effective_status ?? campaign.status ?? '');
  if (status === 'DELETED' || status === 'ARCHIVED') return 'DELETED';
  if (status === 'PAUSED') return 'PAUSED';
  const approved = ads.some((a) => a.review.status === 'APPROVED');
  if (!approved && ads.some((a) => a.review.status === 'REJECTED')) return 'REJECTED';
  if (PENDING.has(status) || (!approved && (ads.length === 0 || ads.some((a) => a.review.status === 'PENDING')))) return 'PENDING_REVIEW';
  if (typeof campaign.stop_time === 'string' && now >= new Date(campaign.stop_time)) return 'COMPLETED';
  if (typeof campaign.start_time === 'string' && now < new Date(campaign.start_time)) return 'SCHEDULED';
  return 'ACTIVE';
}

function count(value: unknown): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** Video views are Meta's `video_view` action (plays of 3 seconds or more), the figure Ads Manager shows as "3-second video plays". */
function videoViews(actions: unknown): number {
  if (!Array.isArray(actions)) return 0;
  const action = (actions as Array<{ action_type?: string; value?: string }>).find((a) => a.action_type === 'video_view');
  return count(action?.value);
}

/** One row of `GET /{campaign}/insights?time_increment=1`; `spend` comes in major units as a decimal string. */
export function dailyInsight(row: Row, currency: string): DailyInsight {
  return {
    date: String(row.date_start),
    reach: count(row.reach),
    impressions: count(row.impressions),
    clicks: count(row.clicks),
    videoViews: videoViews(row.actions),
    spend: toMinorUnits(count(row.spend), currency),
  };
}

/** Graph times are `2026-03-01T10:00:00+0000`; ISO 8601 wants the colon in the offset. */
export function graphTimeToIso(value: unknown): string {
  const text = String(value).replace(/([+-]\d\d)(\d\d)$/, '$1:$2');
  return new Date(text).toISOString();
}

/** One lead of `GET /{ad}/leads`: `field_data` is `[{ name, values: [...] }]`; several values are joined. */
export function networkLead(lead: Row, campaignExternalId: string): NetworkLead {
  const fields: Record<string, string> = {};
  for (const field of (lead.field_data as Array<{ name: string; values?: string[] }> | undefined) ?? []) {
    fields[field.name] = (field.values ?? []).join(', ');
  }
  return {
    leadId: String(lead.id),
    campaignExternalId: String(lead.campaign_id ?? campaignExternalId),
    adExternalId: String(lead.ad_id),
    createdTime: graphTimeToIso(lead.created_time),
    fields,
  };
}
