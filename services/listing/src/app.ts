// The listing service module: its spec, tables and handlers, for its own process (main.ts) and for
// the embedded default alike.
import { fileURLToPath } from 'node:url';
import type { operations } from '@adops/openapi/generated/listing';
import { completeHandlers, createJobs, createObjectStore, customerReferenceEntities, customerReferenceMigrations, customerReferencesSubscription, defineModule, loadSecretBox, loadStorageConfig, PendingObjects } from '@adops/platform';
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
import { AssetEntity } from './persistence/asset-entities.ts';
import { CreateAssets1764400001000 } from './persistence/migrations/1764400001000-create-assets.ts';
import { Assets } from './assets.ts';
import { assetHandlers } from './handlers/assets.ts';
import { prepareObjectStore } from './storage-start.ts';
import { bulkEntities } from './persistence/bulk-entities.ts';
import { bulkResources } from './persistence/bulk-resources.ts';
import { CreateBulkUploads1764400002000 } from './persistence/migrations/1764400002000-create-bulk-uploads.ts';
import { BulkUploads } from './bulk-uploads.ts';
import { defineBulkUploadJob } from './bulk-job.ts';
import { storeOfCustomer } from './bulk-store-check.ts';
import { bulkUploadHandlers } from './handlers/bulk-uploads.ts';
import { storeEntities } from './persistence/store-entities.ts';
import { CreateStores1764400003000 } from './persistence/migrations/1764400003000-create-stores.ts';
import { storeResources } from './stores-resources.ts';
import { Stores } from './stores.ts';
import { StoreFetcher } from './stores-fetch.ts';
import { storeHandlers } from './handlers/stores.ts';
import { ImportRun } from './import-run.ts';
import { ImportJobs } from './import-jobs.ts';
import { importJobHandlers } from './handlers/import-jobs.ts';

export const listingSpecPath = fileURLToPath(new URL('../../../openapi/generated/listing.openapi.yaml', import.meta.url));

export const listingModule = defineModule({
  name: 'listing',
  specPath: listingSpecPath,
  entities: [...listingEntities, OpenHomeVisitorEntity, AssetEntity, ...bulkEntities, ...storeEntities, ...customerReferenceEntities],
  migrations: [CreateListingTables1764200001000, CreateOpenHomeVisitors1764200002000, CreateAssets1764400001000, CreateBulkUploads1764400002000, CreateStores1764400003000, ListingAgentLinks1764400004000, ...customerReferenceMigrations],
  async create(ctx) {
    const resources = listingResources(ctx.dataSource, ctx.outbox);
    // Local disk in the embedded default (served at /files by services/all-in-one), S3 in a cluster.
    const objects = createObjectStore(loadStorageConfig(ctx.config));
    const pending = new PendingObjects(ctx.dataSource, objects);
    const jobs = createJobs(ctx);
    const bulk = bulkResources(resources.kit);
    defineBulkUploadJob(jobs, { listings: resources, bulk, objects, pending, log: ctx.log });
    const bulkUploads = new BulkUploads({ listings: resources, bulk, objects, pending, jobs, storeOfCustomer, log: ctx.log });
    const storeRows = storeResources(resources.kit);
    const stores = new Stores(resources.kit, storeRows, loadSecretBox(ctx.config), new StoreFetcher());
    const importJobs = new ImportJobs(resources.kit, storeRows.jobs, jobs, stores, new ImportRun(resources, storeRows.storeListings, stores));
    let stopSweeps = () => {};
    return {
      handlers: completeHandlers<operations>({
        ...listingHandlers({ listings: new Listings(resources) }),
        ...openHomeHandlers({ openHomes: new OpenHomes(resources) }),
        ...geoHandlers({ geo: new GeoLookups(resources) }),
        ...assetHandlers({ assets: new Assets(resources, objects, pending, ctx.log) }),
        ...bulkUploadHandlers({ bulkUploads }),
        ...storeHandlers({ stores }),
        ...importJobHandlers({ importJobs }),
      }),
      onStart: async () => {
        stopSweeps = await prepareObjectStore(objects, pending, ctx.log);
      },
      onStop: async () => stopSweeps(),
      // The customer context's customers, offices and agents, which listings refer to (persistence: customer_references).
      subscription: customerReferencesSubscription('listing'),
    };
  },
});
