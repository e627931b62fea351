// Whether a store exists and is the customer's, asked before a batch is distributed to it: a store of
// another customer, or none, answers false, which distributeBulkUpload turns into 404 'Store not found.'.
// Asked inside the distribution's transaction, by the batch's customer (already scoped by the caller).
import type { EntityManager } from 'typeorm';
import { StoreEntity } from './persistence/store-entities.ts';

export type StoreOfCustomer = (m: EntityManager, customerId: string, storeId: string) => Promise<boolean>;

export const storeOfCustomer: StoreOfCustomer = (m, customerId, storeId) =>
  // eslint-disable-next-line no-restricted-syntax -- not a read for the caller: the batch was read through the kit in the caller's scope; this asks only whether the named store is that same customer's, in the same transaction.
  m.getRepository(StoreEntity).existsBy({ id: storeId, customerId });
