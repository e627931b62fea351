// The rules of a campaign template (social or display), pure: its content as the API carries it, the
// map and location defaults of 000 §5 and §9 and 002 §9, and the validation with the spec's messages
// (ours where the spec gives none, marked so). No I/O and no clock.
import type { FieldError } from '@adops/platform';
import {
  CALLS_TO_ACTION,
  CAMPAIGN_TYPES_BY_KIND,
  DEFAULT_RADIUS_KM,
  LOCATION_TYPES,
  MAX_AD_SETS,
  MAX_AGE,
  MIN_AGE,
  OBJECTIVES_BY_TYPE,
  type CallToAction,
  type CampaignType,
} from '@adops/openapi/rules/campaign-templates';
import type { CampaignObjective, CreativeSpec, NetworkKind } from '../campaigns/network/port.ts';
import { scheduleSettingErrors, type ScheduleSetting } from './schedule.ts';
import { templateTextErrors } from './template-text.ts';

// The campaign types, objectives, calls to action, location types and limits are shared with the frontend
// (@adops/openapi/rules/campaign-templates); the ones other files of the context take from here:
export { DEFAULT_RADIUS_KM, MAX_AGE, MIN_AGE, type CampaignType };

// Campaign types' creatives

/** The creative format each campaign type makes through the ad-network port. */
export const CREATIVE_FORMAT_BY_TYPE: Record<CampaignType, CreativeSpec['format']> = {
  FACEBOOK_IMAGE_CAMPAIGN: 'IMAGE',
  SINGLE_LISTING_IMAGE_CAROUSEL: 'CAROUSEL',
  FACEBOOK_VIDEO_CAMPAIGN: 'VIDEO',
  RESPONSIVE_DISPLAY: 'IMAGE',
  IMAGE_DISPLAY: 'IMAGE',
};

// Locations

/** A point on the map, in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A custom location: a marker on the map and the circle around it. */
export interface MapMarker {
  /** The marker's own id, distinct within the location. */
  id: string;
  coords: GeoPoint;
  /** Metres, 1000 to 80000 (default 10000, 000 §3). */
  radius: number;
}

/** 000 §3: around the order's listing, `radius` km; disabled, the listing's country. */
export interface ListingLocation {
  type: 'LISTING';
  enable: boolean;
  /** Kilometres, 1 to 80 (default 10). */
  radius: number;
}

/** 000 §3: the order's office: its postcode (byZip), else `radius` km around it. */
export interface OfficeLocation {
  type: 'OFFICE';
  byZip: boolean;
  /** Kilometres, 1 to 80 (default 10); unused when byZip. */
  radius: number;
}

/** 000 §3: whole countries. */
export interface CountryLocation {
  type: 'COUNTRY';
  /** ISO 3166-1 alpha-2 codes ('NZ'), at least one. */
  selectedCountries: string[];
}

/** 000 §3: circles drawn on the map (at most 15). */
export interface CustomLocation {
  type: 'CUSTOM_LOCATION';
  /** Where the map was centred when the markers were placed. */
  center: GeoPoint;
  /** The map's zoom, 0 to 22. */
  zoom: number;
  markers: MapMarker[];
}

/** 000 §3 "Campaign ad-set location types". */
export type AdSetLocation = ListingLocation | OfficeLocation | CountryLocation | CustomLocation;
export type LocationType = AdSetLocation['type'];

export type Gender = 'ALL' | 'MALE' | 'FEMALE';

/** 000 §9 and 002 §9: the map radius, its default and the presets (1 to 5, then steps of 5 up to 80). */
export const MIN_RADIUS_KM = 1;
export const MAX_RADIUS_KM = 80;
export const PRESET_RADII_KM: readonly number[] = [1, 2, 3, 4, 5, ...Array.from({ length: 15 }, (_, i) => (i + 2) * 5)];
/** A marker's radius is in metres (000 §3), with the same 1–80 km bounds. */
export const MIN_MARKER_RADIUS_M = MIN_RADIUS_KM * 1000;
export const MAX_MARKER_RADIUS_M = MAX_RADIUS_KM * 1000;
export const DEFAULT_MARKER_RADIUS_M = 10_000;
/** 002 §9: a marker placed by a click on the map is 8 km, one from a place search 10 km. */
export const MARKER_RADIUS_BY_CLICK_M = 8_000;
export const MARKER_RADIUS_FROM_SEARCH_M = 10_000;
/** 002 §5 and §9. */
export const MAX_MARKERS = 15;
/** 000 §9: the map opens on Auckland at zoom 11. */
export const DEFAULT_MAP_CENTER: Readonly<GeoPoint> = { lat: -36.8485, lng: 174.7633 };
export const DEFAULT_ZOOM = 11;
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 22;
// The ages (MIN_AGE, MAX_AGE) and MAX_AD_SETS are shared with the frontend (imported above). MAX_AD_SETS
// is ours: a template is a plan for one campaign, and a campaign splits its budget among a few ad sets.

/** 002 §9: a radius is passed to the networks in km, the ceiling of its metres divided by 1000. */
export const markerRadiusKm = (radiusMetres: number): number => Math.ceil(radiusMetres / 1000);

/** A new location of a type with the form's defaults: listing and office at 10 km, the map on Auckland. */
export function newLocation(type: LocationType): AdSetLocation {
  switch (type) {
    case 'LISTING':
      return { type, enable: true, radius: DEFAULT_RADIUS_KM };
    case 'OFFICE':
      return { type, byZip: false, radius: DEFAULT_RADIUS_KM };
    case 'COUNTRY':
      return { type, selectedCountries: [] };
    case 'CUSTOM_LOCATION':
      return { type, center: { ...DEFAULT_MAP_CENTER }, zoom: DEFAULT_ZOOM, markers: [] };
  }
}

/** A marker placed on the map: 8 km by a click, 10 km from a place search (002 §9). */
export const newMarker = (id: string, coords: GeoPoint, placedBy: 'click' | 'search'): MapMarker => ({
  id,
  coords: { lat: coords.lat, lng: coords.lng },
  radius: placedBy === 'click' ? MARKER_RADIUS_BY_CLICK_M : MARKER_RADIUS_FROM_SEARCH_M,
});

/** 000 §5: disabling listing location resets the radius to 10. */
export const disableListingLocation = (location: ListingLocation): ListingLocation => ({
  ...location,
  enable: false,
  radius: DEFAULT_RADIUS_KM,
});

// The template

/** The creative texts; headline, message and description may hold placeholders ({{listing.title}}, see template-text.ts). */
export interface CreativeTemplate {
  headline: string;
  message: string;
  /** The link description under the headline (Meta) or the display ad's description (Google). */
  description?: string;
  callToAction: CallToAction;
}

/** One ad set of the campaign a template makes. */
export interface AdSetTemplate {
  name: string;
  location: AdSetLocation;
  /** 13–65, at most ageMax; null or absent: no narrowing. */
  ageMin?: number | null;
  /** 13–65; null or absent: no narrowing. */
  ageMax?: number | null;
  gender: Gender;
  /** The ad set's share of the campaign's budget, a whole percent; the ad sets' shares add up to 100. */
  budgetSharePercent: number;
}

/** A campaign template's content (social or display): what the create and update bodies carry. */
export interface CampaignTemplateContent {
  kind: NetworkKind;
  name: string;
  /** One of CAMPAIGN_TYPES_BY_KIND[kind]. */
  campaignType: CampaignType;
  /** One of OBJECTIVES_BY_TYPE[campaignType]. */
  objective: CampaignObjective;
  /** 003: a video campaign made from the listing's images when it has no video. */
  useImagesForVideo?: boolean;
  creative: CreativeTemplate;
  /** 1 to 10 ad sets. */
  adSets: AdSetTemplate[];
  /** 000 §3 schedule setting; absent: none. */
  scheduleSetting?: ScheduleSetting;
}

export const MESSAGES = {
  // The spec's (000 §5, 002 §5), verbatim.
  minRadius: 'Minimum radius is 1km',
  maxRadius: 'Maximum radius is 80km',
  markers: 'No more than 15 Markers allowed in targeting',
  // As the order context words 002 §5 "Age min cannot exceed age max".
  ages: 'Age min cannot exceed age max.',
  // Ours: the spec gives none.
  name: 'Name is required',
  kind: 'Kind must be social or display',
  campaignType: (kind: NetworkKind) => `Campaign type must be one of ${CAMPAIGN_TYPES_BY_KIND[kind].join(', ')}`,
  objective: (type: CampaignType) => `Objective must be one of ${OBJECTIVES_BY_TYPE[type].join(', ')} for ${type}`,
  headline: 'Headline is required',
  message: 'Message is required',
  callToAction: `Call to action must be one of ${CALLS_TO_ACTION.join(', ')}`,
  noAdSets: 'Add at least one ad set',
  tooManyAdSets: `No more than ${MAX_AD_SETS} ad sets allowed`,
  adSetName: 'Ad set name is required',
  locationType: `Location type must be one of ${LOCATION_TYPES.join(', ')}`,
  noCountries: 'Select at least one country',
  country: (code: string) => `Unknown country code: ${code} (use ISO 3166-1 alpha-2, e.g. NZ)`,
  noMarkers: 'Add at least one location on the map',
  markerId: 'Each marker needs its own id',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  zoom: `Zoom must be a whole number from ${MIN_ZOOM} to ${MAX_ZOOM}`,
  minAge: `Minimum age is ${MIN_AGE}`,
  maxAge: `Maximum age is ${MAX_AGE}`,
  gender: 'Gender must be ALL, MALE or FEMALE',
  budgetShare: 'Budget share must be a whole percent from 1 to 100',
  budgetTotal: "The ad sets' budget shares must add up to 100%",
} as const;

const isBlank = (text: unknown) => typeof text !== 'string' || !text.trim();

// Region codes Intl names that are not countries a network can target.
const NOT_COUNTRIES = new Set(['ZZ', 'EU', 'EZ', 'UN', 'QO']);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Whether `code` is an ISO 3166-1 alpha-2 country code (upper case). */
export function isCountryCode(code: string): boolean {
  return (
    typeof code === 'string' &&
    /^[A-Z]{2}$/.test(code) &&
    !NOT_COUNTRIES.has(code) &&
    regionNames.of(code) !== undefined
  );
}

/** A radius in km (LISTING, OFFICE) or metres (markers) against its bounds, with the spec's messages. */
function radiusErrors(radius: number, min: number, max: number, path: string): FieldError[] {
  if (!(radius >= min)) return [{ path, message: MESSAGES.minRadius }];
  if (radius > max) return [{ path, message: MESSAGES.maxRadius }];
  return [];
}

function pointErrors(point: GeoPoint | undefined, path: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!(Math.abs(point?.lat ?? NaN) <= 90)) errors.push({ path: `${path}/lat`, message: MESSAGES.latitude });
  if (!(Math.abs(point?.lng ?? NaN) <= 180)) errors.push({ path: `${path}/lng`, message: MESSAGES.longitude });
  return errors;
}

/** The field errors of an ad set's location at `path`. */
export function locationErrors(location: AdSetLocation, path: string): FieldError[] {
  switch (location?.type) {
    case 'LISTING':
    case 'OFFICE':
      return radiusErrors(location.radius, MIN_RADIUS_KM, MAX_RADIUS_KM, `${path}/radius`);
    case 'COUNTRY': {
      const countries = location.selectedCountries ?? [];
      if (!countries.length) return [{ path: `${path}/selectedCountries`, message: MESSAGES.noCountries }];
      return countries.flatMap((code, i) =>
        isCountryCode(code) ? [] : [{ path: `${path}/selectedCountries/${i}`, message: MESSAGES.country(code) }],
      );
    }
    case 'CUSTOM_LOCATION': {
      const errors = pointErrors(location.center, `${path}/center`);
      if (!Number.isInteger(location.zoom) || location.zoom < MIN_ZOOM || location.zoom > MAX_ZOOM)
        errors.push({ path: `${path}/zoom`, message: MESSAGES.zoom });
      const markers = location.markers ?? [];
      if (!markers.length) errors.push({ path: `${path}/markers`, message: MESSAGES.noMarkers });
      if (markers.length > MAX_MARKERS) errors.push({ path: `${path}/markers`, message: MESSAGES.markers });
      const seen = new Set<string>();
      markers.forEach((marker, i) => {
        const at = `${path}/markers/${i}`;
        if (isBlank(marker.id) || seen.has(marker.id)) errors.push({ path: `${at}/id`, message: MESSAGES.markerId });
        seen.add(marker.id);
        errors.push(...pointErrors(marker.coords, `${at}/coords`));
        errors.push(...radiusErrors(marker.radius, MIN_MARKER_RADIUS_M, MAX_MARKER_RADIUS_M, `${at}/radius`));
      });
      return errors;
    }
    default:
      return [{ path: `${path}/type`, message: MESSAGES.locationType }];
  }
}

/** Ages 13–65 each, the minimum not above the maximum. */
export function ageErrors(
  ageMin: number | null | undefined,
  ageMax: number | null | undefined,
  path: string,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, age] of [
    ['ageMin', ageMin],
    ['ageMax', ageMax],
  ] as const) {
    if (age === null || age === undefined) continue;
    if (!(age >= MIN_AGE)) errors.push({ path: `${path}/${field}`, message: MESSAGES.minAge });
    else if (age > MAX_AGE) errors.push({ path: `${path}/${field}`, message: MESSAGES.maxAge });
  }
  if (!errors.length && ageMin != null && ageMax != null && ageMin > ageMax)
    errors.push({ path: `${path}/ageMin`, message: MESSAGES.ages });
  return errors;
}

function adSetErrors(adSet: AdSetTemplate, path: string): FieldError[] {
  const errors: FieldError[] = [];
  if (isBlank(adSet.name)) errors.push({ path: `${path}/name`, message: MESSAGES.adSetName });
  errors.push(...locationErrors(adSet.location, `${path}/location`));
  errors.push(...ageErrors(adSet.ageMin, adSet.ageMax, path));
  if (!['ALL', 'MALE', 'FEMALE'].includes(adSet.gender))
    errors.push({ path: `${path}/gender`, message: MESSAGES.gender });
  const share = adSet.budgetSharePercent;
  if (!Number.isInteger(share) || share < 1 || share > 100)
    errors.push({ path: `${path}/budgetSharePercent`, message: MESSAGES.budgetShare });
  return errors;
}

function creativeErrors(template: CampaignTemplateContent, path: string): FieldError[] {
  const creative = template.creative ?? ({} as Partial<CreativeTemplate>);
  const errors: FieldError[] = [];
  if (isBlank(creative.headline)) errors.push({ path: `${path}/headline`, message: MESSAGES.headline });
  if (isBlank(creative.message)) errors.push({ path: `${path}/message`, message: MESSAGES.message });
  for (const field of ['headline', 'message', 'description'] as const) {
    const text = creative[field];
    if (typeof text === 'string')
      errors.push(...templateTextErrors(text).map((message) => ({ path: `${path}/${field}`, message })));
  }
  if (!CALLS_TO_ACTION.includes(creative.callToAction as CallToAction))
    errors.push({ path: `${path}/callToAction`, message: MESSAGES.callToAction });
  return errors;
}

/**
 * Every field error of a template's content, each at its JSON pointer under `base` (/body for a
 * request body, so the list goes straight into a 400 problem); empty when the template is valid.
 */
export function validateTemplate(template: CampaignTemplateContent, base = '/body'): FieldError[] {
  const errors: FieldError[] = [];
  if (isBlank(template.name)) errors.push({ path: `${base}/name`, message: MESSAGES.name });
  const types = CAMPAIGN_TYPES_BY_KIND[template.kind];
  if (!types) errors.push({ path: `${base}/kind`, message: MESSAGES.kind });
  else if (!types.includes(template.campaignType))
    errors.push({ path: `${base}/campaignType`, message: MESSAGES.campaignType(template.kind) });
  else if (!OBJECTIVES_BY_TYPE[template.campaignType].includes(template.objective)) {
    errors.push({ path: `${base}/objective`, message: MESSAGES.objective(template.campaignType) });
  }
  errors.push(...creativeErrors(template, `${base}/creative`));

  const adSets = template.adSets ?? [];
  if (!adSets.length) errors.push({ path: `${base}/adSets`, message: MESSAGES.noAdSets });
  if (adSets.length > MAX_AD_SETS) errors.push({ path: `${base}/adSets`, message: MESSAGES.tooManyAdSets });
  adSets.forEach((adSet, i) => errors.push(...adSetErrors(adSet, `${base}/adSets/${i}`)));
  const total = adSets.reduce((sum, adSet) => sum + (Number(adSet.budgetSharePercent) || 0), 0);
  if (adSets.length && total !== 100) errors.push({ path: `${base}/adSets`, message: MESSAGES.budgetTotal });

  if (template.scheduleSetting)
    errors.push(...scheduleSettingErrors(template.scheduleSetting, `${base}/scheduleSetting`));
  return errors;
}
