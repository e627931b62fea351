// The listings' pages (000 §2); creating a listing is ours: /listing/create?customerId=…
export const LISTING_PATHS = {
  customerListings: '/customers/listings', // + optional '/{customerId}'
  listing: '/listing', // + '/{listingId}'
  listingCreate: '/listing/create',
} as const;
