// Coordinates of listings (§7 POST listingCoords, for the map of a customer's listings): a listing's
// own geoLocation metadata (002 §3: latitude, longitude) when it holds a real point, else the place
// its address names, looked up in the gazetteer (most specific part of the address first), else none.
import type { LocationCandidate } from './location-search.ts';

export interface ListingForCoordinates {
  readonly id: string;
  readonly metaData?: readonly { readonly key: string; readonly value?: unknown }[] | null;
}

export interface ListingCoordinates {
  readonly listingId: string;
  readonly lat: number;
  readonly lng: number;
  /** 'listing': its geoLocation; 'gazetteer': the suburb or town of its address. */
  readonly source: 'listing' | 'gazetteer';
}

/** What the fallback needs of the location index: the place whose whole name is given. */
export interface PlaceByName {
  exact(name: string, options?: { countries?: readonly string[] }): LocationCandidate | undefined;
}

// Australian state abbreviations, which addresses put between the suburb and the postcode.
const STATE_ABBREVIATION = /\b(ACT|NSW|NT|QLD|SA|TAS|VIC|WA)\b/g;

export function listingCoordinates(
  listings: readonly ListingForCoordinates[],
  places?: PlaceByName,
  options: { countries?: readonly string[] } = {},
): ListingCoordinates[] {
  const found: ListingCoordinates[] = [];
  for (const listing of listings) {
    const own = pointOf(metaValue(listing, 'geoLocation'));
    if (own) {
      found.push({ listingId: listing.id, ...own, source: 'listing' });
      continue;
    }
    const address = addressText(metaValue(listing, 'address'));
    const place = places && address ? placeOfAddress(address, places, options) : undefined;
    if (place) found.push({ listingId: listing.id, ...place.geometry.location, source: 'gazetteer' });
  }
  return found;
}

/**
 * An address as one line: a text as it is; an address by its parts (the editor's, a bulk upload's, an
 * import's) as its suburb and state, the parts a place is named by.
 */
function addressText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return undefined;
  const { suburb, state } = value as { suburb?: unknown; state?: unknown };
  const parts = [suburb, state].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return parts.length ? parts.join(', ') : undefined;
}

function metaValue(listing: ListingForCoordinates, key: string): unknown {
  return listing.metaData?.find((m) => m.key === key)?.value;
}

/** A geoLocation value: { latitude, longitude } as numbers or numeric strings, or that object as JSON. */
export function pointOf(value: unknown): { lat: number; lng: number } | undefined {
  if (typeof value === 'string') {
    try {
      return pointOf(JSON.parse(value));
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== 'object') return undefined;
  const { latitude, longitude } = value as { latitude?: unknown; longitude?: unknown };
  const lat = toNumber(latitude);
  const lng = toNumber(longitude);
  if (lat === undefined || lng === undefined) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  // 0,0 is what an empty form saves, not a listing in the Gulf of Guinea.
  if (lat === 0 && lng === 0) return undefined;
  return { lat, lng };
}

function toNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

function placeOfAddress(address: string, places: PlaceByName, options: { countries?: readonly string[] }): LocationCandidate | undefined {
  for (const part of address.split(',')) {
    const name = part.replace(STATE_ABBREVIATION, ' ').replace(/\d+/g, ' ').trim();
    if (name.length < 3) continue;
    const place = places.exact(name, options);
    if (place) return place;
  }
  return undefined;
}
