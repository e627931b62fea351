// /api/geo: location search, country coordinates and coordinates of listings (map targeting).
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/listing';
import type { GeoLookups } from './geo.ts';

type GeoOps = 'searchLocations' | 'getCountryCoordinates' | 'getListingCoordinates';

export function geoHandlers({ geo }: { geo: GeoLookups }): SomeHandlers<operations, GeoOps> {
  return {
    searchLocations: async (req, res) => {
      const { input, countries, limit } = req.query;
      reply(res, 200, { candidates: geo.searchLocations(input, { ...(countries ? { countries } : {}), ...(limit ? { limit } : {}) }) });
    },
    getCountryCoordinates: async (_req, res) => reply(res, 200, { items: geo.countryCoordinates() }),
    getListingCoordinates: async (req, res) => reply(res, 200, { items: await geo.listingCoordinates(principalOf(req), req.query.listingIds) }),
  };
}
