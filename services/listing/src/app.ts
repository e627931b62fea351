// The listing service module: its spec, tables and handlers, for its own process (main.ts) and for
// the embedded default alike.
import { fileURLToPath } from 'node:url';
import type { operations } from '@adops/openapi/generated/listing';
import { completeHandlers, CreateCustomerReferences1764400004001, customerReferenceEntities, customerReferencesSubscription, defineModule } from '@adops/platform';
import { listingEntities } from './persistence/entities.ts';
import { OpenHomeVisitorEntity } from './persistence/open-home-entities.ts';
import { listingResources } from './persistence/resources.ts';
import { CreateListingTables1764200001000 } from './persistence/migrations/1764200001000-create-listing-tables.ts';
import { CreateOpenHomeVisitors1764200002000 } from './persistence/migrations/1764200002000-create-open-home-visitors.ts';
import { ListingAgentLinks1764400004000 } from './persistence/migrations/1764400004000-listing-agent-links.ts';
import { Listings } from './listings.ts';
import { listingHandlers } from './handlers/listings.ts';
import { OpenHomes } from './open-homes.ts';
import { openHomeHandlers } from './handlers/open-homes.ts';
import { GeoLookups } from './geo.ts';
import { geoHandlers } from './handlers/geo.ts';

export const listingSpecPath = fileURLToPath(new URL('../../../openapi/generated/listing.openapi.yaml', import.meta.url));

export const listingModule = defineModule({
  name: 'listing',
  specPath: listingSpecPath,
  entities: [...listingEntities, OpenHomeVisitorEntity, ...customerReferenceEntities],
  migrations: [CreateListingTables1764200001000, CreateOpenHomeVisitors1764200002000, ListingAgentLinks1764400004000, CreateCustomerReferences1764400004001],
  async create(ctx) {
    const resources = listingResources(ctx.dataSource, ctx.outbox);
    return {
      handlers: completeHandlers<operations>({
        ...listingHandlers({ listings: new Listings(resources) }),
        ...openHomeHandlers({ openHomes: new OpenHomes(resources) }),
        ...geoHandlers({ geo: new GeoLookups(resources) }),
      }),
      // The customer context's customers, offices and agents, which listings refer to (persistence: customer_references).
      subscription: customerReferencesSubscription('listing'),
    };
  },
});
