// /api/listings: listings of customers, their bulk update and delete, and the enumerations.
import { principalOf as who, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/listing';
import type { Listings } from '../listings.ts';
import { toListingDto } from '../dto.ts';
import { LISTING_ENUMERATIONS } from '../domain/listing-rules.ts';

type ListingOps = 'listListings' | 'createListing' | 'getListing' | 'updateListing' | 'updateListings' | 'deleteListings' | 'getListingEnumeration';

export function listingHandlers({ listings }: { listings: Listings }): SomeHandlers<operations, ListingOps> {
  return {
    listListings: async (req, res) => {
      const page = await listings.list(who(req), req.query);
      reply(res, 200, { items: page.items.map(toListingDto), count: page.count });
    },
    createListing: async (req, res) => reply(res, 201, toListingDto(await listings.create(who(req), req.body))),
    getListing: async (req, res) => reply(res, 200, toListingDto(await listings.get(who(req), req.params.listingId))),
    updateListing: async (req, res) => reply(res, 200, toListingDto(await listings.update(who(req), req.params.listingId, req.body))),
    updateListings: async (req, res) => reply(res, 200, { items: (await listings.updateMany(who(req), req.body)).map(toListingDto) }),
    deleteListings: async (req, res) => {
      await listings.removeMany(who(req), req.query.ids);
      res.status(204).end();
    },
    getListingEnumeration: async (req, res) => reply(res, 200, { items: [...LISTING_ENUMERATIONS[req.params.propertyName]] }),
  };
}
