// listing's stores: a customer's feeds, with their credentials sealed at rest. The link of each
// imported listing to its store is the imports' (imports/entities.ts).
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, refColumn, stringColumn } from '@adops/platform';
import type { CredentialType } from './rules.ts';

export type StoreFormat = 'REAXML' | 'JSON';
export type { CredentialType } from './rules.ts';

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

export const storeEntities = [StoreEntity];
