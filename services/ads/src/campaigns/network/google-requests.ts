// What the Google adapter sends: the GAQL it asks and the GoogleAdsService mutate operations that make a
// display campaign, built from the port's specs. Pure, so the conversions are checked without a network.
//
// Money: the port carries minor units; Google Ads takes micros of the account currency (one major unit is
// 1,000,000 micros). So micros = minor × 10^(6 − the currency's minor-unit exponent): × 10^4 for a
// two-decimal currency (NZD 12.34 = 1234 → 12,340,000), × 10^6 for JPY, × 10^3 for KWD.
// Budgets: a Display campaign's budget is a daily amount, so the lifetime budget is spread evenly over the
// schedule's days (rounded down to a whole minor unit, as Google wants amounts in the currency's unit).
// Dates: Google takes `yyyy-MM-dd HH:mm:ss` in the account's time zone.
import { minorUnitExponent } from '@adops/platform';
import { enums } from 'google-ads-api';
import type { CampaignSpec, CreativeSpec, Targeting } from './port.ts';
import { nameWithReference, splitPostcode } from './meta-requests.ts';

export { nameWithReference, referenceTag } from './meta-requests.ts';

export function minorToMicros(minor: number, currency: string): number {
  return minor * 10 ** (6 - minorUnitExponent(currency));
}

export function microsToMinor(micros: number, currency: string): number {
  return Math.round(micros / 10 ** (6 - minorUnitExponent(currency)));
}

const DAY_MS = 86_400_000;

/** The schedule's days, at least one. */
export function scheduleDays(startTime: string, endTime: string): number {
  return Math.max(1, Math.ceil((Date.parse(endTime) - Date.parse(startTime)) / DAY_MS));
}

export function dailyBudgetMicros(lifetimeBudget: number, startTime: string, endTime: string, currency: string): number {
  return minorToMicros(Math.floor(lifetimeBudget / scheduleDays(startTime, endTime)), currency);
}

/** An instant as Google's `yyyy-MM-dd HH:mm:ss` in `timeZone`. */
export function googleDateTime(iso: string, timeZone = 'UTC'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A GAQL string literal. */
export function gaqlString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A GAQL LIKE pattern matching `text` literally: `[`, `]`, `%` and `_` are escaped by wrapping them in brackets. */
export function gaqlLikeLiteral(text: string): string {
  return text.replace(/[[\]%_]/g, (c) => `[${c}]`);
}

const AGE_RANGES: Array<{ type: keyof typeof enums.AgeRangeType; from: number; to: number }> = [
  { type: 'AGE_RANGE_18_24', from: 18, to: 24 },
  { type: 'AGE_RANGE_25_34', from: 25, to: 34 },
  { type: 'AGE_RANGE_35_44', from: 35, to: 44 },
  { type: 'AGE_RANGE_45_54', from: 45, to: 54 },
  { type: 'AGE_RANGE_55_64', from: 55, to: 64 },
  { type: 'AGE_RANGE_65_UP', from: 65, to: Infinity },
];

/**
 * Display ad groups reach every age unless ranges are excluded, and Google's ranges are fixed buckets: a
 * bucket is excluded when none of it lies within [min, max], so narrowing never drops an asked-for age
 * (25–40 keeps 25–34 and 35–44). Unknown ages stay reachable.
 */
export function excludedAgeRanges(ageMin: number | null, ageMax: number | null): Array<keyof typeof enums.AgeRangeType> {
  const min = ageMin ?? 0;
  const max = ageMax ?? Infinity;
  return AGE_RANGES.filter((r) => r.to < min || r.from > max).map((r) => r.type);
}

/** Narrowing to one gender excludes the other; people whose gender Google does not know stay reachable. */
export function excludedGenders(gender: Targeting['gender']): Array<keyof typeof enums.GenderType> {
  if (gender === 'MALE') return ['FEMALE'];
  if (gender === 'FEMALE') return ['MALE'];
  return [];
}

/** The locations a campaign targets: Google targets places per campaign, so the ad sets' places are joined. */
export interface CampaignPlaces {
  /** Country codes to target whole (only when an ad set names no finer place: a country would swallow them). */
  countries: string[];
  postcodes: Array<{ country: string; code: string }>;
  circles: Targeting['circles'];
}

export function campaignPlaces(spec: CampaignSpec): CampaignPlaces {
  return placesOf(
    spec.adSets.map((s) => s.targeting),
    spec.specialAdCategoryCountries[0],
  );
}

/** The places of targetings joined; a bare postcode takes its targeting's country, else `fallbackCountry`. */
export function placesOf(targetings: readonly Targeting[], fallbackCountry: string | undefined): CampaignPlaces {
  const places: CampaignPlaces = { countries: [], postcodes: [], circles: [] };
  for (const targeting of targetings) {
    const country = targeting.countries[0] ?? fallbackCountry;
    places.postcodes.push(...targeting.postcodes.map((postcode) => splitPostcode(postcode, country)));
    places.circles.push(...targeting.circles);
    if (targeting.postcodes.length === 0 && targeting.circles.length === 0) places.countries.push(...targeting.countries);
  }
  places.countries = [...new Set(places.countries)];
  return places;
}

export function countryConstantsQuery(countries: string[]): string {
  return `SELECT geo_target_constant.resource_name, geo_target_constant.country_code FROM geo_target_constant WHERE geo_target_constant.target_type = 'Country' AND geo_target_constant.status = 'ENABLED' AND geo_target_constant.country_code IN (${countries.map(gaqlString).join(', ')})`;
}

export function postcodeConstantsQuery(country: string, codes: string[]): string {
  return `SELECT geo_target_constant.resource_name, geo_target_constant.name FROM geo_target_constant WHERE geo_target_constant.target_type = 'Postal Code' AND geo_target_constant.status = 'ENABLED' AND geo_target_constant.country_code = ${gaqlString(country)} AND geo_target_constant.name IN (${codes.map(gaqlString).join(', ')})`;
}

const CALL_TO_ACTION_TEXT: Record<CreativeSpec['callToAction'], string> = {
  LEARN_MORE: 'Learn more',
  SIGN_UP: 'Sign up',
  CONTACT_US: 'Contact us',
  WATCH_MORE: 'Watch now',
};

export interface MutateOperation {
  entity: string;
  operation: 'create' | 'update' | 'remove';
  resource: Record<string, unknown> | string;
}

/** Image assets from downloaded bytes, with temporary resource names, and the responsive display ad that uses them. */
export function responsiveDisplayAd(customerId: string, creative: CreativeSpec, images: Uint8Array[], businessName: string, firstTempId: number) {
  const assets: MutateOperation[] = images.map((data, i) => ({
    entity: 'asset',
    operation: 'create',
    resource: { resource_name: `customers/${customerId}/assets/${firstTempId - i}`, name: `${creative.headline} ${i + 1}`, type: enums.AssetType.IMAGE, image_asset: { data } },
  }));
  const imageLinks = images.map((_, i) => ({ asset: `customers/${customerId}/assets/${firstTempId - i}` }));
  // Google checks the shapes (1.91:1 landscape, 1:1 square); the creative's images are offered as both.
  const ad = {
    final_urls: [creative.linkUrl],
    responsive_display_ad: {
      headlines: [{ text: creative.headline }],
      long_headline: { text: creative.headline },
      descriptions: [{ text: creative.message }],
      business_name: businessName,
      marketing_images: imageLinks,
      square_marketing_images: imageLinks,
      call_to_action_text: CALL_TO_ACTION_TEXT[creative.callToAction],
    },
  };
  return { assets, ad };
}

export interface GeoConstants {
  countries: string[];
  postcodes: string[];
}

/**
 * One atomic mutate for the whole campaign (temporary negative ids link the parts): budget, campaign,
 * its locations, the image assets, and per ad set an ad group with its age, gender and audience criteria
 * and one responsive display ad.
 */
export function createCampaignOperations(
  customerId: string,
  spec: CampaignSpec,
  context: { currency: string; timeZone?: string; geo: GeoConstants; circles: Targeting['circles']; images: Uint8Array[]; businessName: string },
): MutateOperation[] {
  const c = (kind: string, id: number) => `customers/${customerId}/${kind}/${id}`;
  const budget = c('campaignBudgets', -1);
  const campaign = c('campaigns', -2);
  const ops: MutateOperation[] = [
    {
      entity: 'campaign_budget',
      operation: 'create',
      resource: {
        resource_name: budget,
        name: nameWithReference(`${spec.name} budget`, spec.reference),
        amount_micros: dailyBudgetMicros(spec.lifetimeBudget, spec.startTime, spec.endTime, context.currency),
        delivery_method: enums.BudgetDeliveryMethod.STANDARD,
        explicitly_shared: false,
      },
    },
    {
      entity: 'campaign',
      operation: 'create',
      resource: {
        resource_name: campaign,
        name: nameWithReference(spec.name, spec.reference),
        advertising_channel_type: enums.AdvertisingChannelType.DISPLAY,
        status: enums.CampaignStatus.ENABLED,
        campaign_budget: budget,
        // Maximise clicks within the budget: the display bidding that needs no bid from the customer.
        target_spend: {},
        start_date_time: googleDateTime(spec.startTime, context.timeZone),
        end_date_time: googleDateTime(spec.endTime, context.timeZone),
        contains_eu_political_advertising: enums.EuPoliticalAdvertisingStatus.DOES_NOT_CONTAIN_EU_POLITICAL_ADVERTISING,
      },
    },
    ...locationCriteria(campaign, context.geo, context.circles),
  ];
  const { assets, ad } = responsiveDisplayAd(customerId, spec.creative, context.images, context.businessName, -10);
  ops.push(...assets);
  spec.adSets.forEach((adSet, i) => {
    const adGroup = c('adGroups', -100 - i);
    ops.push({ entity: 'ad_group', operation: 'create', resource: { resource_name: adGroup, name: adSet.name, campaign, status: enums.AdGroupStatus.ENABLED, type: enums.AdGroupType.DISPLAY_STANDARD } });
    ops.push(...adGroupCriteria(customerId, adGroup, adSet.targeting));
    ops.push({ entity: 'ad_group_ad', operation: 'create', resource: { ad_group: adGroup, status: enums.AdGroupAdStatus.ENABLED, ad } });
  });
  return ops;
}

/** A campaign's location criteria: the geo target constants and the circles (proximities, in kilometres). */
export function locationCriteria(campaign: string, geo: GeoConstants, circles: Targeting['circles']): MutateOperation[] {
  return [
    ...[...geo.countries, ...geo.postcodes].map((constant) => ({
      entity: 'campaign_criterion',
      operation: 'create' as const,
      resource: { campaign, location: { geo_target_constant: constant } },
    })),
    ...circles.map((circle) => ({
      entity: 'campaign_criterion',
      operation: 'create' as const,
      resource: {
        campaign,
        proximity: {
          geo_point: { latitude_in_micro_degrees: microDegrees(circle.latitude), longitude_in_micro_degrees: microDegrees(circle.longitude) },
          radius: circle.radiusKm,
          radius_units: enums.ProximityRadiusUnits.KILOMETERS,
        },
      },
    })),
  ];
}

export function microDegrees(degrees: number): number {
  return Math.round(degrees * 1e6);
}

/** What an ad set's targeting makes of its ad group: the excluded age ranges and gender, and the audiences. */
export function adGroupCriteria(customerId: string, adGroup: string, t: Targeting): MutateOperation[] {
  const ops: MutateOperation[] = [];
  for (const type of excludedAgeRanges(t.ageMin, t.ageMax)) ops.push({ entity: 'ad_group_criterion', operation: 'create', resource: { ad_group: adGroup, negative: true, age_range: { type: enums.AgeRangeType[type] } } });
  for (const type of excludedGenders(t.gender)) ops.push({ entity: 'ad_group_criterion', operation: 'create', resource: { ad_group: adGroup, negative: true, gender: { type: enums.GenderType[type] } } });
  for (const id of [...t.audienceIds, ...t.lookalikeAudienceIds]) {
    ops.push({ entity: 'ad_group_criterion', operation: 'create', resource: { ad_group: adGroup, user_list: { user_list: `customers/${customerId}/userLists/${id}` } } });
  }
  return ops;
}

/** An ad group's criteria that its targeting makes (adGroupCriteria), to be replaced by an edit. */
export function adGroupTargetingQuery(adGroupId: string): string {
  return `SELECT ad_group_criterion.resource_name FROM ad_group_criterion WHERE ad_group.id = ${adGroupId} AND ad_group_criterion.type IN ('AGE_RANGE', 'GENDER', 'USER_LIST') AND ad_group_criterion.status != 'REMOVED'`;
}

/** A campaign's location criteria (locationCriteria), with what they target. */
export function campaignLocationsQuery(campaignId: string): string {
  return `SELECT campaign_criterion.resource_name, campaign_criterion.location.geo_target_constant, campaign_criterion.proximity.geo_point.latitude_in_micro_degrees, campaign_criterion.proximity.geo_point.longitude_in_micro_degrees, campaign_criterion.proximity.radius FROM campaign_criterion WHERE campaign.id = ${campaignId} AND campaign_criterion.type IN ('LOCATION', 'PROXIMITY') AND campaign_criterion.negative = FALSE AND campaign_criterion.status != 'REMOVED'`;
}

/** Locations as comparable keys, sorted: a geo target constant by its name, a circle by its micro-degrees and radius. */
export function locationKeys(geo: GeoConstants, circles: Targeting['circles']): string[] {
  return [
    ...[...geo.countries, ...geo.postcodes].map((constant) => `geo:${constant}`),
    ...circles.map((c) => `circle:${microDegrees(c.latitude)},${microDegrees(c.longitude)},${c.radiusKm}`),
  ].sort();
}
