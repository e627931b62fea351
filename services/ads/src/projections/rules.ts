// The projections' pure rules: whether an event may write a row, and a listing event's facts as a row.
import type { ListingEvents } from '@adops/openapi/generated/events';

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

/** The row a listing event writes. */
export function listingRow(facts: ListingFacts, deleted: boolean, eventAt: Date): KnownListingRow {
  const country = text(facts.country, 2)?.toUpperCase() ?? null;
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
    country: country && /^[A-Z]{2}$/.test(country) ? country : null,
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
