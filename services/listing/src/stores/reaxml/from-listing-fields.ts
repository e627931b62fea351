// Listing fields of spec 002 §3 → a REAXML listing, for the distribute-to-store step (then writeReaxml).
// The inverse of toListingFields: toListingFields(toReaxmlListing(x)) gives x's fields back for what
// both sides hold. A listing type with no REAXML kind (NONE, BRAND_CAMPAIGN) is not publishable.
import { parseInspectionText, parseReaxmlDate } from './dates.ts';
import type { JsonValue, ListingType, MetaDataEntry, MetaDataKey } from './listing-fields.ts';
import type {
  ReaxmlAddress, ReaxmlAgent, ReaxmlAreaDetails, ReaxmlInspection, ReaxmlKind, ReaxmlListing, ReaxmlMeasure, ReaxmlObject, ReaxmlStatus,
} from './model.ts';

export interface ListingForFeed {
  /** The listing's id at the store (REAXML uniqueID): the id it was imported with, else its reference. */
  externalId: string;
  /** The agency code at the portal (the store's configuration). */
  agentId: string | null;
  /** Last change, ISO 8601. */
  modTime: string | null;
  title: string;
  description: string | null;
  type: ListingType;
  startPrice: number | null;
  images: { externalId?: string | null; url: string | null; file?: string | null; modTime?: string | null }[];
  metaData: MetaDataEntry[];
}

export type FeedListingResult = { listing: ReaxmlListing; warnings: string[] } | { listing: null; warnings: string[] };

const KIND: Partial<Record<ListingType, { kind: ReaxmlKind; commercialListingType?: string }>> = {
  RESIDENTIAL_FOR_SALE: { kind: 'residential' },
  RESIDENTIAL_FOR_RENT: { kind: 'rental' },
  RURAL_FOR_SALE: { kind: 'rural' },
  COMMERCIAL_FOR_SALE: { kind: 'commercial', commercialListingType: 'sale' },
  COMMERCIAL_FOR_LEASE: { kind: 'commercial', commercialListingType: 'lease' },
  BUSINESS_FOR_SALE: { kind: 'business' },
};

const STATUS: Record<string, ReaxmlStatus> = { ACTIVE: 'current', SOLD: 'sold', LEASED: 'leased', OFF_MARKET: 'offmarket', WITHDRAWN: 'withdrawn' };

/** REA's picture ids: m is the main one, then a…z (without m). */
const IMAGE_IDS = ['m', ...'abcdefghijklnopqrstuvwxyz'];

type Obj = Record<string, JsonValue>;
const isObj = (v: JsonValue | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const s = (v: JsonValue | undefined): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);
const n = (v: JsonValue | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function measure(v: JsonValue | undefined): ReaxmlMeasure | null {
  if (!isObj(v)) return null;
  return { value: n(v['value']), unit: s(v['unit']), min: n(v['min']), max: n(v['max']) };
}

function areaDetails(v: JsonValue | undefined): ReaxmlAreaDetails | null {
  if (!isObj(v)) return null;
  const depths = Array.isArray(v['depths']) ? v['depths'] : [];
  return {
    area: measure(v['area']),
    frontage: measure(v['frontage']),
    depths: depths.filter(isObj).map((d) => ({ value: n(d['value']), unit: s(d['unit']), min: null, max: null, side: s(d['side']) })),
  };
}

function address(v: JsonValue | undefined, geo: JsonValue | undefined): ReaxmlAddress | null {
  if (!isObj(v)) return null;
  const g = isObj(geo) ? geo : {};
  return {
    display: v['showStreet'] === false ? false : true,
    site: s(v['site']),
    subNumber: s(v['subNumber']),
    lotNumber: s(v['lotNumber']),
    streetNumber: s(v['streetNumber']),
    street: s(v['street']),
    suburb: s(v['suburb']),
    suburbDisplay: v['showSuburb'] === false ? false : true,
    state: s(v['state']),
    postcode: s(v['postcode']),
    country: s(v['country']),
    latitude: n(g['latitude']),
    longitude: n(g['longitude']),
  };
}

function agents(v: JsonValue | undefined): ReaxmlAgent[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isObj).map((a) => {
    const telephone = s(a['telephone']);
    return { id: s(a['agentId']), name: s(a['name']), email: s(a['email']), telephones: telephone === null ? [] : [{ type: 'mobile', number: telephone }] };
  });
}

function inspections(v: JsonValue | undefined): ReaxmlInspection[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((i) => {
    const text = typeof i === 'string' ? i : isObj(i) ? s(i['text']) : null;
    if (text === null) return [];
    const parsed = parseInspectionText(text);
    return [{ text, date: parsed?.date ?? null, start: parsed?.start ?? null, end: parsed?.end ?? null }];
  });
}

export function toReaxmlListing(l: ListingForFeed): FeedListingResult {
  const target = KIND[l.type];
  if (!target) return { listing: null, warnings: [`listing type ${l.type} has no REAXML counterpart: not published`] };
  const warnings: string[] = [];
  const meta = new Map<MetaDataKey, MetaDataEntry>(l.metaData.map((m) => [m.key, m]));
  const value = (key: MetaDataKey) => meta.get(key)?.value;

  const status = STATUS[s(value('status')) ?? 'ACTIVE'] ?? 'current';
  const priceEntry = meta.get('price');
  const display = priceEntry ? priceEntry.isPublic : null;
  const priceView = s(value('priceView'));
  const priceText = s(priceEntry?.value);
  const authority = priceView === 'Auction' ? 'auction' : priceView === 'Tender' ? 'tender' : null;

  const sale = status === 'sold' || (l.startPrice === null && display === null) ? null : { value: l.startPrice, display };
  // '$350 per week' → week; a line that does not end in 'per <word>' keeps REAXML's usual period.
  const period = (fallback: string) => (priceText === null ? fallback : /\bper (\w+)$/.exec(priceText)?.[1] ?? fallback);

  const images: ReaxmlObject[] = l.images.flatMap((img, index) => {
    if (!img.url && !img.file) return [];
    const id = img.externalId ?? IMAGE_IDS[index];
    if (!id) return [];
    return [{ id, url: img.url, file: img.file ?? null, modTime: img.modTime ?? null, format: /\.(\w{3,4})(?:$|\?)/.exec(img.url ?? img.file ?? '')?.[1]?.toLowerCase() ?? null }];
  });
  if (images.length < l.images.length) warnings.push(`${l.images.length - images.length} image(s) without a URL or past REAXML's 26 not published`);

  const features: Record<string, string> = {};
  for (const key of ['bedrooms', 'bathrooms', 'garages', 'carports', 'openSpaces'] as const) {
    const v = n(value(key));
    if (v !== null) features[key] = String(v);
  }

  const isRental = target.kind === 'rental';
  const isLease = target.commercialListingType === 'lease';
  const listing: ReaxmlListing = {
    kind: target.kind,
    status,
    uniqueId: l.externalId,
    agentId: l.agentId,
    modTime: l.modTime === null ? null : parseReaxmlDate(l.modTime),
    authority,
    underOffer: null,
    commercialListingType: target.commercialListingType ?? null,
    headline: l.title,
    description: l.description,
    price: isRental || isLease || sale === null ? null : sale,
    // The portal shows this line; the figure alone is in price.
    priceView: priceText,
    rent: isRental && status !== 'sold' ? { value: l.startPrice, display, period: period('week') } : null,
    // REAXML's commercial rent periods are annual and monthly; the price line says year and month.
    commercialRent: isLease && status !== 'sold' ? { value: l.startPrice, perSquareMetre: null, period: ({ year: 'annual', month: 'monthly' } as Record<string, string>)[period('year')] ?? period('year') } : null,
    bond: null,
    dateAvailable: null,
    soldDetails: status === 'sold' ? { price: { value: l.startPrice, display }, date: null } : null,
    address: address(value('address'), value('geoLocation')),
    categories: [],
    agents: agents(value('listingAgent')),
    features,
    landDetails: areaDetails(value('landDetails')),
    buildingDetails: null,
    inspectionTimes: inspections(value('inspectionTimes')),
    auctionDate: s(value('auction')),
    images,
    floorplans: [],
    videoLink: s(value('videoLink')),
    externalLinks: [],
  };
  if (meta.has('auctionLocation')) warnings.push('auctionLocation not published: REAXML auction has a date and no place');
  if (meta.has('customerUrl')) warnings.push('customerUrl not published: REAXML has no field for it');
  return { listing, warnings };
}
