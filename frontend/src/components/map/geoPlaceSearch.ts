// The place search of the targeting map over the listing context's gazetteer (GET /api/geo/locations, spec 002 §7
// queryLocation): the best candidate for what was typed. An imperative call, not a data hook: PlaceSearch asks
// when typing pauses (800 ms, from 3 characters) and keeps only the latest answer, so nothing here is cached
// or shared with a page.
import { clients } from '../../lib/api/clients.ts';
import type { Place, SearchPlace } from './PlaceSearch.tsx';
import { SEARCH_MIN_CHARS } from './targeting.ts';

/** The first candidate as a map place, or null when none; rejects when the search itself failed. */
export const searchGeoPlace: SearchPlace = async (query: string): Promise<Place | null> => {
  const input = query.trim();
  if (input.length < SEARCH_MIN_CHARS) return null;
  const { data, error } = await clients.listing.GET('/api/geo/locations', { params: { query: { input, limit: 1 } } });
  if (error || !data) throw new Error('The place search failed.');
  const best = data.candidates[0];
  return best ? { lat: best.geometry.location.lat, lng: best.geometry.location.lng, label: best.formattedAddress || best.name } : null;
};
