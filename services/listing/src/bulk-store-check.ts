// Whether a store exists and is the customer's, asked before a batch is distributed to it: a store of
// another customer, or none, answers false, which distributeBulkUpload turns into 404 'Store not found.'.
// Asked inside the distribution's transaction, by the batch's customer (already scoped by the caller).
import type { EntityManager } from 'typeorm';
import { StoreEntity } from './persistence/store-entities.ts';

export type StoreOfCustomer = (m: EntityManager, customerId: string, storeId: string) => Promise<boolean>;

export const storeOfCustomer: StoreOfCustomer = (m, customerId, storeId) =>
  // eslint-disable-next-line no-restricted-syntax -- an existence check by (id, customerId) in the caller's transaction, for the batch's customer the caller already reached: another customer's store reads as none
  m.getRepository(StoreEntity).existsBy({ id: storeId, customerId });
