// Stores and their listing links, declared on the listing context's owned-resource kit: a store is its
// customer's (staff reach every one; the roles of the operations keep dashboard users out), and the
// links follow their store. Import jobs are read through the same kit.
import { JobEntity } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import type { ListingResources } from './persistence/resources.ts';
import { StoreEntity, StoreListingEntity } from './persistence/store-entities.ts';

export function storeResources(kit: ListingResources['kit']) {
  return {
    stores: kit.resource({ entity: StoreEntity, alias: 's', owners: { customer: 'customerId' }, notFound: 'Store not found.', list: lists.listStores }),
    storeListings: kit.resource({ entity: StoreListingEntity, alias: 'sl', owners: { customer: 'customerId' }, notFound: 'Store listing not found.' }),
    // The jobs kit's table, read for the import-job list (its search and paging) within the caller's reach.
    jobs: kit.resource({ entity: JobEntity, alias: 'j', owners: { customer: 'customerId' }, notFound: 'Import job not found.', list: lists.listImportJobs }),
  };
}

export type StoreResources = ReturnType<typeof storeResources>;
