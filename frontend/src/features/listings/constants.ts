// A listing's limits, types and price views (000 §5, §9; 002 §3). Bulk manage shows the listing types too.

export const MAX_IMAGES_PER_LISTING = 10;
export const MAX_VIDEOS_PER_LISTING = 10;
/** Agents of a listing (002 §3); the server's message when more are sent. */
export const MAX_AGENTS_PER_LISTING = 3;
export const TOO_MANY_AGENTS_MESSAGE = 'Maximum number of agents is 3.';
/** deleteListings takes at most this many ids a call (the query parser's limit for a repeated parameter). */
export const LISTING_IDS_PER_DELETE = 20;
/** Listing types (002 §3), with the labels the screens show (ours). */
export const LISTING_TYPES = {
  NONE: 'None',
  RESIDENTIAL_FOR_SALE: 'Residential for sale',
  RESIDENTIAL_FOR_RENT: 'Residential for rent',
  RURAL_FOR_SALE: 'Rural for sale',
  COMMERCIAL_FOR_SALE: 'Commercial for sale',
  COMMERCIAL_FOR_LEASE: 'Commercial for lease',
  BUSINESS_FOR_SALE: 'Business for sale',
  BRAND_CAMPAIGN: 'Brand campaign',
} as const;
/** The price views of a listing's metaData priceView (002 §3). */
export const PRICE_VIEWS = ['Fixed Price', 'Negotiation', 'Auction', 'Tender', 'On Request', 'Not Applicable'] as const;
export const FIXED_PRICE = 'Fixed Price';
/** The metaData keys a Fixed Price listing does not have (002 §3; the server drops them too). */
export const HIDDEN_WITH_FIXED_PRICE = ['inspectionTimes', 'auction', 'auctionLocation'] as const;
/** Land area units, as REAXML names them (an imported listing's landDetails carries the same names). */
export const AREA_UNITS = [
  { value: 'squareMeter', label: 'm²' }, { value: 'hectare', label: 'hectares' }, { value: 'acre', label: 'acres' }, { value: 'squareFeet', label: 'ft²' },
];
/** Frontage units, as REAXML names them. */
export const LENGTH_UNITS = [{ value: 'meter', label: 'metres' }, { value: 'feet', label: 'feet' }];
/** The status metadata (002 §3, ACTIVE by default), with the values an import gives a sold, leased or withdrawn listing. */
export const MARKET_STATUSES = [
  { value: 'ACTIVE', label: 'Active' }, { value: 'SOLD', label: 'Sold' }, { value: 'LEASED', label: 'Leased' },
  { value: 'OFF_MARKET', label: 'Off market' }, { value: 'WITHDRAWN', label: 'Withdrawn' },
];
/** How a listing came to be (creationType), as the editor says it. */
export const CREATION_TYPES = { DASHBOARD: 'On a screen or through the API', IMPORT: 'Imported from a store' } as const;
/** A listing video's render job is polled this often while it runs (003 §7 queue/{jobId}: the editor polls every 2 s). */
export const VIDEO_JOB_POLL_MS = 2000;
/** A listing's rendered videos listed on its edit page: one page of the largest size, newest first. */
export const RENDERED_VIDEOS_LIMIT = 25;
