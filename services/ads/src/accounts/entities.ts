// The ad accounts campaigns run on: social (Meta) and display-network (Google) accounts in one table,
// told apart by kind, each with its network credentials sealed at rest.
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, refColumn, stringColumn } from '@adops/platform';
import type { AccountKind, AccountProvider } from './rules.ts';

export type { AccountKind, AccountProvider };
export interface AdAccountRow {
  id: string;
  kind: AccountKind;
  provider: AccountProvider;
  accountId: string;
  name: string;
  currency: string;
  timezone: string;
  /** Null: an account campaigns of any customer may use (staff-owned). */
  customerId: string | null;
  /** The credentials as JSON, sealed with the secrets kit (key id inside, bound to the row's id); never returned. */
  credentials: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const AdAccountEntity = new EntitySchema<AdAccountRow>({
  name: 'AdAccount',
  tableName: 'ad_accounts',
  columns: {
    id: idColumn,
    kind: stringColumn(10),
    provider: stringColumn(20),
    accountId: stringColumn(20),
    name: stringColumn(200),
    currency: stringColumn(3),
    timezone: stringColumn(64),
    customerId: refColumn(true),
    credentials: { type: 'text', nullable: true },
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const accountEntities = [AdAccountEntity];
