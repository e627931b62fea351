// The listing service module: its spec, tables and handlers, for its own process (main.ts) and for
// the embedded default alike. Wiring only: each area's store on the one owned-resource kit, its use
// cases on the stores, the handlers on the use cases.
import { fileURLToPath } from 'node:url';
import type { operations } from '@adops/openapi/generated/listing';
import { completeHandlers, createJobs, createObjectStore, customerReferencesSubscription, defineModule, loadSecretBox, loadStorageConfig, mergeSubscriptions, OwnedKit, PendingObjects, prepareObjectStore } from '@adops/platform';
import { listingMigrations, listingTables } from './tables.ts';
import { ListingStore } from './listings/store.ts';
import { Listings } from './listings/listings.ts';
import { listingHandlers } from './listings/handlers.ts';
import { OpenHomeStore } from './open-homes/store.ts';
import { OpenHomes } from './open-homes/open-homes.ts';
import { openHomeHandlers } from './open-homes/handlers.ts';
import { GeoLookups } from './geo/geo.ts';
import { geoHandlers } from './geo/handlers.ts';
import { AssetStore } from './assets/store.ts';
import { Assets } from './assets/assets.ts';
import { assetHandlers } from './assets/handlers.ts';
import { BulkStore } from './bulk/store.ts';
import { BulkUploads } from './bulk/bulk-uploads.ts';
import { defineBulkUploadJob } from './bulk/bulk-job.ts';
import { bulkUploadHandlers } from './bulk/handlers.ts';
import { StoresStore } from './stores/store.ts';
import { Stores } from './stores/stores.ts';
import { StoreFetcher } from './stores/fetch.ts';
import { storeHandlers } from './stores/handlers.ts';
import { ImportStore } from './imports/store.ts';
import { ImportRun } from './imports/import-run.ts';
import { ImportJobs } from './imports/import-jobs.ts';
import { importJobHandlers } from './imports/handlers.ts';
import { agentOfficesOf, ResourceStore } from './resources/store.ts';
import { Resources } from './resources/resources.ts';
import { resourceHandlers } from './resources/handlers.ts';
import { dashboardResourceRolesSubscription } from './resources/events.ts';

export const listingSpecPath = fileURLToPath(new URL('../../../openapi/generated/listing.openapi.yaml', import.meta.url));

export const listingModule = defineModule({
  name: 'listing',
  specPath: listingSpecPath,
  entities: listingTables,
  migrations: listingMigrations,
  async create(ctx) {
    // An agent or branch user reaches rows kept by office alone (resources) through their agent's
    // offices in the customer-references projection; rows with an agent column are unaffected.
    const kit = new OwnedKit(ctx.dataSource, ctx.outbox, { agentOffices: agentOfficesOf });
    // Local disk in the embedded default (served at /files by services/all-in-one), S3 in a cluster.
    const objects = createObjectStore(loadStorageConfig(ctx.config));
    const pending = new PendingObjects(ctx.dataSource, objects);
    const jobs = createJobs(ctx);
    const listingStore = new ListingStore(kit);
    const bulkStore = new BulkStore(kit, pending);
    const storesStore = new StoresStore(kit);
    defineBulkUploadJob(jobs, { store: bulkStore, listings: listingStore, objects, pending, log: ctx.log });
    const bulkUploads = new BulkUploads({ store: bulkStore, listings: listingStore, objects, pending, jobs, storeOfCustomer: (tx, customerId, storeId) => storesStore.ofCustomer(tx, customerId, storeId), log: ctx.log });
    const stores = new Stores(storesStore, loadSecretBox(ctx.config), new StoreFetcher());
    const importStore = new ImportStore(kit);
    const importJobs = new ImportJobs(importStore, jobs, stores, new ImportRun(importStore, listingStore, stores));
    const assetStore = new AssetStore(kit, pending);
    const assets = new Assets({ store: assetStore, listings: listingStore, objects, pending, log: ctx.log });
    const resourceStore = new ResourceStore(kit, assetStore);
    const resources = new Resources(resourceStore, (a) => assets.urls(a));
    let stopSweeps = () => {};
    return {
      handlers: completeHandlers<operations>({
        ...listingHandlers({ listings: new Listings(listingStore) }),
        ...openHomeHandlers({ openHomes: new OpenHomes(new OpenHomeStore(kit), listingStore) }),
        ...geoHandlers({ geo: new GeoLookups(listingStore) }),
        ...assetHandlers({ assets }),
        ...resourceHandlers({ resources }),
        ...bulkUploadHandlers({ bulkUploads }),
        ...storeHandlers({ stores }),
        ...importJobHandlers({ importJobs }),
      }),
      onStart: async () => {
        stopSweeps = await prepareObjectStore(objects, pending, ctx.log);
      },
      onStop: async () => stopSweeps(),
      // The customer context's customers, offices and agents, which listings refer to (tables.ts: customer_references),
      // and its dashboards' resource roles (who may create resources: known_dashboard_resource_roles).
      subscription: mergeSubscriptions('listing', [customerReferencesSubscription('listing'), dashboardResourceRolesSubscription()]),
    };
  },
});
