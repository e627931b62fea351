// What the listing context owns, declared once for the platform's owned-resource kit: a listing is
// its customer's, in an office (what a branch manager reaches) and with up to three agents, each of
// whom reaches it (an agent or branch user; the kit keeps the listing_agents links). Every store reads and writes through this, so tenancy is never a call a
// store could forget.
import type { DataSource } from 'typeorm';
import { OwnedKit, type Outbox } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { ListingAgentEntity, ListingEntity, type ListingRow } from './entities.ts';
import { OpenHomeVisitorEntity } from './open-home-entities.ts';
import { AssetEntity } from './asset-entities.ts';

export function listingResources(ds: DataSource, outbox: Outbox<'listing'>) {
  const kit = new OwnedKit(ds, outbox);
  return {
    kit,
    listings: kit.resource({ entity: ListingEntity, alias: 'l', owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: ListingAgentEntity, of: agentIdsOf } }, notFound: 'Listing not found.', list: lists.listListings }),
    // A visitor keeps its listing's customer and office, and is reached by the listing's agents (its links).
    openHomeVisitors: kit.resource({ entity: OpenHomeVisitorEntity, alias: 'v', owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: ListingAgentEntity, via: 'listingId' } }, notFound: 'Open home visitor not found.', list: lists.listOpenHomes }),
    // A customer's assets are its library, read by all of its users (their URLs are public by design);
    // deleting them is for staff and corporate users (the spec's roles), so customer-wide is their level too.
    assets: kit.resource({ entity: AssetEntity, alias: 'a', owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: 'agentId' }, customerWide: true, notFound: 'Asset not found.', list: lists.listAssets }),
  };
}

const agentIdsOf = (l: ListingRow): string[] => l.agents.map((a) => a.id);

export type ListingResources = ReturnType<typeof listingResources>;
