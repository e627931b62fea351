// The projections' pure rules: whether an event may write a row, and a listing's or an office's event
// facts as a row.
import type { CustomerEvents, ListingEvents } from '@adops/openapi/generated/events';

/**
 * Whether an event of `eventAt` (deleting or not) may overwrite a row last written by an event of
 * `known.eventAt`: newer wins; at the same instant a deletion (a tombstone) wins.
 */
export function eventApplies(known: { eventAt: Date; deleted?: boolean }, eventAt: Date, deleting: boolean): boolean {
  const stored = known.eventAt.getTime();
  const incoming = eventAt.getTime();
  if (incoming !== stored) return incoming > stored;
  return deleting || !known.deleted;
}

/** A listing as listing.created / updated / deleted tell it: a row of known_listings (entities.ts). */
export interface KnownListingRow {
  id: string;
  customerId: string;
  officeId: string | null;
  agentIds: string[];
  title: string;
  /** The listing context's ListingType (RESIDENTIAL_FOR_SALE…); null when the event did not say. */
  listingType: string | null;
  address: string | null;
  suburb: string | null;
  postcode: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  imageUrls: string[];
  videoUrls: string[];
  /** The listing's page (its customer URL). */
  link: string | null;
  headline: string | null;
  description: string | null;
  deleted: boolean;
  eventAt: Date;
}

/** listing.created / updated / deleted v1 (openapi/listing ListingEventData). */
export type ListingFacts = ListingEvents['listing.created'];

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null);
const coordinate = (value: unknown, limit: number): number | null => (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null);
const urls = (value: unknown): string[] => (Array.isArray(value) ? value.filter((u): u is string => typeof u === 'string' && u.trim() !== '') : []);

// Not cut to two letters: an alpha-3 code cut short is another country (AUT, Austria, is not AU).
const countryCode = (value: unknown): string | null => {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : null;
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
};

/** The row a listing event writes. */
export function listingRow(facts: ListingFacts, deleted: boolean, eventAt: Date): KnownListingRow {
  return {
    id: facts.listingId,
    customerId: facts.customerId,
    officeId: facts.officeId ?? null,
    agentIds: [...(facts.agentIds ?? [])],
    title: facts.title.slice(0, 300),
    listingType: text(facts.listingType, 40),
    address: text(facts.displayAddress, 500),
    suburb: text(facts.suburb, 200),
    postcode: text(facts.postcode, 20),
    country: countryCode(facts.country),
    latitude: coordinate(facts.latitude, 90),
    longitude: coordinate(facts.longitude, 180),
    imageUrls: urls(facts.imageUrls),
    videoUrls: urls(facts.videoUrls),
    link: text(facts.link, 2000),
    headline: text(facts.headline, 300),
    description: text(facts.description, 60_000),
    deleted,
    eventAt,
  };
}

export type NamedKind = 'customer' | 'office' | 'agent';

/**
 * A customer's, office's or agent's name (and an agent's e-mail) for a creative's placeholders; an
 * office's row also keeps where the office is, for a template's OFFICE location (null elsewhere, and
 * where the office has none).
 */
export interface KnownNameRow {
  id: string;
  kind: NamedKind;
  name: string;
  email: string | null;
  address: string | null;
  postcode: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  eventAt: Date;
}

/** office.created / updated v1 (openapi/customer OfficeEventData). */
export type OfficeFacts = CustomerEvents['office.created'];

/**
 * The row an office event writes: its name and place, malformed parts dropped as a listing's are. A map
 * point needs both coordinates: half of one is no point (a circle around it would be anywhere).
 */
export function officeRow(facts: OfficeFacts, eventAt: Date): KnownNameRow {
  const latitude = coordinate(facts.latitude, 90);
  const longitude = coordinate(facts.longitude, 180);
  const point = latitude !== null && longitude !== null;
  return {
    id: facts.officeId,
    kind: 'office',
    name: facts.name.slice(0, 200),
    email: null,
    address: text(facts.address, 500),
    postcode: text(facts.postcode, 20),
    country: countryCode(facts.country),
    latitude: point ? latitude : null,
    longitude: point ? longitude : null,
    eventAt,
  };
}
