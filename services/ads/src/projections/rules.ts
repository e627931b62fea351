// The projections' pure rules: whether an event may write a row, and a listing's, a resource's, a
// customer's or an office's event facts as a row.
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
  /**
   * A customer's logo at its public address (the customer context's getPublicCustomerLogo), a path of
   * the installation's public URL; null on offices' and agents' rows and while the customer has none.
   */
  logoUrl: string | null;
  /**
   * What a customer lets be shared (003 §6), as its last event told; null on offices' and agents' rows
   * and on a customer's while no event has carried them, which means the defaults: everything.
   */
  sharingOptions: KnownSharingOptions | null;
  eventAt: Date;
}

/** customer.created / updated v1 (openapi/customer CustomerEventData). */
export type CustomerFacts = CustomerEvents['customer.created'];

/** A customer's sharing options (openapi/customer SharingOptions). */
export type KnownSharingOptions = NonNullable<CustomerFacts['sharingOptions']>;

const SHARING_WIDGETS: ReadonlySet<string> = new Set(['linkedin', 'facebook', 'twitter', 'pinterest', 'wechat']);

/**
 * The sharing options an event carries, or null when it has none (an event from before they existed).
 * Only an explicit false turns a kind off, and only the five known widgets are kept: a malformed part
 * reads as the default, as if it had not been told.
 */
export function sharingOptionsOf(facts: CustomerFacts): KnownSharingOptions | null {
  const o = facts.sharingOptions as Partial<Record<keyof KnownSharingOptions, unknown>> | null | undefined;
  if (!o || typeof o !== 'object') return null;
  const widgets = Array.isArray(o.allowedSharingWidgets) ? o.allowedSharingWidgets.filter((w): w is string => typeof w === 'string' && SHARING_WIDGETS.has(w)) : [...SHARING_WIDGETS];
  return {
    campaigns: o.campaigns !== false,
    listings: o.listings !== false,
    resources: o.resources !== false,
    allowedSharingWidgets: [...new Set(widgets)] as KnownSharingOptions['allowedSharingWidgets'],
  };
}

/** The only shape of a logo's public address (openapi/customer CustomerEventData logoUrl). */
const LOGO_URL = /^\/api\/customers\/logos\/[A-Za-z0-9_-]{22}$/;

/**
 * The row a customer event writes: its name, and its logo's public address when the event has one of
 * the right shape (an event from before logoUrl existed has none: the customer shows no logo until its
 * next upload or the migration's event tells it), and its sharing options (null when the event has none).
 */
export function customerRow(facts: CustomerFacts, eventAt: Date): KnownNameRow {
  return {
    id: facts.customerId,
    kind: 'customer',
    name: facts.name.slice(0, 200),
    email: null,
    address: null,
    postcode: null,
    country: null,
    latitude: null,
    longitude: null,
    logoUrl: typeof facts.logoUrl === 'string' && LOGO_URL.test(facts.logoUrl) ? facts.logoUrl : null,
    sharingOptions: sharingOptionsOf(facts),
    eventAt,
  };
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
    logoUrl: null,
    sharingOptions: null,
    eventAt,
  };
}

/**
 * A resource (003 §2: a customer's marketing item with images and videos) as resource.saved / deleted
 * tell it: a row of known_resources (entities.ts). Campaigns of a RESOURCE order are built from it, and
 * its landing link is what sharing it by e-mail sends.
 */
export interface KnownResourceRow {
  id: string;
  customerId: string;
  officeIds: string[];
  reference: string;
  name: string | null;
  title: string | null;
  message: string | null;
  description: string | null;
  /** The cropped images, in order (CDN addresses). */
  imageUrls: string[];
  videos: Array<{ url: string; thumbnailUrl: string | null }>;
  /** The resource's LANDING_URL public URL: where its ads lead. */
  landingUrl: string | null;
  published: boolean;
  deleted: boolean;
  eventAt: Date;
}

/** resource.saved / deleted v1 (openapi/listing ResourceEventData). */
export type ResourceFacts = ListingEvents['resource.saved'];

/** The row a resource event writes: texts trimmed (blank is none), malformed addresses dropped. */
export function resourceRow(facts: ResourceFacts, deleted: boolean, eventAt: Date): KnownResourceRow {
  const videos = Array.isArray(facts.videos) ? facts.videos : [];
  return {
    id: facts.resourceId,
    customerId: facts.customerId,
    officeIds: [...(facts.officeIds ?? [])],
    reference: facts.reference.slice(0, 40),
    name: text(facts.name, 300),
    title: text(facts.title, 300),
    message: text(facts.message, 5000),
    description: text(facts.description, 5000),
    imageUrls: urls(facts.imageUrls),
    videos: videos.flatMap((v) => (typeof v?.url === 'string' && v.url.trim() ? [{ url: v.url.trim(), thumbnailUrl: text(v.thumbnailUrl, 2000) }] : [])),
    landingUrl: text(facts.landingUrl, 2000),
    published: facts.published === true,
    deleted,
    eventAt,
  };
}
