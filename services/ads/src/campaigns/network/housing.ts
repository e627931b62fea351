// The housing guardrail, pure: a property listing's campaign is a housing ad, and where Meta's Special Ad
// Category rules restrict housing audiences its targeting is made compliant before it reaches the network,
// with a reason for every change that is stored and shown. Left as the template has it, the network would
// refuse the ad set (or pause it later), and the order would stall on a rejection the agent cannot fix.
import type { GeoCircle, Targeting } from './port.ts';

/**
 * Where the housing audience rules apply: Meta's Business Help Centre, "About audiences for housing,
 * employment or financial products and services campaigns" (facebook.com/business/help/2220749868045706):
 * advertisers showing ads to audiences "in the US or US territories, Canada and certain European countries
 * and territories". The United States with its territories and Canada are named there; the European list
 * is not published in one place, so this takes the European Union, the rest of the EEA and the United
 * Kingdom (the countries whose housing ads Meta's Ad Library records). Reading it wide costs a narrower
 * audience where the rule might not be enforced; reading it narrow costs a rejected or paused ad.
 */
export const HOUSING_RESTRICTED_COUNTRIES: ReadonlySet<string> = new Set([
  ...'US PR GU VI AS MP UM'.split(' '), // the United States and its territories
  'CA',
  ...'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '), // the European Union
  ...'IS LI NO GB'.split(' '), // the rest of the EEA, and the United Kingdom
]);

/** Meta widens every city, address or pin drop of a housing ad to at least 15 miles. */
export const HOUSING_MINIMUM_RADIUS_MILES = 15;
/** 15 miles in kilometres (1 mile = 1.609344 km), rounded up to the metre so a raised radius is never short. */
export const HOUSING_MINIMUM_RADIUS_KM = Math.ceil(HOUSING_MINIMUM_RADIUS_MILES * 1.609344 * 1000) / 1000;

export const ADJUSTMENT_AGE_REMOVED =
  'Age targeting removed: housing ads may not narrow the audience by age (they reach everyone 18 and over).';
export const ADJUSTMENT_GENDER_REMOVED = 'Gender targeting removed: housing ads must reach all genders.';
export const ADJUSTMENT_LOOKALIKES_REMOVED =
  'Lookalike audiences removed: housing ads may not use lookalike audiences.';

export function postcodesRemoved(postcodes: readonly string[]): string {
  return `Postcode targeting removed (${postcodes.join(', ')}): housing ads may not target postcodes; the ad set reaches its other locations, or its whole country when it has none.`;
}

export function radiusRaised(circle: GeoCircle): string {
  return `Location radius raised from ${formatKm(circle.radiusKm)} km to ${formatKm(HOUSING_MINIMUM_RADIUS_KM)} km (15 miles) around ${circle.latitude.toFixed(4)}, ${circle.longitude.toFixed(4)}: housing ads must cover at least 15 miles around a location.`;
}

function formatKm(km: number): string {
  return Number(km.toFixed(3)).toString();
}

/** Whether the housing audience rules apply to an audience in any of these countries (ISO 3166-1 alpha-2). */
export function housingRulesApply(countries: readonly string[]): boolean {
  return countries.some((country) => HOUSING_RESTRICTED_COUNTRIES.has(country.trim().toUpperCase()));
}

/** Meta's full age range for a special ad category: 18 to 65+; anything inside it narrows. */
const FULL_AGE_MIN = 18;
const FULL_AGE_MAX = 65;

/**
 * A housing ad's targeting made compliant, with the reason for each change. The rules apply when the
 * audience is in a restricted country: `countries` (where the listing and its audience are) or the
 * targeting's own countries. Elsewhere (a New Zealand audience, say) the targeting is returned as it is;
 * the caller still declares the HOUSING category, which Meta asks of every housing ad.
 */
export function compliantHousingTargeting(
  targeting: Targeting,
  countries: string[],
): { targeting: Targeting; adjustments: string[] } {
  if (!housingRulesApply([...countries, ...targeting.countries])) return { targeting, adjustments: [] };
  const adjustments: string[] = [];
  const result: Targeting = {
    ...targeting,
    postcodes: [...targeting.postcodes],
    circles: [...targeting.circles],
    audienceIds: [...targeting.audienceIds],
    lookalikeAudienceIds: [...targeting.lookalikeAudienceIds],
  };

  // 18–65 is the whole range Meta offers, so saying it is not narrowing: it becomes "no limit" silently.
  const narrowsAge =
    (targeting.ageMin !== null && targeting.ageMin > FULL_AGE_MIN) ||
    (targeting.ageMax !== null && targeting.ageMax < FULL_AGE_MAX);
  if (narrowsAge) adjustments.push(ADJUSTMENT_AGE_REMOVED);
  result.ageMin = null;
  result.ageMax = null;

  if (targeting.gender !== 'ALL') {
    adjustments.push(ADJUSTMENT_GENDER_REMOVED);
    result.gender = 'ALL';
  }

  if (targeting.postcodes.length > 0) {
    adjustments.push(postcodesRemoved(targeting.postcodes));
    result.postcodes = [];
  }

  if (targeting.lookalikeAudienceIds.length > 0) {
    adjustments.push(ADJUSTMENT_LOOKALIKES_REMOVED);
    const lookalikes = new Set(targeting.lookalikeAudienceIds);
    result.lookalikeAudienceIds = [];
    // A lookalike may also be listed among the audiences to include; it goes from there too.
    result.audienceIds = targeting.audienceIds.filter((id) => !lookalikes.has(id));
  }

  result.circles = targeting.circles.map((circle) => {
    if (circle.radiusKm >= HOUSING_MINIMUM_RADIUS_KM) return circle;
    adjustments.push(radiusRaised(circle));
    return { ...circle, radiusKm: HOUSING_MINIMUM_RADIUS_KM };
  });

  return { targeting: result, adjustments };
}
