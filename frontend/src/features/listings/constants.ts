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
