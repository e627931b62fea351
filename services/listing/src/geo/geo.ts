// The geo look-ups of the listing context (spec 002 §7: queryLocation, country-coordinates,
// listingCoords) over the gazetteer (gazetteer/). The location index is built once per process, on
// first use: a process that never searches (the embedded default in most tests, a service that only
// serves listings) never pays its 2–6 s and ~53 MiB; the standalone service warms it before it listens
// (../main.ts), so in a cluster no request waits for it.
import { badRequest, type Principal } from '@adops/platform';
import {
  allCountryCoordinates,
  listingCoordinates,
  locationIndex,
  LocationSearchError,
  pointOf,
  type CountryCoordinates,
  type ListingCoordinates,
  type LocationCandidate,
  type LocationSearchOptions,
} from './gazetteer/index.ts';
import type { ListingStore } from '../listings/store.ts';

export class GeoLookups {
  private readonly listings: ListingStore;

  constructor(listings: ListingStore) {
    this.listings = listings;
  }

  /** Candidates for what was typed; refused input (under 3 characters, an unknown country) is a 400 with the domain's message. */
  searchLocations(input: string, options: LocationSearchOptions): LocationCandidate[] {
    try {
      return locationIndex().search(input, options);
    } catch (error) {
      if (error instanceof LocationSearchError) throw badRequest(error.message);
      throw error;
    }
  }

  countryCoordinates(): CountryCoordinates[] {
    return allCountryCoordinates();
  }

  /**
   * The coordinates of those of `ids` the caller reaches (the owned-resource kit's scope, as for
   * listListings), in the order asked; listings without a point or a known address are left out.
   */
  async listingCoordinates(principal: Principal, ids: readonly string[]): Promise<ListingCoordinates[]> {
    const unique = [...new Set(ids)];
    const rows = await this.listings.reached(principal, unique);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const reached = unique.flatMap((id) => byId.get(id) ?? []);
    // The gazetteer is only opened for a listing that has an address but no geoLocation of its own.
    const needsPlaces = reached.some((row) => !pointOf(row.metaData.find((m) => m.key === 'geoLocation')?.value));
    return listingCoordinates(reached, needsPlaces ? locationIndex() : undefined);
  }
}
