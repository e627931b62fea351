// What a listing event tells beyond its ids and status (ListingEventData in openapi/listing): the
// listing as an ad is made of it — its type, where it is, its price text, headline and description,
// its pictures and videos, its public page. The address, point, price and link live in metaData,
// whose values come in the shapes the editor, a bulk upload and an import write (an address is a
// line of text or an object of parts), so each is read defensively. Every text is cut to the
// schema's maxLength and the media lists to 10, so an event stays small whatever the listing holds.
import { countryCodeOf } from '../geo/gazetteer/countries.ts';
import { pointOf } from '../geo/gazetteer/listing-coordinates.ts';
import type { components } from '@adops/openapi/generated/listing';
import type { ListingRow } from './entities.ts';
import { MAX_IMAGES, MAX_VIDEOS, type MetaData } from './rules.ts';

type EventData = components['schemas']['ListingEventData'];
export type ListingAdFields = Omit<EventData, 'listingId' | 'customerId' | 'reference' | 'title' | 'listingStatus' | 'officeId' | 'agentIds'>;

/** The schema's bounds of the event's texts. */
export const EVENT_TEXT_MAX = { displayAddress: 300, addressPart: 200, postcode: 20, price: 200, headline: 300, description: 2000 } as const;

/** A text no longer than `max`; one that was longer ends with … so a reader can tell it was cut. */
export function clipped(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** A non-blank text, trimmed and cut; null for anything else (a number is its digits). */
function textOf(value: unknown, max: number): string | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  return text === '' ? null : clipped(text, max);
}

const metaOf = (l: ListingRow, key: string): MetaData | undefined => l.metaData.find((m) => m.key === key);
const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/\S+$/i.test(value) && value.length <= 2000;

interface AddressParts {
  displayAddress: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  country: string | null;
}

const NO_ADDRESS: AddressParts = { displayAddress: null, suburb: null, state: null, postcode: null, country: null };

/**
 * The address metadata's parts and the line the public may see. The parts go out even when the
 * address is not public: an ad targets the suburb without showing it; the line never does then.
 */
export function addressOf(meta: MetaData | undefined): AddressParts {
  if (!meta) return NO_ADDRESS;
  const shown = meta.isPublic !== false;
  const { value } = meta;
  if (typeof value === 'string') return { ...NO_ADDRESS, displayAddress: shown ? textOf(value, EVENT_TEXT_MAX.displayAddress) : null };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return NO_ADDRESS;
  const part = (key: string, max: number = EVENT_TEXT_MAX.addressPart) => textOf(value[key], max);
  const suburb = part('suburb');
  const state = part('state');
  const postcode = part('postcode', EVENT_TEXT_MAX.postcode);
  const written = part('country');
  const country = written === null ? null : (countryCodeOf(written) ?? null);
  return { displayAddress: shown ? displayLine(value, { suburb, state, postcode }) : null, suburb, state, postcode, country };
}

/** An imported address's own line unless it hides its street or suburb; else the parts it shows, joined. */
function displayLine(value: Record<string, string | number | boolean | null>, area: { suburb: string | null; state: string | null; postcode: string | null }): string | null {
  if (value.showSuburb === false) return null;
  const showStreet = value.showStreet !== false;
  const own = textOf(value.display, EVENT_TEXT_MAX.displayAddress);
  if (own && showStreet) return own;
  const number = [textOf(value.subNumber, 40), textOf(value.streetNumber, 40)].filter(Boolean).join('/');
  const street = showStreet ? [number, textOf(value.street, EVENT_TEXT_MAX.addressPart)].filter(Boolean).join(' ') : '';
  const line = [street, area.suburb, area.state, area.postcode].filter(Boolean).join(', ');
  return line === '' ? null : clipped(line, EVENT_TEXT_MAX.displayAddress);
}

/** The public page: the listing's customerUrl, else a customerUrl metadata that is a web address. */
function linkOf(l: ListingRow): string | null {
  if (isHttpUrl(l.customerUrl)) return l.customerUrl;
  const meta = metaOf(l, 'customerUrl')?.value;
  return isHttpUrl(meta) ? meta : null;
}

/** A whole count of rooms or spaces, from a number or its digits; null for anything else. */
function countOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.0+)?\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 1000 ? n : null;
}

/** Bedrooms, bathrooms and car spaces (garages, carports and open spaces together) as a template binds them. */
function featuresOf(l: ListingRow): NonNullable<EventData['features']> {
  const count = (key: string) => countOf(metaOf(l, key)?.value);
  const parking = ['garages', 'carports', 'openSpaces'].map(count).filter((n): n is number => n !== null);
  return { bedrooms: count('bedrooms'), bathrooms: count('bathrooms'), carSpaces: parking.length ? Math.min(1000, parking.reduce((a, b) => a + b, 0)) : null };
}

/** The listingAgent metadata (an object of name, telephone, email and img), its texts bounded. */
function listingAgentOf(l: ListingRow): EventData['listingAgent'] {
  const a = metaOf(l, 'listingAgent')?.value;
  if (!a || typeof a !== 'object' || Array.isArray(a)) return null;
  const photo = a.img ?? a.photo ?? a.photoUrl;
  const fields = { name: textOf(a.name, 200), phone: textOf(a.telephone ?? a.phone, 50), email: textOf(a.email, 254), photoUrl: isHttpUrl(photo) ? photo : null };
  return Object.values(fields).some((v) => v !== null) ? fields : null;
}

export function listingAdFields(l: ListingRow): ListingAdFields {
  const point = pointOf(metaOf(l, 'geoLocation')?.value);
  const price = metaOf(l, 'price');
  return {
    listingType: l.type === 'NONE' ? null : (l.type as EventData['listingType']),
    ...addressOf(metaOf(l, 'address')),
    latitude: point?.lat ?? null,
    longitude: point?.lng ?? null,
    price: price && price.isPublic !== false ? textOf(price.value, EVENT_TEXT_MAX.price) : null,
    headline: textOf(l.shortDescription, EVENT_TEXT_MAX.headline) ?? clipped(l.title, EVENT_TEXT_MAX.headline),
    description: textOf(l.description, EVENT_TEXT_MAX.description),
    imageUrls: l.images.slice(0, MAX_IMAGES).map((m) => m.url),
    videoUrls: l.videos.slice(0, MAX_VIDEOS).map((m) => m.url),
    link: linkOf(l),
    features: featuresOf(l),
    listingAgent: listingAgentOf(l),
  };
}
