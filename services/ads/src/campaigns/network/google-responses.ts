// What the Google adapter reads back: GoogleAdsService rows and mutate results turned into the port's
// types. Pure: statuses, review reasons and insight rows are decided here.
import { enums } from 'google-ads-api';
import type { AdReview, NetworkAd, NetworkCampaignStatus } from './port.ts';
import type { GoogleAdsRow } from './google-sdk.ts';
import { microsToMinor } from './google-requests.ts';

type EnumObject = Record<string, string | number>;

/** An enum field's name: the SDK hands enums over as numbers (or names, when built from names). */
export function enumName(enumObject: EnumObject, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(enumObject[value] ?? 'UNKNOWN');
  return 'UNSPECIFIED';
}

/** The last segment of a resource name: `customers/1/campaigns/42` → `42`. */
export function idOf(resourceName: string | null | undefined): string {
  const id = resourceName?.split('/').pop();
  if (!id) throw new Error(`not a resource name: ${String(resourceName)}`);
  return id;
}

export function count(value: unknown): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/**
 * An ad's review from its policy summary: DISAPPROVED is a rejection whose reasons are the policy topics
 * Google names; APPROVED and APPROVED_LIMITED run; anything else is still under review.
 */
export function adReview(row: GoogleAdsRow): AdReview {
  const summary = row.ad_group_ad?.policy_summary;
  const approval = enumName(enums.PolicyApprovalStatus as unknown as EnumObject, summary?.approval_status);
  if (approval === 'DISAPPROVED') {
    const topics = (summary?.policy_topic_entries ?? []).map((e) => e.topic ?? '').filter(Boolean);
    return { status: 'REJECTED', reasons: [...new Set(topics)] };
  }
  if (approval === 'APPROVED' || approval === 'APPROVED_LIMITED') return { status: 'APPROVED', reasons: [] };
  return { status: 'PENDING', reasons: [] };
}

/** Our id for a Google ad is Google's own ad_group_ad key, `<ad group id>~<ad id>`: both are needed to address it. */
export function networkAd(row: GoogleAdsRow): NetworkAd {
  const adGroupId = String(row.ad_group?.id ?? idOf(row.ad_group_ad?.ad_group));
  return { externalId: `${adGroupId}~${String(row.ad_group_ad?.ad?.id)}`, adSetExternalId: adGroupId, review: adReview(row) };
}

/** A campaign's status: removed, paused, its ads' reviews, then Google's serving status for the schedule. */
export function campaignStatus(row: GoogleAdsRow, ads: NetworkAd[]): NetworkCampaignStatus {
  const status = enumName(enums.CampaignStatus as unknown as EnumObject, row.campaign?.status);
  if (status === 'REMOVED') return 'DELETED';
  if (status === 'PAUSED') return 'PAUSED';
  const approved = ads.some((a) => a.review.status === 'APPROVED');
  if (!approved && ads.some((a) => a.review.status === 'REJECTED')) return 'REJECTED';
  if (!approved) return 'PENDING_REVIEW';
  const serving = enumName(enums.CampaignServingStatus as unknown as EnumObject, row.campaign?.serving_status);
  if (serving === 'ENDED') return 'COMPLETED';
  if (serving === 'PENDING') return 'SCHEDULED';
  return 'ACTIVE';
}

export function spendOf(row: GoogleAdsRow, currency: string): number {
  return microsToMinor(count(row.metrics?.cost_micros), currency);
}

/** A location criterion as google-requests' locationKeys names it, to compare what a campaign targets with an edit. */
export function locationKeyOf(row: GoogleAdsRow): string {
  const criterion = row.campaign_criterion;
  const constant = criterion?.location?.geo_target_constant;
  if (constant) return `geo:${constant}`;
  const point = criterion?.proximity?.geo_point;
  return `circle:${Number(point?.latitude_in_micro_degrees ?? 0)},${Number(point?.longitude_in_micro_degrees ?? 0)},${Number(criterion?.proximity?.radius ?? 0)}`;
}
