// The columns of a bulk-upload table (csv or .xlsx) and what each becomes of a listing (spec 002 §3),
// pure: a row of texts in, the fields of createListing out, or the row's message. The column names
// are documented in openapi/listing (createBulkUpload) and shown in docs/samples/bulk-upload.csv.
import { parseInstant } from '@adops/platform';
import { PRICE_VIEWS, type MetaData } from '../listings/rules.ts';
import { LISTING_TYPES, type ListingType } from '../stores/reaxml/listing-fields.ts';

/** Several values in one cell (images, inspection times) are separated by this. */
export const LIST_SEPARATOR = ';';

const TEXT_META = ['bedrooms', 'bathrooms', 'garages', 'carports', 'openSpaces', 'landDetails', 'videoLink', 'price', 'auctionLocation'] as const;
const ADDRESS = ['streetNumber', 'street', 'suburb', 'state', 'postcode', 'country'] as const;

export const BULK_COLUMNS = [
  'title', 'description', 'shortDescription', 'customerUrl', 'type', 'startPrice', 'startTimestamp',
  'priceView', ...TEXT_META, 'inspectionTimes', 'auction', ...ADDRESS, 'latitude', 'longitude', 'images',
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** Spec 000 §9 and the listing save's message, verbatim. */
export const MAX_ROW_IMAGES = 10;
export const TOO_MANY_IMAGES = 'Only 10 Images allow for the listing';

export interface RowListing {
  title: string;
  description: string | null;
  shortDescription: string | null;
  customerUrl: string | null;
  type: ListingType;
  startPrice: number | null;
  startTimestamp: Date | null;
  metaData: MetaData[];
  /** Paths inside the zip of the row's pictures, in order. */
  images: string[];
}

export type RowResult = { ok: true; listing: RowListing } | { ok: false; message: string };

/** The columns of a header that are not ours (a typo, another tool's export): the upload is refused for them. */
export function unknownColumns(header: readonly string[]): string[] {
  const known = new Set<string>(BULK_COLUMNS);
  return header.filter((name) => !known.has(name));
}

const blank = (v: string | undefined) => v === undefined || v.trim() === '';
const text = (v: string | undefined, max: number, column: string): string | null => {
  if (blank(v)) return null;
  const t = v!.trim();
  if (t.length > max) throw new RowError(`${column} is longer than ${max} characters`);
  return t;
};
const list = (v: string | undefined) => (blank(v) ? [] : v!.split(LIST_SEPARATOR).map((s) => s.trim()).filter(Boolean));

class RowError extends Error {}

function number(v: string | undefined, column: string, min: number, max: number): number | null {
  if (blank(v)) return null;
  const n = Number(v!.trim());
  if (!Number.isFinite(n) || n < min || n > max) throw new RowError(`${column} must be a number from ${min} to ${max}`);
  return n;
}

/** The platform's instant rule, as the API applies it: RFC 3339 with its offset, a real day, years 1000-9999. */
function instant(v: string | undefined, column: string): Date | null {
  if (blank(v)) return null;
  const d = parseInstant(v!.trim());
  if (d === null) throw new RowError(`${column} must be a date and time (ISO 8601)`);
  return d;
}

function url(v: string | undefined, column: string): string | null {
  const t = text(v, 2000, column);
  if (t === null) return null;
  if (!URL.canParse(t) || !/^https?:\/\//i.test(t)) throw new RowError(`${column} must be an http(s) URL`);
  return t;
}

/** One row of the table as the fields of a listing, or why it is left out. */
export function rowListing(values: Readonly<Record<string, string>>): RowResult {
  try {
    return { ok: true, listing: readRow(values) };
  } catch (error) {
    if (error instanceof RowError) return { ok: false, message: error.message };
    throw error;
  }
}

function readRow(v: Readonly<Record<string, string>>): RowListing {
  const title = text(v.title, 300, 'title');
  if (!title) throw new RowError('title is required');
  const type = blank(v.type) ? 'NONE' : v.type!.trim().toUpperCase();
  if (!(LISTING_TYPES as readonly string[]).includes(type)) throw new RowError(`type must be one of ${LISTING_TYPES.join(', ')}`);
  const startPrice = number(v.startPrice, 'startPrice', 0, 100_000_000_000);
  if (startPrice !== null && !Number.isInteger(startPrice)) throw new RowError('startPrice must be whole minor units');
  const images = list(v.images);
  if (images.length > MAX_ROW_IMAGES) throw new RowError(TOO_MANY_IMAGES);

  const metaData: MetaData[] = [];
  const meta = (key: string, value: MetaData['value']) => metaData.push({ key, value, isPublic: true });
  if (!blank(v.priceView)) {
    const view = PRICE_VIEWS.find((p) => p.toLowerCase() === v.priceView!.trim().toLowerCase());
    if (!view) throw new RowError(`priceView must be one of ${PRICE_VIEWS.join(', ')}`);
    meta('priceView', view);
  }
  for (const key of TEXT_META) {
    const value = key === 'videoLink' ? url(v[key], key) : text(v[key], 2000, key);
    if (value !== null) meta(key, value);
  }
  const inspections = list(v.inspectionTimes);
  if (inspections.length > 50) throw new RowError('inspectionTimes has more than 50 times');
  if (inspections.some((t) => t.length > 200)) throw new RowError('an inspection time is longer than 200 characters');
  if (inspections.length) meta('inspectionTimes', inspections);
  const auction = instant(v.auction, 'auction');
  if (auction) meta('auction', auction.toISOString());
  const address: Record<string, string> = {};
  for (const key of ADDRESS) {
    const value = text(v[key], 200, key);
    if (value !== null) address[key] = value;
  }
  if (Object.keys(address).length) meta('address', address);
  const latitude = number(v.latitude, 'latitude', -90, 90);
  const longitude = number(v.longitude, 'longitude', -180, 180);
  if ((latitude === null) !== (longitude === null)) throw new RowError('latitude and longitude go together');
  if (latitude !== null && longitude !== null) meta('geoLocation', { latitude, longitude });
  const customerUrl = url(v.customerUrl, 'customerUrl');

  return {
    title,
    description: text(v.description, 20_000, 'description'),
    shortDescription: text(v.shortDescription, 1000, 'shortDescription'),
    customerUrl,
    type: type as ListingType,
    startPrice,
    startTimestamp: instant(v.startTimestamp, 'startTimestamp'),
    metaData,
    images,
  };
}
