// The imports' tables on the context's owned-resource kit: the links of imported listings to their
// store (store_listings, written only by an import's run, as the system) and the jobs kit's table, read
// for the import-job list (its search and paging) within the caller's reach.
import { checkCustomerReferences, JobEntity, SYSTEM, type EnqueueOptions, type JobOwner, type JobRecord, type Jobs } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import type { ListingKit, ListingTx } from '../listings/store.ts';
import { StoreListingEntity, type StoreListingRow } from './entities.ts';

export class ImportStore {
  readonly kit: ListingKit;
  readonly storeListings;
  readonly jobs;

  constructor(kit: ListingKit) {
    this.kit = kit;
    this.storeListings = kit.resource({ entity: StoreListingEntity, alias: 'sl', owners: { customer: 'customerId' }, notFound: 'Store listing not found.' });
    this.jobs = kit.resource({ entity: JobEntity, alias: 'j', owners: { customer: 'customerId' }, notFound: 'Import job not found.', list: lists.listImportJobs });
  }

  /** The customer staff name is one the projection knows (400 'Customer not found.' otherwise), in the caller's transaction. */
  checkCustomer(tx: ListingTx, customerId: string): Promise<void> {
    return checkCustomerReferences(tx.m, { customerId, checkCustomer: true }, { customer: '/body/customerId', office: '/body', agent: () => '/body' });
  }

  /** Enqueues a job in the caller's transaction, so it exists only with what that transaction checked. */
  enqueue<Input>(tx: ListingTx, jobs: Jobs, kind: string, input: Input, owner: JobOwner, options: Omit<EnqueueOptions, 'manager'>): Promise<JobRecord<Input>> {
    return jobs.enqueue(kind, input, owner, { ...options, manager: tx.m });
  }

  /** The link of a store's listing (by the store's listing id), locked; null when the listing is new to the store. */
  async lockedLink(tx: ListingTx, storeId: string, externalId: string): Promise<StoreListingRow | null> {
    const qb = await this.storeListings.queryForUpdate(tx, SYSTEM);
    return qb.andWhere('sl.storeId = :storeId AND sl.externalId = :externalId', { storeId, externalId }).getOne();
  }
}
