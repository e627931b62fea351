// The bulk manage screen's constants (spec 002 §4, §6, §8, §9).
/** 002 §9: the batch list refreshes every 10 s; an upload may take 300 000 ms. */
export const BULK_REFRESH_MS = 10_000;
export const BULK_UPLOAD_TIMEOUT_MS = 300_000;
/** 002 §9: bulk listing page size 10. */
export const BULK_PAGE_SIZE = 10;
/** 002 §6: zip, csv or ms-excel. */
export const BULK_ACCEPT = '.csv,.xlsx,.zip,text/csv,application/zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** 002 §8: bulk screen errors show an 'Error' dialog; 002 §6: 'file upload fail.' on failure. */
export const BULK_ERROR_TITLE = 'Error';
export const BULK_UPLOAD_FAIL = 'file upload fail.';
/**
 * The sample file (docs/samples/bulk-upload.csv, copied into the frontend's public assets: the frontend image
 * is built without docs/; a test keeps the two equal).
 */
export const BULK_SAMPLE_URL = '/samples/bulk-upload.csv';
export const BULK_SAMPLE_NAME = 'bulk-upload.csv';
/**
 * The columns of an upload's header row and what each becomes (openapi/listing createBulkUpload; the server's
 * list is services/listing/src/bulk/rules.ts BULK_COLUMNS, in the same order). Only title is required; a
 * column of another name is 'file not in correct format'.
 */
export const BULK_COLUMNS: readonly { name: string; meaning: string }[] = [
  { name: 'title', meaning: 'The listing title (required).' },
  { name: 'description', meaning: 'The full description.' },
  { name: 'shortDescription', meaning: 'A short description.' },
  { name: 'customerUrl', meaning: "The listing's page on the customer's site (http or https)." },
  { name: 'type', meaning: 'NONE, RESIDENTIAL_FOR_SALE, RESIDENTIAL_FOR_RENT, RURAL_FOR_SALE, COMMERCIAL_FOR_SALE, COMMERCIAL_FOR_LEASE, BUSINESS_FOR_SALE or BRAND_CAMPAIGN (NONE when empty).' },
  { name: 'startPrice', meaning: 'Whole minor units (cents): 125000000 is 1,250,000.00.' },
  { name: 'startTimestamp', meaning: 'The start, an RFC 3339 date and time, e.g. 2026-12-05T10:00:00Z.' },
  { name: 'priceView', meaning: 'Fixed Price, Negotiation, Auction, Tender, On Request or Not Applicable.' },
  { name: 'bedrooms', meaning: 'Number of bedrooms.' },
  { name: 'bathrooms', meaning: 'Number of bathrooms.' },
  { name: 'garages', meaning: 'Number of garages.' },
  { name: 'carports', meaning: 'Number of carports.' },
  { name: 'openSpaces', meaning: 'Number of open parking spaces.' },
  { name: 'landDetails', meaning: 'The land, as text (e.g. 650 m²).' },
  { name: 'videoLink', meaning: 'A video address (http or https).' },
  { name: 'price', meaning: 'The price as shown, e.g. Offers over $1.25M.' },
  { name: 'auctionLocation', meaning: 'Where the auction is held.' },
  { name: 'inspectionTimes', meaning: 'Inspection times, separated by ; (dropped with Fixed Price).' },
  { name: 'auction', meaning: 'The auction, an RFC 3339 date and time (dropped with Fixed Price).' },
  { name: 'streetNumber', meaning: 'Address: the street number.' },
  { name: 'street', meaning: 'Address: the street.' },
  { name: 'suburb', meaning: 'Address: the suburb.' },
  { name: 'state', meaning: 'Address: the state or region.' },
  { name: 'postcode', meaning: 'Address: the postcode.' },
  { name: 'country', meaning: 'Address: the country.' },
  { name: 'latitude', meaning: 'Latitude, -90 to 90 (with longitude).' },
  { name: 'longitude', meaning: 'Longitude, -180 to 180 (with latitude).' },
  { name: 'images', meaning: 'Up to 10 images separated by ;: http(s) addresses, or paths of pictures in the uploaded zip.' },
];
