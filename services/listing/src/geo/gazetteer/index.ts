// Geo look-ups of the listing context: location search, country coordinates, coordinates of listings.
export { locationIndex } from './gazetteer.ts';
export { LocationIndex, LocationSearchError, MIN_QUERY_LENGTH, DEFAULT_LIMIT, MAX_LIMIT, TOO_SHORT_MESSAGE } from './location-search.ts';
export type { LocationCandidate, LocationSearchOptions } from './location-search.ts';
export { allCountryCoordinates, countryCoordinates } from './countries.ts';
export type { CountryCoordinates } from './countries.ts';
export { listingCoordinates, pointOf } from './listing-coordinates.ts';
export type { ListingCoordinates, ListingForCoordinates, PlaceByName } from './listing-coordinates.ts';
export { readPlaces } from './places.ts';
export type { Place } from './places.ts';
export { fold } from './fold.ts';
