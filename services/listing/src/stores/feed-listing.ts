// What a store's feed reads as, whichever its format (feed.ts for REAXML, json-feed.ts for JSON): the
// store's listing id, its property group and status, and the mapped listing fields with their fingerprint.
import type { ImportedListingFields, ReaxmlStatus } from './reaxml/index.ts';

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
