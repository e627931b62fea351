// The listing service module: its spec, tables and handlers, for its own process (main.ts) and for
// the embedded default alike.
import { fileURLToPath } from 'node:url';
import type { operations } from '@adops/openapi/generated/listing';
import { completeHandlers, createJobs, createObjectStore, defineModule, loadStorageConfig } from '@adops/platform';
import { listingEntities } from './persistence/entities.ts';
import { OpenHomeVisitorEntity } from './persistence/open-home-entities.ts';
import { listingResources } from './persistence/resources.ts';
import { CreateListingTables1764200001000 } from './persistence/migrations/1764200001000-create-listing-tables.ts';
import { CreateOpenHomeVisitors1764200002000 } from './persistence/migrations/1764200002000-create-open-home-visitors.ts';
import { Listings } from './listings.ts';
import { listingHandlers } from './handlers/listings.ts';
import { OpenHomes } from './open-homes.ts';
import { openHomeHandlers } from './handlers/open-homes.ts';
import { GeoLookups } from './geo.ts';
import { geoHandlers } from './handlers/geo.ts';
import { bulkEntities } from './persistence/bulk-entities.ts';
import { bulkResources } from './persistence/bulk-resources.ts';
import { CreateBulkUploads1764400002000 } from './persistence/migrations/1764400002000-create-bulk-uploads.ts';
import { BulkUploads } from './bulk-uploads.ts';
import { defineBulkUploadJob } from './bulk-job.ts';
import { storeOfCustomerUntilStoresLand } from './bulk-store-check.ts';
import { bulkUploadHandlers } from './handlers/bulk-uploads.ts';

export const listingSpecPath = fileURLToPath(new URL('../../../openapi/generated/listing.openapi.yaml', import.meta.url));

export const listingModule = defineModule({
  name: 'listing',
  specPath: listingSpecPath,
  entities: [...listingEntities, OpenHomeVisitorEntity, ...bulkEntities],
  migrations: [CreateListingTables1764200001000, CreateOpenHomeVisitors1764200002000, CreateBulkUploads1764400002000],
  async create(ctx) {
    const resources = listingResources(ctx.dataSource, ctx.outbox);
    const objects = createObjectStore(loadStorageConfig(ctx.config));
    const jobs = createJobs(ctx);
    const bulk = bulkResources(resources.kit);
    defineBulkUploadJob(jobs, { listings: resources, bulk, objects, log: ctx.log });
    // storeOfCustomerUntilStoresLand: wired to the stores table when the stores branch is merged.
    const bulkUploads = new BulkUploads({ listings: resources, bulk, objects, jobs, storeOfCustomer: storeOfCustomerUntilStoresLand, log: ctx.log });
    return {
      handlers: completeHandlers<operations>({
        ...listingHandlers({ listings: new Listings(resources) }),
        ...openHomeHandlers({ openHomes: new OpenHomes(resources) }),
        ...geoHandlers({ geo: new GeoLookups(resources) }),
        ...bulkUploadHandlers({ bulkUploads }),
      }),
    };
  },
});
