// The listing form's values and the rules between them and the API (002 §3), kept apart from the screen so
// they are tested on their own: the price view (Fixed Price has no inspection times, auction or auction
// location: they are neither shown nor sent), at most 3 agents, at most 10 images and 10 videos, prices in
// minor units on the wire and in currency units on the screen, and metadata the form does not edit (the
// geoLocation and listingAgent objects) kept exactly as they were.
import type { CreateListingRequest, Listing, ListingType, Media, MetaData, MetaDataKey, UpdateListingRequest } from '../../lib/api/generated/listing.ts';
import { MESSAGES } from '../../constants.ts';
import { FIXED_PRICE, HIDDEN_WITH_FIXED_PRICE, MAX_AGENTS_PER_LISTING, MAX_IMAGES_PER_LISTING, MAX_VIDEOS_PER_LISTING, TOO_MANY_AGENTS_MESSAGE } from './constants.ts';
import { LISTING_MESSAGES } from './messages.ts';

/** The metadata the form edits as fields of their own (the price view and what depends on it). */
export const PRICE_KEYS = ['priceView', 'price', 'inspectionTimes', 'auction', 'auctionLocation'] as const;
type PriceKey = (typeof PRICE_KEYS)[number];

/** Metadata with a text value, edited as key / value / public rows. */
export interface MetaRow { key: MetaDataKey | ''; value: string; isPublic: boolean }

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
  auction: string;
  auctionLocation: string;
  metaData: MetaRow[];
  /** Metadata whose value is not a text (geoLocation, listingAgent, lists): sent back as it came. */
  kept: MetaData[];
  /** Whether each price key was public, so saving does not change it. */
  pricePublic: Partial<Record<PriceKey, boolean>>;
  images: Media[];
  videos: Media[];
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const isPriceKey = (key: string): key is PriceKey => (PRICE_KEYS as readonly string[]).includes(key);

/** Whether the price view leaves out inspection times, auction and auction location. */
export const hidesAuctionFields = (priceView: string) => priceView === FIXED_PRICE;

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function emptyListingValues(customerId = ''): ListingValues {
  return {
    customerId, title: '', customerUrl: '', description: '', shortDescription: '', type: 'NONE', listingOption: 'CLASSIFIED',
    startPrice: '', startTimestamp: '', listingStatus: 'DONE', officeId: '', agents: [], priceView: '', price: '',
    inspectionTimes: '', auction: '', auctionLocation: '', metaData: [], kept: [], pricePublic: {}, images: [], videos: [],
  };
}

export function listingValuesOf(listing: Listing): ListingValues {
  const values = emptyListingValues(listing.customerId);
  for (const entry of listing.metaData) {
    if (isPriceKey(entry.key)) {
      values[entry.key] = Array.isArray(entry.value) ? entry.value.map(text).join('\n') : text(entry.value);
      values.pricePublic[entry.key] = entry.isPublic ?? true;
    } else if (typeof entry.value === 'string' || typeof entry.value === 'number') {
      values.metaData.push({ key: entry.key, value: String(entry.value), isPublic: entry.isPublic ?? true });
    } else {
      values.kept.push(entry);
    }
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

const WEB_ADDRESS = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/** The form's own checks (shown after a submit attempt); the server checks the rest with its messages. */
export function checkListing(v: ListingValues): Record<string, string | undefined> {
  const checks: Record<string, string | undefined> = {
    customerId: v.customerId ? undefined : MESSAGES.customerRequired,
    title: v.title.trim() ? undefined : LISTING_MESSAGES.titleRequired,
    customerUrl: !v.customerUrl.trim() || WEB_ADDRESS.test(v.customerUrl.trim()) ? undefined : LISTING_MESSAGES.webAddress,
    startPrice: minorUnits(v.startPrice) === undefined ? LISTING_MESSAGES.priceInvalid : undefined,
    agents: v.agents.filter((a) => a.id).length > MAX_AGENTS_PER_LISTING ? TOO_MANY_AGENTS_MESSAGE : undefined,
    images: v.images.length > MAX_IMAGES_PER_LISTING ? LISTING_MESSAGES.tooManyImages : undefined,
    videos: v.videos.length > MAX_VIDEOS_PER_LISTING ? LISTING_MESSAGES.tooManyImages : undefined,
  };
  const seen = new Set<string>(PRICE_KEYS);
  v.metaData.forEach((row, i) => {
    if (!row.key && row.value.trim()) checks[`metaData.${i}.key`] = LISTING_MESSAGES.metaKeyRequired;
    else if (row.key && seen.has(row.key)) checks[`metaData.${i}.key`] = LISTING_MESSAGES.metaKeyDuplicate;
    if (row.key) seen.add(row.key);
  });
  return checks;
}

/** The metadata sent: the rows, the price view and what it allows, and the kept entries. */
export function metaDataOf(v: ListingValues): MetaData[] {
  const hidden = hidesAuctionFields(v.priceView) ? (HIDDEN_WITH_FIXED_PRICE as readonly string[]) : [];
  const priced: MetaData[] = [];
  for (const key of PRICE_KEYS) {
    if (hidden.includes(key)) continue;
    const isPublic = v.pricePublic[key] ?? true;
    if (key === 'inspectionTimes') {
      const times = v.inspectionTimes.split('\n').map((t) => t.trim()).filter(Boolean);
      if (times.length) priced.push({ key, value: times, isPublic });
    } else if (v[key].trim()) {
      priced.push({ key, value: v[key].trim(), isPublic });
    }
  }
  const rows = v.metaData.filter((r) => r.key && r.value.trim()).map((r) => ({ key: r.key as MetaDataKey, value: r.value.trim(), isPublic: r.isPublic }));
  return [...priced, ...rows, ...v.kept];
}

/** The agents sent: the chosen ones, with their name and e-mail as the customer holds them. */
function agentsOf(v: ListingValues, agents: Map<string, { fullName: string; email?: string | null }>) {
  return v.agents.filter((a) => a.id).map(({ id }) => {
    const agent = agents.get(id);
    return { id, ...(agent ? { name: agent.fullName } : {}), ...(agent?.email ? { email: agent.email } : {}) };
  });
}

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
    startTimestamp: v.startTimestamp ? new Date(v.startTimestamp).toISOString() : null,
    listingStatus: v.listingStatus as Listing['listingStatus'],
    officeId: v.officeId || null,
    agents: agentsOf(v, agents),
    metaData: metaDataOf(v),
    images: v.images,
    videos: v.videos,
  };
}

export const createBodyOf = (v: ListingValues, agents: Map<string, { fullName: string; email?: string | null }>): CreateListingRequest =>
  ({ customerId: v.customerId, ...bodyOf(v, agents) });

export const updateBodyOf = (v: ListingValues, agents: Map<string, { fullName: string; email?: string | null }>): UpdateListingRequest =>
  bodyOf(v, agents);
