// The JSON feed a store may serve instead of REAXML, for sources that are not property portals:
//   { "listings": [ { "id": "A-1", "title": "…", "description"?: "…", "type"?: "RESIDENTIAL_FOR_SALE",
//       "propertyGroup"?: "residential", "status"?: "current" | "sold" | "leased" | "offmarket" | "withdrawn",
//       "price"?: 125000000 (minor units), "images"?: ["https://…"] } ] }
// Each listing maps to the same fields as a REAXML one; a listing that does not read is skipped with a warning.
import { LISTING_TYPES, MAX_LISTING_IMAGES, REAXML_KINDS, REAXML_STATUSES, ReaxmlError, listingFingerprint, type ImportedListingFields, type ListingType, type ReaxmlStatus } from './reaxml/index.ts';
import type { Feed } from './feed-listing.ts';

const MAX_LISTINGS = 5000;
const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null);

export function parseJsonFeed(bytes: Buffer): Feed {
  let doc: unknown;
  try {
    doc = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw new ReaxmlError('MALFORMED', 'The JSON feed is not valid JSON.');
  }
  const list = (doc as { listings?: unknown } | null)?.listings;
  if (!Array.isArray(list)) throw new ReaxmlError('NOT_REAXML', 'Not a JSON feed: no "listings" array.');
  if (list.length > MAX_LISTINGS) throw new ReaxmlError('TOO_MANY_LISTINGS', `The JSON feed has more than ${MAX_LISTINGS} listings.`);
  const feed: Feed = { listings: [], warnings: [] };
  const seen = new Map<string, number>();
  list.forEach((item: Record<string, unknown>, index) => {
    const id = typeof item?.id === 'number' ? String(item.id) : text(item?.id, 200);
    const title = text(item?.title, 300);
    if (!id || !title) return void feed.warnings.push(`listing ${index + 1}: no id or title, skipped`);
    const warnings: string[] = [];
    const status = (REAXML_STATUSES as readonly string[]).includes(item.status as string) ? (item.status as ReaxmlStatus) : 'current';
    const group = (REAXML_KINDS as readonly string[]).includes(item.propertyGroup as string) ? (item.propertyGroup as string) : 'residential';
    const type = (LISTING_TYPES as readonly string[]).includes(item.type as string) ? (item.type as ListingType) : 'NONE';
    const images = (Array.isArray(item.images) ? item.images : []).filter((u): u is string => typeof u === 'string' && /^https?:\/\//.test(u));
    if (images.length > MAX_LISTING_IMAGES) warnings.push(`${images.length} images: only the first ${MAX_LISTING_IMAGES} kept`);
    const price = typeof item.price === 'number' && Number.isSafeInteger(item.price) && item.price >= 0 ? item.price : null;
    const fields: ImportedListingFields = {
      externalId: id,
      title,
      description: text(item.description, 20000),
      type,
      listingOption: 'CLASSIFIED',
      startPrice: price,
      images: images.slice(0, MAX_LISTING_IMAGES).map((url, i) => ({ externalId: String(i), url, file: null, modTime: null })),
      metaData: [{ key: 'status', value: status === 'current' ? 'ACTIVE' : status.toUpperCase(), isPublic: false }],
    };
    const listing = { externalId: id, group, status, fields, fingerprint: listingFingerprint(fields), warnings };
    const at = seen.get(id);
    if (at !== undefined) {
      feed.warnings.push(`listing ${id} appears twice: the last one kept`);
      feed.listings[at] = listing;
    } else {
      seen.set(id, feed.listings.length);
      feed.listings.push(listing);
    }
  });
  return feed;
}
