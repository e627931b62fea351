// The open-home visitors' table on the context's owned-resource kit. A visitor keeps its listing's
// customer and office, and is reached by the listing's agents (its links in listing_agents, which
// the listings' store keeps): whoever reaches the listing reaches its visitors.
import { lists } from '@adops/openapi/generated/lists';
import { ListingAgentEntity } from '../listings/entities.ts';
import type { ListingKit } from '../listings/store.ts';
import { OpenHomeVisitorEntity } from './entities.ts';

export class OpenHomeStore {
  readonly visitors;

  constructor(kit: ListingKit) {
    this.visitors = kit.resource({
      entity: OpenHomeVisitorEntity,
      alias: 'v',
      owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: ListingAgentEntity, via: 'listingId' } },
      notFound: 'Open home visitor not found.',
      list: lists.listOpenHomes,
    });
  }
}
