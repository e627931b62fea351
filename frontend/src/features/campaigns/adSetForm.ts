// The ad-set form's rules (001 §2 /adset/{adsetId}/edit; the ads spec's UpdateAdSetRequest): ages 13 to 65 and
// min ≤ max (the spec's messages), each circle's radius 1 to 80 km (the map's messages), and the ad's texts,
// which change only on an ad the network rejected (saving them resubmits it). A save sends what changed; the
// check before submission (checkCreative) asks about the texts as typed.
import type { AdSet, CreativeCheckRequest, UpdateAdSetRequest } from '../../lib/api/generated/ads.ts';
import { radiusError } from '../../components/map/targeting.ts';
import { TEMPLATE_MESSAGES } from '../campaign-templates/messages.ts';
import type { CallToAction } from '../campaign-templates/constants.ts';
import type { Gender } from './constants.ts';

export const MIN_AGE = 13;
export const MAX_AGE = 65;

export interface AdSetValues {
  /** '' is no narrowing (null). */
  ageMin: string;
  ageMax: string;
  gender: Gender;
  /** Each circle's radius in km, as typed; the places themselves stay. */
  radiusKm: string[];
  headline: string;
  message: string;
  linkUrl: string;
  callToAction: CallToAction;
}

/** Only a rejected ad's texts may change (the server's 409 otherwise). */
export const textsEditable = (a: AdSet) => a.reviewStatus === 'REJECTED';

export function adSetValues(a: AdSet): AdSetValues {
  return {
    ageMin: a.targeting.ageMin === null ? '' : String(a.targeting.ageMin),
    ageMax: a.targeting.ageMax === null ? '' : String(a.targeting.ageMax),
    gender: a.targeting.gender,
    radiusKm: a.targeting.circles.map((c) => String(c.radiusKm)),
    headline: a.creative.headline,
    message: a.creative.message,
    linkUrl: a.creative.linkUrl,
    callToAction: a.creative.callToAction,
  };
}

const ageOf = (text: string): number | null | undefined => {
  if (!text.trim()) return null;
  return /^\d{1,3}$/.test(text.trim()) ? Number(text) : undefined;
};

export function checkAdSet(v: AdSetValues, a: AdSet): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = {};
  const min = ageOf(v.ageMin);
  const max = ageOf(v.ageMax);
  if (min === undefined || (min !== null && min < MIN_AGE)) errors.ageMin = TEMPLATE_MESSAGES.minAge;
  else if (min !== null && min > MAX_AGE) errors.ageMin = TEMPLATE_MESSAGES.maxAge;
  if (max === undefined || (max !== null && max > MAX_AGE)) errors.ageMax = TEMPLATE_MESSAGES.maxAge;
  else if (max !== null && max < MIN_AGE) errors.ageMax = TEMPLATE_MESSAGES.minAge;
  if (!errors.ageMin && !errors.ageMax && typeof min === 'number' && typeof max === 'number' && min > max) errors.ageMin = TEMPLATE_MESSAGES.ages;
  v.radiusKm.forEach((km, i) => {
    const problem = radiusError(km.trim() === '' ? NaN : Number(km));
    if (problem) errors[`radiusKm.${i}`] = problem;
  });
  if (textsEditable(a)) {
    if (!v.headline.trim()) errors.headline = TEMPLATE_MESSAGES.headline;
    if (!v.message.trim()) errors.message = TEMPLATE_MESSAGES.message;
  }
  return errors;
}

/** What a save sends: the targeting and texts that changed (texts only of a rejected ad), or null when nothing did. */
export function adSetUpdate(v: AdSetValues, a: AdSet): UpdateAdSetRequest | null {
  const body: UpdateAdSetRequest = {};
  const targeting: NonNullable<UpdateAdSetRequest['targeting']> = {};
  const min = ageOf(v.ageMin);
  const max = ageOf(v.ageMax);
  if (min !== undefined && min !== a.targeting.ageMin) targeting.ageMin = min;
  if (max !== undefined && max !== a.targeting.ageMax) targeting.ageMax = max;
  // The server checks min ≤ max on the pair: both go when either changes.
  if ('ageMin' in targeting || 'ageMax' in targeting) { targeting.ageMin = min ?? null; targeting.ageMax = max ?? null; }
  if (v.gender !== a.targeting.gender) targeting.gender = v.gender;
  const circles = a.targeting.circles.map((c, i) => ({ ...c, radiusKm: Number(v.radiusKm[i] ?? c.radiusKm) }));
  if (circles.some((c, i) => c.radiusKm !== a.targeting.circles[i]!.radiusKm)) targeting.circles = circles;
  if (Object.keys(targeting).length) body.targeting = targeting;
  if (textsEditable(a)) {
    const creative: NonNullable<UpdateAdSetRequest['creative']> = {};
    if (v.headline.trim() !== a.creative.headline) creative.headline = v.headline.trim();
    if (v.message.trim() !== a.creative.message) creative.message = v.message.trim();
    if (v.linkUrl.trim() !== a.creative.linkUrl) creative.linkUrl = v.linkUrl.trim();
    if (v.callToAction !== a.creative.callToAction) creative.callToAction = v.callToAction;
    if (Object.keys(creative).length) body.creative = creative;
  }
  return Object.keys(body).length ? body : null;
}

/**
 * Saving a rejected ad resubmits it even with its texts unchanged (e.g. after its image was fixed): the body
 * then names its texts as they are, which the server takes as the resubmission.
 */
export function resubmission(v: AdSetValues, a: AdSet): UpdateAdSetRequest {
  const changed = adSetUpdate(v, a);
  return { ...changed, creative: { headline: v.headline.trim(), message: v.message.trim(), ...changed?.creative } };
}

/** The check before submission, of the texts as typed (a housing ad in the HOUSING category, as its campaign is). */
export function creativeCheckOf(v: AdSetValues, a: AdSet, isHousing: boolean): CreativeCheckRequest {
  return {
    headline: v.headline, message: v.message, isHousing,
    ...(a.creative.imageTextRatios ? { imageTextRatios: a.creative.imageTextRatios } : {}),
    ...(isHousing ? { specialAdCategories: ['HOUSING'] } : {}),
  };
}
