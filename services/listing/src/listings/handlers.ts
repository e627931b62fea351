// /api/listings: listings of customers, their bulk update and delete, and the enumerations.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/listing';
import type { Listings } from './listings.ts';
import { toListingDto } from './dto.ts';
import { LISTING_ENUMERATIONS } from './rules.ts';

type ListingOps = 'listListings' | 'createListing' | 'getListing' | 'updateListing' | 'updateListings' | 'deleteListings' | 'getListingEnumeration';

export function listingHandlers({ listings }: { listings: Listings }): SomeHandlers<operations, ListingOps> {
  return {
    listListings: async (req, res) => {
      const page = await listings.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(toListingDto), count: page.count });
    },
    createListing: async (req, res) => reply(res, 201, toListingDto(await listings.create(principalOf(req), req.body))),
    getListing: async (req, res) => reply(res, 200, toListingDto(await listings.get(principalOf(req), req.params.listingId))),
    updateListing: async (req, res) => reply(res, 200, toListingDto(await listings.update(principalOf(req), req.params.listingId, req.body))),
    updateListings: async (req, res) => reply(res, 200, { items: (await listings.updateMany(principalOf(req), req.body)).map(toListingDto) }),
    deleteListings: async (req, res) => {
      await listings.removeMany(principalOf(req), req.query.ids);
      res.status(204).end();
    },
    getListingEnumeration: async (req, res) => reply(res, 200, { items: [...LISTING_ENUMERATIONS[req.params.propertyName]] }),
  };
}
