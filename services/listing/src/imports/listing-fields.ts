// An imported listing's fields as the listings table keeps them (the Listing schema of the API): the
// REAXML mapping's richer metadata values are shaped to what MetaData allows (texts, numbers, a list
// of texts, one flat object), and the feed's status decides whether the listing is advertised.
import type { ListingRow } from '../listings/entities.ts';
import { savedMetaData, type Media, type MetaData, type MetaValue } from '../listings/rules.ts';
import type { FeedListing } from '../stores/feed-listing.ts';
import type { JsonValue } from '../stores/reaxml/index.ts';

type Scalar = string | number | boolean | null;
const TEXT_MAX = 2000;
const ITEM_MAX = 200;

const scalar = (v: JsonValue): Scalar => (v === null || typeof v !== 'object' ? (typeof v === 'string' ? v.slice(0, TEXT_MAX) : v) : JSON.stringify(v).slice(0, TEXT_MAX));

/** One level of nesting flattened (area: { value, unit } → area, areaUnit); anything deeper kept as JSON text. */
function flatObject(value: { [key: string]: JsonValue }): Record<string, Scalar> {
  const out: Record<string, Scalar> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v !== null && typeof v === 'object' && !Array.isArray(v) && 'value' in v) {
      out[key] = scalar(v.value ?? null);
      if ('unit' in v) out[`${key}Unit`] = scalar(v.unit ?? null);
    } else {
      out[key] = scalar(v);
    }
  }
  return Object.fromEntries(Object.entries(out).slice(0, 20));
}

function metaValue(key: string, value: JsonValue): MetaValue | null {
  if (value === null) return null;
  if (Array.isArray(value)) {
    // listingAgent: the first agent (the listing's owning agent); its other agents stay in the feed.
    if (key === 'listingAgent') return value[0] && typeof value[0] === 'object' && !Array.isArray(value[0]) ? flatObject(value[0]) : null;
    // inspectionTimes: their texts as the feed wrote them.
    return value.slice(0, 50).map((item) => {
      const text = item !== null && typeof item === 'object' && !Array.isArray(item) && typeof item.text === 'string' ? item.text : scalar(item);
      return String(text).slice(0, ITEM_MAX);
    });
  }
  if (typeof value === 'object') return flatObject(value);
  return typeof value === 'string' ? value.slice(0, TEXT_MAX) : value;
}

export type ImportedListingColumns = Pick<ListingRow, 'title' | 'description' | 'type' | 'listingOption' | 'startPrice' | 'listingStatus' | 'images' | 'metaData'>;

/** The columns an import writes; everything else (owners, reference, agents, videos) is the listing's own. */
export function importedColumns(item: FeedListing): ImportedListingColumns {
  const metaData: MetaData[] = [];
  for (const m of item.fields.metaData) {
    const value = metaValue(m.key, m.value);
    if (value !== null) metaData.push({ key: m.key, value, isPublic: m.isPublic });
  }
  const images: Media[] = item.fields.images.filter((i) => i.url !== null && /^https?:\/\//i.test(i.url) && i.url.length <= 2000).map((i) => ({ url: i.url! }));
  return {
    title: item.fields.title.slice(0, 300),
    description: item.fields.description,
    type: item.fields.type,
    listingOption: item.fields.listingOption,
    startPrice: item.fields.startPrice,
    // Sold, leased, withdrawn or off the market: kept (with its status metaData) but no longer advertised.
    listingStatus: item.status === 'current' ? 'DONE' : 'ARCHIVED',
    images,
    metaData: savedMetaData(metaData),
  };
}
