// The link of each imported listing to its store: the key an import upserts by (store, the store's
// listing id) and the fingerprint of the fields it last wrote. The demo feed's links name no store row
// (demoStoreId).
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, refColumn, stringColumn } from '@adops/platform';

export interface StoreListingRow {
  id: string;
  customerId: string;
  storeId: string;
  /** The store's listing id (REAXML uniqueID). */
  externalId: string;
  listingId: string;
  /** listingFingerprint of the mapped fields last written: equal on a rerun means nothing to write. */
  fingerprint: string;
  createdAt: Date;
  updatedAt: Date;
}

export const StoreListingEntity = new EntitySchema<StoreListingRow>({
  name: 'StoreListing',
  tableName: 'store_listings',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    storeId: refColumn(),
    externalId: stringColumn(200),
    listingId: refColumn(),
    fingerprint: stringColumn(64),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const importEntities = [StoreListingEntity];
