// REAXML listing → the listing fields of spec 002 §3, with a warning for everything dropped or guessed.
import {
  MAX_LISTING_AGENTS, MAX_LISTING_IMAGES,
  type ImportedListingFields, type JsonValue, type ListingMapping, type ListingMetaStatus, type ListingType,
  type MetaDataEntry, type MetaDataKey, type PriceView,
} from './listing-fields.ts';
import type { ReaxmlAreaDetails, ReaxmlListing, ReaxmlMeasure, ReaxmlStatus } from './model.ts';

/** Listing fields of 002 §3 that REAXML has nothing for; the mapping leaves them to the service or the user. */
export const REAXML_HAS_NO_COUNTERPART: Readonly<Record<string, string>> = {
  customerUrl: 'REAXML has no link to the agency\'s own page for the listing (externalLink is a tour or other link)',
  shortDescription: 'REAXML has headline and description only',
  startTimestamp: 'REAXML has no listing start; modTime is the last change',
  videos: 'the listing\'s videos are uploaded assets; REAXML videoLink is a URL, kept as the videoLink metaData',
  office: 'REAXML agentID is the agency code at the portal, not an AdOps office: the store decides the office',
  agents: 'REAXML listingAgent has no AdOps agent id; the agents are kept as listingAgent metaData',
  auctionLocation: 'REAXML auction has a date and no place',
};

const STATUS: Record<ReaxmlStatus, ListingMetaStatus> = {
  current: 'ACTIVE', sold: 'SOLD', leased: 'LEASED', offmarket: 'OFF_MARKET', withdrawn: 'WITHDRAWN',
};

export function toListingFields(listing: ReaxmlListing): ListingMapping {
  const warnings: string[] = [];
  const meta: MetaDataEntry[] = [];
  const put = (key: MetaDataKey, value: JsonValue | undefined, isPublic = true) => {
    if (value !== undefined && value !== null) meta.push({ key, value, isPublic });
  };

  const type = listingType(listing, warnings);
  const priceView = derivePriceView(listing);
  const price = priceFigure(listing);
  const startPrice = price?.value ?? null;

  for (const key of ['bedrooms', 'bathrooms', 'garages', 'carports', 'openSpaces'] as const) {
    const raw = listing.features[key];
    if (raw === undefined) continue;
    const n = Number(raw);
    if (Number.isFinite(n)) put(key, n);
    else warnings.push(`${key} ${JSON.stringify(raw)} is not a number: not imported`);
  }
  put('landDetails', areaValue(listing.landDetails));
  put('videoLink', listing.videoLink ?? undefined);
  const addressPublic = listing.address?.display !== false;
  if (listing.address?.latitude != null && listing.address.longitude != null) {
    put('geoLocation', { latitude: listing.address.latitude, longitude: listing.address.longitude }, addressPublic);
  }
  put('priceView', priceView);
  put('price', priceText(listing, price), price?.display !== false);
  put('status', STATUS[listing.status], false);
  if (listing.inspectionTimes.length > 0) {
    put('inspectionTimes', listing.inspectionTimes.map((i) => ({ text: i.text, date: i.date, start: i.start, end: i.end })));
  }
  put('auction', listing.auctionDate ?? undefined);
  put('address', addressValue(listing), addressPublic);
  put('listingAgent', agentsValue(listing, warnings));

  if (priceView === 'Fixed Price') {
    // 002 §5: a Fixed Price listing has no inspection times, auction or auction location.
    const dropped = meta.filter((m) => m.key === 'inspectionTimes' || m.key === 'auction' || m.key === 'auctionLocation');
    for (const m of dropped) {
      meta.splice(meta.indexOf(m), 1);
      warnings.push(`${m.key} dropped: the price view is Fixed Price`);
    }
  }

  const images = listing.images.map((i) => ({ externalId: i.id, url: i.url, file: i.file, modTime: i.modTime }));
  if (images.length > MAX_LISTING_IMAGES) {
    const extra = images.splice(MAX_LISTING_IMAGES);
    warnings.push(`${images.length + extra.length} images: only the first ${MAX_LISTING_IMAGES} kept (dropped ids ${extra.map((i) => i.externalId).join(', ')})`);
  }
  if (listing.floorplans.length > 0) warnings.push(`${listing.floorplans.length} floorplan(s) not imported: listing images are photos`);
  if (listing.externalLinks.length > 0) warnings.push(`${listing.externalLinks.length} externalLink(s) not imported: no listing field for them`);

  const title = listing.headline ?? addressLine(listing) ?? `Listing ${listing.uniqueId}`;
  if (listing.headline === null) warnings.push(`no headline: the title is ${JSON.stringify(title)}`);

  const fields: ImportedListingFields = {
    externalId: listing.uniqueId,
    title,
    description: listing.description,
    type,
    listingOption: 'CLASSIFIED',
    startPrice,
    images,
    metaData: meta,
  };
  return { fields, warnings };
}

function listingType(l: ReaxmlListing, warnings: string[]): ListingType {
  switch (l.kind) {
    case 'residential':
    case 'land':
      return 'RESIDENTIAL_FOR_SALE';
    case 'rental':
    case 'holidayRental':
      return 'RESIDENTIAL_FOR_RENT';
    case 'rural':
      return 'RURAL_FOR_SALE';
    case 'business':
      return 'BUSINESS_FOR_SALE';
    case 'commercialLand':
      return 'COMMERCIAL_FOR_SALE';
    case 'commercial': {
      const t = l.commercialListingType?.toLowerCase() ?? null;
      if (t === 'lease') return 'COMMERCIAL_FOR_LEASE';
      if (t === 'both') warnings.push('commercial listing for sale and lease: typed COMMERCIAL_FOR_SALE');
      else if (t !== 'sale') warnings.push(`commercialListingType ${JSON.stringify(t)}: typed COMMERCIAL_FOR_SALE`);
      return 'COMMERCIAL_FOR_SALE';
    }
  }
}

const ON_REQUEST = /\b(on request|on application|contact (the )?agent|poa|p\.o\.a)\b/i;
const NEGOTIATION = /\b(negotiat|offers?|between|from|range|eoi|expressions? of interest|o\.n\.o|ono)\b|\+\s*$/i;

/** The 002 §3 price view a REAXML listing reads as; see docs/decisions.md for the rules. */
export function derivePriceView(l: ReaxmlListing): PriceView {
  const authority = l.authority?.toLowerCase() ?? null;
  if (l.status !== 'current') return 'Not Applicable';
  if (authority === 'auction' || l.auctionDate !== null) return 'Auction';
  if (authority === 'tender') return 'Tender';
  if (l.kind === 'rental' || l.kind === 'holidayRental' || (l.kind === 'commercial' && l.commercialListingType === 'lease')) {
    return 'Not Applicable'; // a rent is not a sale price view
  }
  if (authority === 'eoi') return 'Negotiation';
  const view = l.priceView;
  if (view !== null && ON_REQUEST.test(view)) return 'On Request';
  if (view !== null && NEGOTIATION.test(view)) return 'Negotiation';
  if (l.price?.display === false) return 'On Request';
  if (l.price?.value != null) return 'Fixed Price';
  return 'Not Applicable';
}

function priceFigure(l: ReaxmlListing): { value: number | null; display: boolean | null; per: string | null } | null {
  if (l.status === 'sold' && l.soldDetails?.price) return { ...l.soldDetails.price, per: null };
  if (l.rent) return { value: l.rent.value, display: l.rent.display, per: l.rent.period };
  if (l.commercialRent && (l.commercialRent.value !== null || l.commercialRent.perSquareMetre)) {
    const r = l.commercialRent;
    return { value: r.value ?? r.perSquareMetre?.min ?? null, display: l.price?.display ?? null, per: r.period };
  }
  if (l.price) return { value: l.price.value, display: l.price.display, per: null };
  return null;
}

const money = (n: number) => `$${n.toLocaleString('en-AU', { maximumFractionDigits: 2 })}`;

/** Feeds spell periods week and weekly, annual and annum…; the price line uses one word for each. */
const PERIOD_WORDS: Record<string, string> = {
  week: 'week', weekly: 'week', fortnight: 'fortnight', fortnightly: 'fortnight', month: 'month', monthly: 'month',
  annual: 'year', annually: 'year', annum: 'year', year: 'year', yearly: 'year', day: 'day', daily: 'day', night: 'night', nightly: 'night',
};
const periodWord = (period: string) => PERIOD_WORDS[period.toLowerCase()] ?? period;

/** The price line a portal shows: the feed's priceView text when it has one, else the figure. */
function priceText(l: ReaxmlListing, p: ReturnType<typeof priceFigure>): string | undefined {
  if (l.priceView !== null) return l.priceView;
  if (l.commercialRent?.perSquareMetre && l.commercialRent.value === null) {
    const { min, max } = l.commercialRent.perSquareMetre;
    if (min !== null && max !== null) return `${money(min)} - ${money(max)} per m²${l.commercialRent.period ? ` per ${periodWord(l.commercialRent.period)}` : ''}`;
  }
  if (p?.value == null) return undefined;
  return p.per ? `${money(p.value)} per ${periodWord(p.per)}` : money(p.value);
}

function measureValue(m: ReaxmlMeasure | null): JsonValue {
  if (m === null) return null;
  return { value: m.value, unit: m.unit, ...(m.min !== null || m.max !== null ? { min: m.min, max: m.max } : {}) };
}

function areaValue(d: ReaxmlAreaDetails | null): JsonValue | undefined {
  if (d === null || (d.area === null && d.frontage === null && d.depths.length === 0)) return undefined;
  return {
    area: measureValue(d.area),
    frontage: measureValue(d.frontage),
    depths: d.depths.map((x) => ({ value: x.value, unit: x.unit, side: x.side })),
  };
}

const COUNTRIES: Record<string, string> = { aus: 'AU', au: 'AU', australia: 'AU', nz: 'NZ', nzl: 'NZ', 'new zealand': 'NZ' };

function addressLine(l: ReaxmlListing): string | null {
  const a = l.address;
  if (!a) return null;
  const number = [a.subNumber, a.streetNumber].filter(Boolean).join('/');
  const line = [[number, a.street].filter(Boolean).join(' '), a.suburb, a.state?.toUpperCase(), a.postcode].filter(Boolean).join(', ');
  return line === '' ? null : line;
}

function addressValue(l: ReaxmlListing): JsonValue | undefined {
  const a = l.address;
  if (!a) return undefined;
  return {
    site: a.site,
    subNumber: a.subNumber,
    lotNumber: a.lotNumber,
    streetNumber: a.streetNumber,
    street: a.street,
    suburb: a.suburb,
    // vic, Vic and VIC all occur; the states are upper-case abbreviations.
    state: a.state?.toUpperCase() ?? null,
    postcode: a.postcode,
    country: a.country === null ? null : (COUNTRIES[a.country.toLowerCase()] ?? a.country),
    display: addressLine(l),
    showStreet: a.display !== false,
    showSuburb: a.suburbDisplay !== false,
  };
}

function agentsValue(l: ReaxmlListing, warnings: string[]): JsonValue | undefined {
  if (l.agents.length === 0) return undefined;
  if (l.agents.length > MAX_LISTING_AGENTS) warnings.push(`${l.agents.length} listing agents: only the first ${MAX_LISTING_AGENTS} kept`);
  return l.agents.slice(0, MAX_LISTING_AGENTS).map((a) => ({
    agentId: a.id,
    name: a.name,
    // The first number, preferring a mobile: the listing shows one telephone per agent.
    telephone: (a.telephones.find((t) => t.type === 'mobile') ?? a.telephones[0])?.number ?? null,
    email: a.email,
    img: null,
  }));
}
