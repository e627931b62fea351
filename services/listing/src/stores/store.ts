// The stores' table on the context's owned-resource kit: a store is its customer's (staff reach every
// one; the roles of the operations keep dashboard users out). Bulk uploads ask here whether a store is
// a customer's before they distribute a batch to it (tables.ts).
import { checkCustomerReferences, type Principal } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import type { ListingKit, ListingTx } from '../listings/store.ts';
import { StoreEntity, type StoreRow } from './entities.ts';

export class StoresStore {
  readonly kit: ListingKit;
  readonly stores;

  constructor(kit: ListingKit) {
    this.kit = kit;
    this.stores = kit.resource({ entity: StoreEntity, alias: 's', owners: { customer: 'customerId' }, notFound: 'Store not found.', list: lists.listStores });
  }

  /**
   * A store's customer (named by staff) and office exist and belong together, by the listing service's
   * projection of the customer context: 400 at the field otherwise ('Customer not found.', …).
   */
  checkReferences(tx: ListingTx, customerId: string, officeId: string | null, checkCustomer: boolean): Promise<void> {
    return checkCustomerReferences(tx.m, { customerId, checkCustomer, officeId }, { customer: '/body/customerId', office: '/body/officeId', agent: () => '/body' });
  }

  /** A store the principal reaches, read inside the caller's transaction (404 otherwise). */
  getIn(tx: ListingTx, principal: Principal, id: string): Promise<StoreRow> {
    return this.stores.get(principal, id, tx.m);
  }

  /**
   * Whether the store exists and is the customer's, in the caller's transaction. Not a read for a
   * principal: the caller reached the customer's row through the kit in its own scope already; this
   * asks only whether the named store is that same customer's.
   */
  ofCustomer(tx: ListingTx, customerId: string, storeId: string): Promise<boolean> {
    return tx.m.getRepository(StoreEntity).existsBy({ id: storeId, customerId });
  }
}
