// REAXML, the listing exchange format of the Australian and New Zealand property portals: parse a feed,
// map its listings to the listing fields of spec 002 §3, write a batch back out as a feed. Pure code.
// It lives with the stores because REAXML is what a store's feed is: the stores read it (the connection
// test, through feed.ts), the imports read it through the stores' fetcher, and the bulk uploads write
// a batch out in it for a store to fetch. No store, no handlers here.
export * from './model.ts';
export { parseReaxml, parseReaxmlStream } from './parse.ts';
export { readBounded } from './read-bounded.ts';
export { parseReaxmlDate, formatReaxmlDate, parseInspectionText, formatInspection } from './dates.ts';
export * from './listing-fields.ts';
export { toListingFields, derivePriceView, REAXML_HAS_NO_COUNTERPART } from './to-listing-fields.ts';
export { listingFingerprint } from './fingerprint.ts';
export { toReaxmlListing, type ListingForFeed, type FeedListingResult } from './from-listing-fields.ts';
export { writeReaxml, type WriteReaxmlOptions } from './write.ts';
