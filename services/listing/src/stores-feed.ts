// A store's feed as the import and the connection test read it: REAXML through the REAXML domain, or
// the JSON feed format (import-json-feed.ts), both to the same FeedListing: the store's listing id,
// its property group and status, and the mapped listing fields with their fingerprint.
import { listingFingerprint, parseReaxmlStream, readBounded, toListingFields, type ImportedListingFields, type ReaxmlStatus } from './domain/reaxml/index.ts';
import { parseJsonFeed } from './import-json-feed.ts';
import type { StoreFormat } from './persistence/store-entities.ts';

export interface FeedListing {
  externalId: string;
  /** REAXML kind (residential, rental, …): what createImportJob's propertyGroups select. */
  group: string;
  status: ReaxmlStatus;
  fields: ImportedListingFields;
  fingerprint: string;
  warnings: string[];
}

export interface Feed {
  listings: FeedListing[];
  warnings: string[];
}

export async function readFeed(format: StoreFormat, body: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Feed> {
  if (format === 'JSON') return parseJsonFeed(await readBounded(body, maxBytes));
  const feed = await parseReaxmlStream(body, { maxBytes });
  return {
    warnings: feed.warnings,
    listings: feed.listings.map(({ listing, warnings }) => {
      const mapping = toListingFields(listing);
      return {
        externalId: listing.uniqueId,
        group: listing.kind,
        status: listing.status,
        fields: mapping.fields,
        fingerprint: listingFingerprint(mapping.fields),
        warnings: [...warnings, ...mapping.warnings],
      };
    }),
  };
}
