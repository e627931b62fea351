// The pure rules of campaign administration: a listing's derived campaign status (001 §4), which
// campaigns take a change, the review rules as warnings (the check before submission), and an ad set's
// targeting edit checked against the template rules and kept inside the housing guardrail.
import type { FieldError } from '@adops/platform';
import { MAX_AGE, MAX_RADIUS_KM, MESSAGES as TEMPLATE_MESSAGES, MIN_AGE, MIN_RADIUS_KM } from '../campaign-templates/rules.ts';
import { compliantHousingTargeting } from './network/housing.ts';
import { REASON_HOUSING_CATEGORY_MISSING, REASON_IMAGE_MOSTLY_TEXT, REASON_PERSONAL_ATTRIBUTES, reviewCreative, type ReviewSubject } from './network/review.ts';
import type { GeoCircle, Targeting } from './network/port.ts';
import type { CampaignRow, CampaignStatus } from './entities.ts';

export const ADMIN_MESSAGES = {
  notChangeable: 'This campaign can no longer be changed.',
  onlyRejectedAds: 'Only a rejected ad can be edited and resubmitted: the network is reviewing or running this one.',
  networkUnreachable: 'The ad network could not be reached.',
  networkRefused: (reason: string) => `The ad network refused the change: ${reason}`,
  beingCreated: 'This campaign is still being created on its network: delete it once it is there.',
  endDatePast: 'The end date must be in the future, after the start.',
  // Ours: a network refuses a lifetime budget below its daily minimum for every day the campaign runs.
  budgetBelowMinimum: (minimum: number, days: number) => `The lifetime budget must be at least ${minimum} (in minor units) for ${days} day(s) on this network.`,
} as const;

const DAY_MS = 86_400_000;

/**
 * A change of end date or budget must leave the lifetime budget at least the network's daily minimum (minor
 * units) for each day from the start to the end: checked here, so the caller gets a 400 at the field it sent
 * rather than the network's refusal as a 502.
 */
export function budgetCoverErrors(
  change: { endTime?: string; lifetimeBudget?: number },
  campaign: Pick<CampaignRow, 'startTime' | 'endTime' | 'lifetimeBudget'>,
  dailyMinimum: number,
): FieldError[] {
  const end = change.endTime !== undefined ? Date.parse(change.endTime) : campaign.endTime.getTime();
  const budget = change.lifetimeBudget ?? campaign.lifetimeBudget;
  const days = Math.max(1, Math.ceil((end - campaign.startTime.getTime()) / DAY_MS));
  const minimum = dailyMinimum * days;
  if (budget >= minimum) return [];
  return [{ path: change.lifetimeBudget !== undefined ? '/lifetimeBudget' : '/endDate', message: ADMIN_MESSAGES.budgetBelowMinimum(minimum, days) }];
}

/** Every status a campaign can be in, in its life's order (the lists' status filter offers them). */
export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = ['CREATING', 'PENDING_REVIEW', 'SCHEDULED', 'ACTIVE', 'PAUSED', 'COMPLETED', 'REJECTED', 'DELETED', 'FAILED'];

export type ListingCampaignStatus = 'No Campaigns' | 'Active' | 'Completed';

/**
 * 001 §4: No Campaigns; Active if any of its campaigns is neither completed nor deleted; otherwise
 * Completed. A FAILED campaign (the network refused it for good) will never run, so it counts as over,
 * as a completed one does: a listing whose only campaign failed is not advertised.
 */
export function listingCampaignStatus(campaigns: ReadonlyArray<Pick<CampaignRow, 'status' | 'deleted'>>): ListingCampaignStatus {
  if (!campaigns.length) return 'No Campaigns';
  const over: ReadonlySet<CampaignStatus> = new Set(['COMPLETED', 'DELETED', 'FAILED']);
  return campaigns.some((c) => !c.deleted && !over.has(c.status)) ? 'Active' : 'Completed';
}

/** Each listing asked for, once, in the order asked, with the status of the campaigns that name it. */
export function listingStatuses(listingIds: readonly string[], campaigns: ReadonlyArray<Pick<CampaignRow, 'listingIds' | 'status' | 'deleted'>>): Array<{ listingId: string; status: ListingCampaignStatus }> {
  return [...new Set(listingIds)].map((listingId) => ({ listingId, status: listingCampaignStatus(campaigns.filter((c) => c.listingIds.includes(listingId))) }));
}

/**
 * Whether a campaign takes a change on its network: it must be there (an external id), and neither over
 * nor refused. A rejected campaign may still be renamed, paused or ended while its ad is being fixed.
 */
export function isChangeable(c: Pick<CampaignRow, 'externalId' | 'status' | 'deleted'>): boolean {
  return c.externalId !== null && !c.deleted && !['CREATING', 'COMPLETED', 'DELETED', 'FAILED'].includes(c.status);
}

export type ReviewRule = 'IMAGE_MOSTLY_TEXT' | 'PERSONAL_ATTRIBUTES' | 'HOUSING_CATEGORY_MISSING';

const RULE_OF_REASON: ReadonlyMap<string, ReviewRule> = new Map([
  [REASON_IMAGE_MOSTLY_TEXT, 'IMAGE_MOSTLY_TEXT'],
  [REASON_PERSONAL_ATTRIBUTES, 'PERSONAL_ATTRIBUTES'],
  [REASON_HOUSING_CATEGORY_MISSING, 'HOUSING_CATEGORY_MISSING'],
]);

/** The review's reasons as warnings with their rule: exactly what the simulated network would refuse the ad for. */
export function reviewWarnings(subject: ReviewSubject): Array<{ rule: ReviewRule; message: string }> {
  return reviewCreative(subject).map((message) => ({ rule: RULE_OF_REASON.get(message)!, message }));
}

/** What an ad-set edit may change of its targeting. */
export interface TargetingEdit {
  circles?: GeoCircle[] | undefined;
  ageMin?: number | null | undefined;
  ageMax?: number | null | undefined;
  gender?: Targeting['gender'] | undefined;
}

/** The edit's problems, with the template rules' messages (radius 1–80 km, ages 13–65, min ≤ max). */
export function targetingEditErrors(edit: TargetingEdit, current: Targeting): FieldError[] {
  const errors: FieldError[] = [];
  (edit.circles ?? []).forEach((circle, i) => {
    const path = `/targeting/circles/${i}/radiusKm`;
    if (!(circle.radiusKm >= MIN_RADIUS_KM)) errors.push({ path, message: TEMPLATE_MESSAGES.minRadius });
    else if (circle.radiusKm > MAX_RADIUS_KM) errors.push({ path, message: TEMPLATE_MESSAGES.maxRadius });
  });
  for (const key of ['ageMin', 'ageMax'] as const) {
    const age = edit[key];
    if (age === undefined || age === null) continue;
    if (age < MIN_AGE) errors.push({ path: `/targeting/${key}`, message: TEMPLATE_MESSAGES.minAge });
    else if (age > MAX_AGE) errors.push({ path: `/targeting/${key}`, message: TEMPLATE_MESSAGES.maxAge });
  }
  const ageMin = edit.ageMin !== undefined ? edit.ageMin : current.ageMin;
  const ageMax = edit.ageMax !== undefined ? edit.ageMax : current.ageMax;
  if (!errors.length && ageMin !== null && ageMax !== null && ageMin > ageMax) errors.push({ path: '/targeting/ageMin', message: TEMPLATE_MESSAGES.ages });
  return errors;
}

/**
 * The targeting after an edit; a housing ad's is made compliant again (as when it was built), each change
 * a reason to keep with the campaign's. `countries` are where the campaign's audience is (its spec's
 * special-category countries).
 */
export function editedTargeting(current: Targeting, edit: TargetingEdit, housing: { isHousing: boolean; countries: string[] }): { targeting: Targeting; adjustments: string[] } {
  const next: Targeting = {
    ...current,
    ...(edit.circles !== undefined ? { circles: edit.circles.map((c) => ({ latitude: c.latitude, longitude: c.longitude, radiusKm: c.radiusKm })) } : {}),
    ...(edit.ageMin !== undefined ? { ageMin: edit.ageMin } : {}),
    ...(edit.ageMax !== undefined ? { ageMax: edit.ageMax } : {}),
    ...(edit.gender !== undefined ? { gender: edit.gender } : {}),
  };
  return housing.isHousing ? compliantHousingTargeting(next, housing.countries) : { targeting: next, adjustments: [] };
}
