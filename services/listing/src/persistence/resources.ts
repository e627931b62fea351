// What the listing context owns, declared once for the platform's owned-resource kit: a listing is
// its customer's, in an office (what a branch manager reaches) and with an owning agent (what an agent
// or branch user reaches). Every store reads and writes through this, so tenancy is never a call a
// store could forget.
import type { DataSource } from 'typeorm';
import { OwnedKit, type Outbox } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { ListingEntity } from './entities.ts';
import { OpenHomeVisitorEntity } from './open-home-entities.ts';
import { AssetEntity } from './asset-entities.ts';

export function listingResources(ds: DataSource, outbox: Outbox<'listing'>) {
  const kit = new OwnedKit(ds, outbox);
  return {
    kit,
    listings: kit.resource({ entity: ListingEntity, alias: 'l', owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: 'agentId' }, notFound: 'Listing not found.', list: lists.listListings }),
    // A visitor keeps its listing's owners, so it is reached by whoever reaches the listing.
    openHomeVisitors: kit.resource({ entity: OpenHomeVisitorEntity, alias: 'v', owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: 'agentId' }, notFound: 'Open home visitor not found.', list: lists.listOpenHomes }),
    // A customer's assets are its library, read by all of its users (their URLs are public by design);
    // deleting them is for staff and corporate users (the spec's roles), so customer-wide is their level too.
    assets: kit.resource({ entity: AssetEntity, alias: 'a', owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: 'agentId' }, customerWide: true, notFound: 'Asset not found.', list: lists.listAssets }),
  };
}

export type ListingResources = ReturnType<typeof listingResources>;
