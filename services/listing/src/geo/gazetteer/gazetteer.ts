// The one location index of the process: built on first use (about 2 s and 55 MB of heap for the
// ~200k places of GeoNames' cities500) and kept, so the service builds it at start and every
// look-up after that is an index walk.
import { readPlaces } from './places.ts';
import { LocationIndex } from './location-search.ts';

let index: LocationIndex | undefined;

export function locationIndex(): LocationIndex {
  return (index ??= new LocationIndex(readPlaces()));
}
