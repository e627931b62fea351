// listing's stores (a customer's feeds) and the link of each imported listing to its store: the key an
// import upserts by (store, the store's listing id) and the fingerprint of the fields it last wrote.
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, refColumn, stringColumn } from '@adops/platform';

export type StoreFormat = 'REAXML' | 'JSON';
export type CredentialType = 'none' | 'basic' | 'token';

export interface StoreRow {
  id: string;
  customerId: string;
  /** The office the store's imported listings belong to. */
  officeId: string | null;
  name: string;
  format: StoreFormat;
  url: string;
  credentialType: CredentialType;
  /** basic: the user name; shown back (it names, it does not authenticate). */
  credentialUsername: string | null;
  /** token: the header the token is sent in. */
  credentialHeader: string | null;
  /** The password or token sealed with the secrets kit (key id inside, bound to the store's id); never returned. */
  credentialSecret: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const StoreEntity = new EntitySchema<StoreRow>({
  name: 'Store',
  tableName: 'stores',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    officeId: refColumn(true),
    name: stringColumn(200),
    format: stringColumn(20),
    url: stringColumn(2000),
    credentialType: stringColumn(20),
    credentialUsername: stringColumn(200, true),
    credentialHeader: stringColumn(100, true),
    credentialSecret: { type: 'text', nullable: true },
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

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

export const storeEntities = [StoreEntity, StoreListingEntity];
