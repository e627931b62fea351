// A store's feed as the import and the connection test read it: REAXML through the REAXML module
// (reaxml/), or the JSON feed format (json-feed.ts), both to the same FeedListing (feed-listing.ts).
import { listingFingerprint, parseReaxmlStream, readBounded, toListingFields } from './reaxml/index.ts';
import type { StoreFormat } from './entities.ts';
import type { Feed } from './feed-listing.ts';
import { parseJsonFeed } from './json-feed.ts';

export type { Feed, FeedListing } from './feed-listing.ts';

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
