// A simulated campaign as the simulator stores it, and what its stored history means at a given instant:
// the review of each ad, the campaign's status, the settings in force. Pure: the instant is an argument,
// so a test (or the embedded default) moves time by moving the clock it passes.
import { createHash } from 'node:crypto';
import type {
  AdReview,
  CampaignObjective,
  CreativeSpec,
  NetworkAd,
  NetworkCampaign,
  NetworkCampaignStatus,
  NetworkKind,
  Targeting,
} from './port.ts';

/** How long the simulated review takes after an ad is submitted (or resubmitted): Meta's takes minutes to a day. */
export const REVIEW_DELAY_MS = 60_000;

export interface SimulatedAd {
  externalId: string;
  adSetExternalId: string;
  creative: CreativeSpec;
  /** When this creative was (re)submitted: its review is decided REVIEW_DELAY_MS later. */
  submittedAt: string;
  /** The review's outcome, decided on submission and revealed when the review ends: empty means approved. */
  reasons: string[];
}

/** The settings a change may touch; a new version from each change, so a past day keeps what was in force then. */
export interface SettingsVersion {
  at: string;
  name: string;
  lifetimeBudget: number;
  endTime: string;
}

/** An ad set's settings, versioned as the campaign's are: a new version from each change. */
export interface AdSetSettingsVersion {
  at: string;
  name: string;
  /** null in documents made before the simulator kept targeting (it never read it back then). */
  targeting: Targeting | null;
  lifetimeBudget: number;
}

export interface SimulatedAdSet {
  externalId: string;
  settings: AdSetSettingsVersion[];
}

/** An ad set as documents made before ad sets were versioned keep it. */
interface UnversionedAdSet {
  externalId: string;
  name: string;
  lifetimeBudget: number;
}

export interface SimulatedCampaign {
  externalId: string;
  reference: string;
  accountId: string;
  kind: NetworkKind;
  currency: string;
  objective: CampaignObjective;
  specialAdCategories: string[];
  /** The ad account's time zone, whose days delivery is reported by; absent (UTC) in campaigns recorded before it was kept. */
  timeZone?: string;
  /** The advertiser's declaration, when given (review.ts reads the creative otherwise). */
  isHousing?: boolean;
  /** Every country the ad sets target, first ad set's first: what a lead's phone number looks like. */
  countries: string[];
  startTime: string;
  createdAt: string;
  settings: SettingsVersion[];
  adSets: SimulatedAdSet[];
  ads: SimulatedAd[];
  /** Paused spans; the last one open (to null) while the campaign is paused. */
  pauses: Array<{ from: string; to: string | null }>;
  deletedAt: string | null;
}

function hex16(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/**
 * A campaign's id follows from the account and our reference, so findCampaign needs no index and a second
 * createCampaign for the same reference lands on the first one. The account is part of it so two accounts
 * never see each other's campaigns.
 */
export function campaignExternalId(accountId: string, reference: string): string {
  return `sim-c-${hex16(`${accountId}\u0000${reference}`)}`;
}

export function adSetExternalId(campaignId: string, index: number): string {
  return `sim-as-${campaignId.slice('sim-c-'.length)}-${index}`;
}

export function adExternalId(campaignId: string, index: number): string {
  return `sim-ad-${campaignId.slice('sim-c-'.length)}-${index}`;
}

/** The campaign an ad id belongs to, or null for an id the simulator never made. */
export function campaignOfAd(adId: string): string | null {
  const match = /^sim-ad-([0-9a-f]{16})-\d+$/.exec(adId);
  return match ? `sim-c-${match[1]}` : null;
}

/** The campaign an ad set id belongs to, or null for an id the simulator never made. */
export function campaignOfAdSet(adSetId: string): string | null {
  const match = /^sim-as-([0-9a-f]{16})-\d+$/.exec(adSetId);
  return match ? `sim-c-${match[1]}` : null;
}

export function stateKey(campaignId: string): string {
  return `campaign/${campaignId}`;
}

export function hashHex(text: string): string {
  return hex16(text);
}

export function adReview(ad: SimulatedAd, now: Date): AdReview {
  if (now.getTime() < Date.parse(ad.submittedAt) + REVIEW_DELAY_MS) return { status: 'PENDING', reasons: [] };
  return ad.reasons.length > 0 ? { status: 'REJECTED', reasons: [...ad.reasons] } : { status: 'APPROVED', reasons: [] };
}

/** When the last of the ads was approved (delivery cannot start before), or null while any is pending or rejected. */
export function approvedAt(campaign: SimulatedCampaign, now: Date): number | null {
  let latest = -Infinity;
  for (const ad of campaign.ads) {
    if (adReview(ad, now).status !== 'APPROVED') return null;
    latest = Math.max(latest, Date.parse(ad.submittedAt) + REVIEW_DELAY_MS);
  }
  return latest;
}

/** The settings in force at an instant: the last version made at or before it (the first one before that). */
export function settingsAt(campaign: SimulatedCampaign, at: number): SettingsVersion {
  let current = campaign.settings[0]!;
  for (const version of campaign.settings) if (Date.parse(version.at) <= at) current = version;
  return current;
}

export function currentSettings(campaign: SimulatedCampaign): SettingsVersion {
  return campaign.settings[campaign.settings.length - 1]!;
}

/**
 * The status at `now`, in this order: deleted; rejected when any ad is; in review while any ad is; completed
 * once the end time has passed (even if paused: nothing more will deliver); paused; scheduled before the
 * start time; else active.
 */
export function campaignStatus(campaign: SimulatedCampaign, now: Date): NetworkCampaignStatus {
  if (campaign.deletedAt !== null) return 'DELETED';
  const reviews = campaign.ads.map((ad) => adReview(ad, now).status);
  if (reviews.includes('REJECTED')) return 'REJECTED';
  if (reviews.includes('PENDING')) return 'PENDING_REVIEW';
  const t = now.getTime();
  if (t >= Date.parse(currentSettings(campaign).endTime)) return 'COMPLETED';
  if (campaign.pauses.some((p) => p.to === null)) return 'PAUSED';
  return t < Date.parse(campaign.startTime) ? 'SCHEDULED' : 'ACTIVE';
}

export function currentAdSetSettings(adSet: SimulatedAdSet): AdSetSettingsVersion {
  return adSet.settings[adSet.settings.length - 1]!;
}

/**
 * A stored document as this version of the simulator reads it: ad sets from before versioning get one
 * version, made when the campaign was, so campaigns simulated earlier keep working after an upgrade.
 */
export function upgradedCampaign(
  stored: Omit<SimulatedCampaign, 'adSets'> & { adSets: Array<SimulatedAdSet | UnversionedAdSet> },
): SimulatedCampaign {
  return {
    ...stored,
    adSets: stored.adSets.map((s) =>
      'settings' in s
        ? s
        : {
            externalId: s.externalId,
            settings: [{ at: stored.createdAt, name: s.name, targeting: null, lifetimeBudget: s.lifetimeBudget }],
          },
    ),
  };
}

export function networkAd(ad: SimulatedAd, now: Date): NetworkAd {
  return { externalId: ad.externalId, adSetExternalId: ad.adSetExternalId, review: adReview(ad, now) };
}

export function networkCampaign(campaign: SimulatedCampaign, now: Date): NetworkCampaign {
  return {
    externalId: campaign.externalId,
    status: campaignStatus(campaign, now),
    adSets: campaign.adSets.map((s) => ({ externalId: s.externalId, name: currentAdSetSettings(s).name })),
    ads: campaign.ads.map((ad) => networkAd(ad, now)),
  };
}
