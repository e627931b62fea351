// The listing form's values and the rules between them and the API (002 §3), kept apart from the screen so
// they are tested on their own. Every metadata key of 002 §3 is a field of its own: the price view and what
// depends on it (Fixed Price has no inspection times, auction or auction location: they are neither shown
// nor sent), the counts (bedrooms … open spaces, sent as numbers), land details (area and frontage with
// their units), the video link, the geoLocation (latitude and longitude together), the status (ACTIVE when
// not set), the address (street number, street, suburb, state, postcode, country), the listing agent and the
// customerUrl metadata (kept equal to the listing's customer URL where a listing has it). The auction and the
// start are dates: datetime-local inputs in the browser's time zone, sent as RFC 3339 instants; an auction
// saved as text that is not a date stays as it was until a date is chosen. At most 3 agents, 10 images and 10
// videos; prices in minor units on the wire and in currency units on the screen. What an object value holds
// beyond the form's fields (an imported address's subNumber or display flags, land depths) is sent back as it
// came, and a value of a shape the form does not know is kept exactly.
import type { CreateListingRequest, Listing, ListingType, Media, MetaData, MetaDataKey, UpdateListingRequest } from '../../lib/api/generated/listing.ts';
import { MESSAGES } from '../../constants.ts';
import { FIXED_PRICE, HIDDEN_WITH_FIXED_PRICE, MAX_AGENTS_PER_LISTING, MAX_IMAGES_PER_LISTING, MAX_VIDEOS_PER_LISTING, TOO_MANY_AGENTS_MESSAGE } from './constants.ts';
import { LISTING_MESSAGES } from './messages.ts';

/** The counts of a listing, whole numbers. */
export const COUNT_KEYS = ['bedrooms', 'bathrooms', 'garages', 'carports', 'openSpaces'] as const;
export type CountKey = (typeof COUNT_KEYS)[number];
/** The parts of an address (002 §3; the bulk upload's columns of the same names). */
export const ADDRESS_PARTS = ['streetNumber', 'street', 'suburb', 'state', 'postcode', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

type Scalar = string | number | boolean | null;
type Flat = Record<string, Scalar>;

/** A file chosen for upload, not stored yet: it is uploaded when the form is saved. */
export interface PendingMedia {
  url: string;
  /** The id of its progress row. */
  pendingId: string;
  file: File;
}
/** An item of the form's images or videos: stored media, or a file waiting for Save. */
export type FormMedia = Media | PendingMedia;
export const isPending = (m: FormMedia): m is PendingMedia => 'file' in m && m.file instanceof Blob;

export interface ListingValues {
  customerId: string;
  title: string;
  customerUrl: string;
  description: string;
  shortDescription: string;
  type: ListingType;
  listingOption: string;
  /** In currency units, as typed ('1250000' or '1250000.50'). */
  startPrice: string;
  /** A datetime-local value in the browser's time zone, or ''. */
  startTimestamp: string;
  listingStatus: string;
  officeId: string;
  /** Agent slots by id (an empty slot is not sent). */
  agents: { id: string }[];
  priceView: string;
  price: string;
  /** One inspection time a line. */
  inspectionTimes: string;
  /** A datetime-local value in the browser's time zone, or ''. */
  auction: string;
  /** An auction saved as text that is not a date: kept until a date is chosen. */
  auctionText: string;
  auctionLocation: string;
  counts: Record<CountKey, string>;
  landArea: string;
  landAreaUnit: string;
  frontage: string;
  frontageUnit: string;
  /** Land details saved as text (a bulk upload's column): kept as typed. */
  landDetailsText: string;
  videoLink: string;
  latitude: string;
  longitude: string;
  /** The listing's status metadata; '' leaves it to the server (ACTIVE). */
  status: string;
  address: Record<AddressPart, string>;
  /** An address saved as one line of text: kept until the parts are filled. */
  addressText: string;
  listingAgent: { agentId: string; name: string; telephone: string; email: string; img: string };
  /** Whether the listing carries the customerUrl metadata (kept equal to the customer URL). */
  hasCustomerUrlMeta: boolean;
  /** Whether each metadata key was public, so saving does not change it (default true). */
  isPublic: Partial<Record<MetaDataKey, boolean>>;
  /** What an object value held beyond the form's fields (address, landDetails, listingAgent), sent back. */
  extra: Partial<Record<MetaDataKey, Flat>>;
  /** Metadata whose value has a shape the form does not know: sent back as it came. */
  kept: MetaData[];
  images: FormMedia[];
  videos: FormMedia[];
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const isFlat = (value: unknown): value is Flat => !!value && typeof value === 'object' && !Array.isArray(value);
const pick = <K extends string>(value: Flat, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, text(value[k])])) as Record<K, string>;
const without = (value: Flat, keys: readonly string[]): Flat => Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k)));

/** Whether the price view leaves out inspection times, auction and auction location. */
export const hidesAuctionFields = (priceView: string) => priceView === FIXED_PRICE;

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant (or a date-time without a zone, read as local) as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  // Only an ISO 8601 date-time: Date's lenient parsing would read a text such as 'Sat 12 Dec' as some year.
  if (!iso || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(iso)) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The earliest and latest years a date field takes (what the database and JavaScript both hold). */
const YEARS = { min: 1900, max: 9999 };
/** A datetime-local value as an RFC 3339 instant in UTC; undefined when it is not a real date and time. */
export function toInstant(local: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  // new Date rolls 31 February over into March: a real date reads back as typed.
  if (Number.isNaN(date.getTime()) || date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return undefined;
  if (y < YEARS.min || y > YEARS.max) return undefined;
  return date.toISOString();
}

/** An instant as the user's browser writes dates and times (their locale and time zone), e.g. under a date field. */
export function inUserLocale(iso: string | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}

export function emptyListingValues(customerId = ''): ListingValues {
  return {
    customerId, title: '', customerUrl: '', description: '', shortDescription: '', type: 'NONE', listingOption: 'CLASSIFIED',
    startPrice: '', startTimestamp: '', listingStatus: 'DONE', officeId: '', agents: [], priceView: '', price: '',
    inspectionTimes: '', auction: '', auctionText: '', auctionLocation: '',
    counts: { bedrooms: '', bathrooms: '', garages: '', carports: '', openSpaces: '' },
    landArea: '', landAreaUnit: '', frontage: '', frontageUnit: '', landDetailsText: '', videoLink: '', latitude: '', longitude: '', status: '',
    address: { streetNumber: '', street: '', suburb: '', state: '', postcode: '', country: '' }, addressText: '',
    listingAgent: { agentId: '', name: '', telephone: '', email: '', img: '' },
    hasCustomerUrlMeta: false, isPublic: {}, extra: {}, kept: [], images: [], videos: [],
  };
}

const LAND_KEYS = ['area', 'areaUnit', 'frontage', 'frontageUnit'] as const;
const AGENT_KEYS = ['agentId', 'name', 'telephone', 'email', 'img'] as const;

/** Reads one metadata entry into the values; false when its value has a shape the form does not know. */
function readEntry(values: ListingValues, { key, value }: MetaData): boolean {
  const scalar = typeof value === 'string' || typeof value === 'number';
  switch (key) {
    case 'priceView': case 'price': case 'auctionLocation':
      if (!scalar) return false;
      values[key] = text(value);
      return true;
    case 'inspectionTimes':
      if (!Array.isArray(value) && !scalar) return false;
      values.inspectionTimes = Array.isArray(value) ? value.map(text).join('\n') : text(value);
      return true;
    case 'auction':
      if (!scalar) return false;
      values.auction = toLocalInput(text(value));
      if (!values.auction) values.auctionText = text(value);
      return true;
    case 'bedrooms': case 'bathrooms': case 'garages': case 'carports': case 'openSpaces':
      if (!scalar) return false;
      values.counts[key] = text(value);
      return true;
    case 'landDetails':
      if (scalar) values.landDetailsText = text(value);
      else if (isFlat(value)) {
        ({ area: values.landArea, areaUnit: values.landAreaUnit, frontage: values.frontage, frontageUnit: values.frontageUnit } = pick(value, LAND_KEYS));
        values.extra.landDetails = without(value, LAND_KEYS);
      } else return false;
      return true;
    case 'videoLink':
      if (!scalar) return false;
      values.videoLink = text(value);
      return true;
    case 'geoLocation':
      if (!isFlat(value) || Object.keys(without(value, ['latitude', 'longitude'])).length) return false;
      values.latitude = text(value.latitude);
      values.longitude = text(value.longitude);
      return true;
    case 'status':
      if (!scalar) return false;
      values.status = text(value);
      return true;
    case 'address':
      if (scalar) values.addressText = text(value);
      else if (isFlat(value)) {
        values.address = pick(value, ADDRESS_PARTS);
        values.extra.address = without(value, ADDRESS_PARTS);
      } else return false;
      return true;
    case 'listingAgent':
      if (!isFlat(value)) return false;
      values.listingAgent = pick(value, AGENT_KEYS);
      values.extra.listingAgent = without(value, AGENT_KEYS);
      return true;
    case 'customerUrl':
      if (!scalar) return false;
      values.hasCustomerUrlMeta = true;
      return true;
    default:
      return false;
  }
}

export function listingValuesOf(listing: Listing): ListingValues {
  const values = emptyListingValues(listing.customerId);
  for (const entry of listing.metaData) {
    if (readEntry(values, entry)) values.isPublic[entry.key] = entry.isPublic ?? true;
    else values.kept.push(entry);
  }
  return {
    ...values,
    title: listing.title, customerUrl: listing.customerUrl ?? '', description: listing.description ?? '',
    shortDescription: listing.shortDescription ?? '', type: listing.type, listingOption: listing.listingOption,
    startPrice: listing.startPrice === null ? '' : String(listing.startPrice / 100), startTimestamp: toLocalInput(listing.startTimestamp),
    listingStatus: listing.listingStatus, officeId: listing.officeId ?? '', agents: listing.agents.map((a) => ({ id: a.id })),
    images: listing.images, videos: listing.videos,
  };
}

/** The price in minor units, or undefined when what was typed is not a price. */
export function minorUnits(typed: string): number | null | undefined {
  const value = typed.trim().replace(/,/g, '');
  if (!value) return null;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  return Math.round(Number(value) * 100);
}

/** A typed number: null when empty, undefined when it is not a number within the range. */
function numberOf(typed: string, { min, max, whole = false }: { min: number; max: number; whole?: boolean }): number | null | undefined {
  const value = typed.trim();
  if (!value) return null;
  if (!/^-?\d+(\.\d+)?$/.test(value)) return undefined;
  const n = Number(value);
  if (n < min || n > max || (whole && !Number.isInteger(n))) return undefined;
  return n;
}
const COUNT_RANGE = { min: 0, max: 1000, whole: true };
const AREA_RANGE = { min: 0, max: 1e9 };
const LATITUDE = { min: -90, max: 90 };
const LONGITUDE = { min: -180, max: 180 };

const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
const webAddressCheck = (typed: string) => (!typed.trim() || WEB_ADDRESS.test(typed.trim()) ? undefined : LISTING_MESSAGES.webAddress);
const dateCheck = (local: string) => (!local || toInstant(local) ? undefined : LISTING_MESSAGES.dateInvalid);

/** The form's own checks (shown after a submit attempt); the server checks the rest with its messages. */
export function checkListing(v: ListingValues): Record<string, string | undefined> {
  const latitude = numberOf(v.latitude, LATITUDE);
  const longitude = numberOf(v.longitude, LONGITUDE);
  const checks: Record<string, string | undefined> = {
    customerId: v.customerId ? undefined : MESSAGES.customerRequired,
    title: v.title.trim() ? undefined : LISTING_MESSAGES.titleRequired,
    customerUrl: webAddressCheck(v.customerUrl),
    videoLink: webAddressCheck(v.videoLink),
    startPrice: minorUnits(v.startPrice) === undefined ? LISTING_MESSAGES.priceInvalid : undefined,
    startTimestamp: dateCheck(v.startTimestamp),
    auction: hidesAuctionFields(v.priceView) ? undefined : dateCheck(v.auction),
    landArea: numberOf(v.landArea, AREA_RANGE) === undefined ? LISTING_MESSAGES.areaInvalid : undefined,
    frontage: numberOf(v.frontage, AREA_RANGE) === undefined ? LISTING_MESSAGES.areaInvalid : undefined,
    latitude: latitude === undefined ? LISTING_MESSAGES.latitudeInvalid : latitude === null && longitude !== null ? LISTING_MESSAGES.coordinatesTogether : undefined,
    longitude: longitude === undefined ? LISTING_MESSAGES.longitudeInvalid : longitude === null && latitude !== null ? LISTING_MESSAGES.coordinatesTogether : undefined,
    agents: v.agents.filter((a) => a.id).length > MAX_AGENTS_PER_LISTING ? TOO_MANY_AGENTS_MESSAGE : undefined,
    images: v.images.length > MAX_IMAGES_PER_LISTING ? LISTING_MESSAGES.tooManyImages : undefined,
    videos: v.videos.length > MAX_VIDEOS_PER_LISTING ? LISTING_MESSAGES.tooManyImages : undefined,
  };
  for (const key of COUNT_KEYS) checks[`counts.${key}`] = numberOf(v.counts[key], COUNT_RANGE) === undefined ? LISTING_MESSAGES.countInvalid : undefined;
  return checks;
}

/** An object value: the form's parts that are filled, over what the stored value held beyond them. */
function objectOf(extra: Flat | undefined, parts: Record<string, string | number | null>): Flat | undefined {
  const filled = Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== null && v !== ''));
  return Object.keys(filled).length ? { ...extra, ...filled } : undefined;
}

/** The metadata sent: each key once, the form's fields over the entries it keeps as they came. */
export function metaDataOf(v: ListingValues): MetaData[] {
  const out = new Map<string, MetaData>(v.kept.map((m) => [m.key, m]));
  const put = (key: MetaDataKey, value: MetaData['value'] | undefined | null) => {
    if (value === undefined || value === null || value === '') return;
    out.delete(key);
    out.set(key, { key, value, isPublic: v.isPublic[key] ?? true });
  };
  const hidden = hidesAuctionFields(v.priceView);
  put('priceView', v.priceView.trim());
  put('price', v.price.trim());
  if (!hidden) {
    const times = v.inspectionTimes.split('\n').map((t) => t.trim()).filter(Boolean);
    if (times.length) put('inspectionTimes', times);
    put('auction', v.auction ? toInstant(v.auction) : v.auctionText.trim());
    put('auctionLocation', v.auctionLocation.trim());
  } else {
    for (const key of HIDDEN_WITH_FIXED_PRICE) out.delete(key);
  }
  for (const key of COUNT_KEYS) put(key, numberOf(v.counts[key], COUNT_RANGE));
  const area = numberOf(v.landArea, AREA_RANGE) ?? null;
  const frontage = numberOf(v.frontage, AREA_RANGE) ?? null;
  put('landDetails', objectOf(v.extra.landDetails, {
    area, areaUnit: area === null ? '' : v.landAreaUnit, frontage, frontageUnit: frontage === null ? '' : v.frontageUnit,
  }) ?? v.landDetailsText.trim());
  put('videoLink', v.videoLink.trim());
  const latitude = numberOf(v.latitude, LATITUDE);
  const longitude = numberOf(v.longitude, LONGITUDE);
  if (typeof latitude === 'number' && typeof longitude === 'number') put('geoLocation', { latitude, longitude });
  put('status', v.status);
  const address = Object.fromEntries(ADDRESS_PARTS.map((p) => [p, v.address[p].trim()]));
  put('address', objectOf(v.extra.address, address) ?? v.addressText.trim());
  const agent = Object.fromEntries(AGENT_KEYS.map((k) => [k, v.listingAgent[k].trim()]));
  put('listingAgent', agent.agentId || agent.name ? objectOf(v.extra.listingAgent, agent) : undefined);
  if (v.hasCustomerUrlMeta) put('customerUrl', v.customerUrl.trim());
  return [...out.values()];
}

/** The agents sent: the chosen ones, with their name and e-mail as the customer holds them. */
function agentsOf(v: ListingValues, agents: Map<string, { fullName: string; email?: string | null }>) {
  return v.agents.filter((a) => a.id).map(({ id }) => {
    const agent = agents.get(id);
    return { id, ...(agent ? { name: agent.fullName } : {}), ...(agent?.email ? { email: agent.email } : {}) };
  });
}

/** Stored media only: a file waiting for Save is not sent (it is uploaded, then sent as the media it became). */
export const storedMedia = (items: FormMedia[]): Media[] => items.filter((m): m is Media => !isPending(m));

/** The fields create and update share. */
function bodyOf(v: ListingValues, agents: Map<string, { fullName: string; email?: string | null }>) {
  return {
    title: v.title.trim(),
    customerUrl: v.customerUrl.trim() || null,
    description: v.description.trim() || null,
    shortDescription: v.shortDescription.trim() || null,
    type: v.type,
    listingOption: v.listingOption as Listing['listingOption'],
    startPrice: minorUnits(v.startPrice) ?? null,
    startTimestamp: (v.startTimestamp && toInstant(v.startTimestamp)) || null,
    listingStatus: v.listingStatus as Listing['listingStatus'],
    officeId: v.officeId || null,
    agents: agentsOf(v, agents),
    metaData: metaDataOf(v),
    images: storedMedia(v.images),
    videos: storedMedia(v.videos),
  };
}

export const createBodyOf = (v: ListingValues, agents: Map<string, { fullName: string; email?: string | null }>): CreateListingRequest =>
  ({ customerId: v.customerId, ...bodyOf(v, agents) });

export const updateBodyOf = (v: ListingValues, agents: Map<string, { fullName: string; email?: string | null }>): UpdateListingRequest =>
  bodyOf(v, agents);
