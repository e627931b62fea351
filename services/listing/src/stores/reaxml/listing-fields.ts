// The listing fields of spec 002 §3 that a REAXML listing can fill, as plain data. The service adds
// what it owns itself: reference (DASH…), creationType, customerId, listingStatus (DONE), bulkId, office
// and the AdOps agent ids of `agents`.

export const LISTING_TYPES = [
  'NONE', 'RESIDENTIAL_FOR_SALE', 'RESIDENTIAL_FOR_RENT', 'RURAL_FOR_SALE', 'COMMERCIAL_FOR_SALE',
  'COMMERCIAL_FOR_LEASE', 'BUSINESS_FOR_SALE', 'BRAND_CAMPAIGN',
] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const PRICE_VIEWS = ['Fixed Price', 'Negotiation', 'Auction', 'Tender', 'On Request', 'Not Applicable'] as const;
export type PriceView = (typeof PRICE_VIEWS)[number];

export const METADATA_KEYS = [
  'customerUrl', 'bedrooms', 'bathrooms', 'garages', 'carports', 'openSpaces', 'landDetails', 'videoLink', 'geoLocation',
  'priceView', 'price', 'status', 'inspectionTimes', 'auction', 'auctionLocation', 'address', 'listingAgent',
] as const;
export type MetaDataKey = (typeof METADATA_KEYS)[number];

/** Listing status metaData (default ACTIVE); the others come from REAXML's sold, leased, offmarket and withdrawn. */
export type ListingMetaStatus = 'ACTIVE' | 'SOLD' | 'LEASED' | 'OFF_MARKET' | 'WITHDRAWN';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface MetaDataEntry {
  key: MetaDataKey;
  value: JsonValue;
  isPublic: boolean;
}

/** A listing picture as the import fetches it: by absolute URL, or by a file name inside the feed's archive. */
export interface ListingImageSource {
  /** REAXML img id (m is the main picture, then a, b, …): with modTime it tells a rerun whether to refetch. */
  externalId: string;
  url: string | null;
  file: string | null;
  modTime: string | null;
}

export const MAX_LISTING_IMAGES = 10;
export const MAX_LISTING_AGENTS = 3;

export interface ImportedListingFields {
  /** The store's listing id (REAXML uniqueID): the key an import upserts by. */
  externalId: string;
  title: string;
  description: string | null;
  type: ListingType;
  listingOption: 'CLASSIFIED';
  startPrice: number | null;
  images: ListingImageSource[];
  metaData: MetaDataEntry[];
}

export interface ListingMapping {
  fields: ImportedListingFields;
  warnings: string[];
}
