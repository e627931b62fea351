// From a template's ad set and an order to the targeting the ad-network port takes. The order's
// campaign data item (002 §3 adSettings) carries the customer's own choices — map markers, ages,
// gender — and they win over the template's; the template says where to look when the order is silent.
import type { GeoCircle, Targeting } from '../campaigns/network/port.ts';
import { markerRadiusKm, type AdSetTemplate, type Gender, type GeoPoint } from './rules.ts';

/** Where a listing or an office is, as far as it is known. */
export interface PlaceFacts {
  lat?: number | null;
  lng?: number | null;
  postcode?: string | null;
  /** ISO 3166-1 alpha-2. */
  country?: string | null;
}

/** 002 §3 campaign data item adSettings, as the order carries it. */
export interface OrderAdSettings {
  location?: {
    center?: GeoPoint;
    zoom?: number;
    /** Radius in metres. */
    markers?: Array<{ id?: string; coords: GeoPoint; radius: number }>;
  };
  ageMin?: number | null;
  ageMax?: number | null;
  gender?: Gender;
}

/** What the targeting of an order's campaign is built from besides the template. */
export interface TargetingContext {
  /** The order's listings (or its resource's place), each where it is known. */
  listings?: readonly PlaceFacts[];
  /** The order's office. */
  office?: PlaceFacts | null;
  /** The order's campaign data item adSettings: its markers, ages and gender win over the template's. */
  order?: OrderAdSettings | null;
  /** Custom and lookalike audiences (network ids) already resolved for the account. */
  audienceIds?: readonly string[];
  lookalikeAudienceIds?: readonly string[];
}

/** A template location the order cannot fill (a listing location on an order without a listing). */
export class TargetingError extends Error {}

interface Geo {
  countries: string[];
  postcodes: string[];
  circles: GeoCircle[];
}

const hasPoint = (place: PlaceFacts): place is PlaceFacts & { lat: number; lng: number } =>
  typeof place.lat === 'number' &&
  typeof place.lng === 'number' &&
  Number.isFinite(place.lat) &&
  Number.isFinite(place.lng);

const circle = (lat: number, lng: number, radiusKm: number): GeoCircle => ({ latitude: lat, longitude: lng, radiusKm });

/**
 * A place's narrowest known area: `radiusKm` around its point when wanted and known, else its postcode
 * (written 'NZ:1011', country first, as Meta's zip keys are and Google's postal-code lookup needs), else
 * its country; null when nothing is known.
 */
function placeGeo(place: PlaceFacts, radiusKm: number | null): Geo | null {
  const country = place.country?.trim().toUpperCase();
  if (radiusKm !== null && hasPoint(place))
    return { countries: [], postcodes: [], circles: [circle(place.lat, place.lng, radiusKm)] };
  if (country && place.postcode?.trim())
    return { countries: [], postcodes: [`${country}:${place.postcode.trim()}`], circles: [] };
  if (country) return { countries: [country], postcodes: [], circles: [] };
  return null;
}

const merge = (geos: Geo[]): Geo => ({
  countries: [...new Set(geos.flatMap((g) => g.countries))],
  postcodes: [...new Set(geos.flatMap((g) => g.postcodes))],
  circles: geos.flatMap((g) => g.circles),
});

const countryOnly = (place: PlaceFacts): Geo | null =>
  place.country?.trim() ? { countries: [place.country.trim().toUpperCase()], postcodes: [], circles: [] } : null;

/** Where an ad set's template location points for this order. */
function templateGeo(adSet: AdSetTemplate, context: TargetingContext): Geo {
  const location = adSet.location;
  switch (location.type) {
    case 'LISTING': {
      // Enabled: around each listing; disabled: the listings' countries (000 §5 keeps the radius at 10 for a later enable).
      const geos = (context.listings ?? []).map((listing) =>
        location.enable ? placeGeo(listing, location.radius) : countryOnly(listing),
      );
      const known = geos.filter((g): g is Geo => g !== null);
      if (!known.length)
        throw new TargetingError(
          `Ad set "${adSet.name}" targets the listing's location, but the order has no listing with a location or a country`,
        );
      return merge(known);
    }
    case 'OFFICE': {
      const geo = context.office ? placeGeo(context.office, location.byZip ? null : location.radius) : null;
      if (!geo)
        throw new TargetingError(
          `Ad set "${adSet.name}" targets the office's location, but the order has no office with a location, postcode or country`,
        );
      return geo;
    }
    case 'COUNTRY':
      return {
        countries: [...new Set(location.selectedCountries.map((c) => c.toUpperCase()))],
        postcodes: [],
        circles: [],
      };
    case 'CUSTOM_LOCATION':
      return {
        countries: [],
        postcodes: [],
        circles: location.markers.map((m) => circle(m.coords.lat, m.coords.lng, markerRadiusKm(m.radius))),
      };
  }
}

/**
 * The ages after the order's choices: each age the order gives wins; when that puts the minimum above
 * the maximum, the other age follows it (002 §5: "Age min cannot exceed age max (adjusted automatically)").
 */
function agesOf(
  adSet: AdSetTemplate,
  order: OrderAdSettings | null | undefined,
): { ageMin: number | null; ageMax: number | null } {
  const orderMin = order?.ageMin ?? null;
  const orderMax = order?.ageMax ?? null;
  let ageMin = orderMin ?? adSet.ageMin ?? null;
  let ageMax = orderMax ?? adSet.ageMax ?? null;
  if (ageMin !== null && ageMax !== null && ageMin > ageMax) {
    if (orderMin !== null && orderMax === null) ageMax = ageMin;
    else ageMin = ageMax;
  }
  return { ageMin, ageMax };
}

/**
 * The targeting of one ad set for an order: the order's map markers when it has any (they replace the
 * template's location), else the template's location filled from the order's listings and office;
 * ages and gender from the order where it gives them, else the template's. Throws TargetingError when
 * the template's location needs a place the order does not have.
 */
export function targetingFromTemplate(adSet: AdSetTemplate, context: TargetingContext): Targeting {
  const markers = context.order?.location?.markers ?? [];
  const geo: Geo = markers.length
    ? {
        countries: [],
        postcodes: [],
        circles: markers.map((m) => circle(m.coords.lat, m.coords.lng, markerRadiusKm(m.radius))),
      }
    : templateGeo(adSet, context);
  return {
    ...geo,
    ...agesOf(adSet, context.order),
    gender: context.order?.gender ?? adSet.gender,
    audienceIds: [...(context.audienceIds ?? [])],
    lookalikeAudienceIds: [...(context.lookalikeAudienceIds ?? [])],
  };
}

/**
 * The targeting of every ad set of a template for an order. The order's map targeting goes to the
 * first ad set only (003 "Map targeting": applying it fills the first location), so a template with
 * ad sets for, say, the listing's suburb and the whole country keeps the second; ages and gender apply to all.
 */
export function targetingsFromTemplate(adSets: readonly AdSetTemplate[], context: TargetingContext): Targeting[] {
  return adSets.map((adSet, i) => {
    if (i === 0 || !context.order?.location) return targetingFromTemplate(adSet, context);
    const { location: _location, ...rest } = context.order;
    return targetingFromTemplate(adSet, { ...context, order: rest });
  });
}
