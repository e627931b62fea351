// The customers area's tables: customers and their logos. JSON-shaped fields are simple-json text
// columns.
import { EntitySchema } from 'typeorm';
import { blobColumn, boolColumn, idColumn, instantColumn, intColumn, jsonColumn, stringColumn } from '@adops/platform';
import type { Country, Currency, FacebookPage, Setting, SharingOptions } from '@adops/openapi/generated/customer';

export interface CustomerRow {
  id: string;
  name: string;
  email: string | null;
  website: string | null;
  isActive: boolean;
  hasLogo: boolean;
  /** The logo's public token (getPublicCustomerLogo), new with every upload; null without a logo. */
  logoToken: string | null;
  apiKeyPrefix: string | null;
  apiKeyHash: string | null;
  currency: Currency;
  country: Country;
  sharingOptions: SharingOptions;
  imageAdLimit: number;
  settings: Setting[];
  reportDomains: string[];
  facebookPages: FacebookPage[];
  createdAt: Date;
  updatedAt: Date;
}

export interface LogoRow {
  customerId: string;
  contentType: string;
  data: Buffer;
  updatedAt: Date;
}

export const CustomerEntity = new EntitySchema<CustomerRow>({
  name: 'Customer',
  tableName: 'customers',
  columns: {
    id: idColumn,
    name: stringColumn(200),
    email: stringColumn(254, true),
    website: stringColumn(2000, true),
    isActive: boolColumn,
    hasLogo: boolColumn,
    logoToken: stringColumn(22, true),
    apiKeyPrefix: stringColumn(40, true),
    apiKeyHash: stringColumn(64, true),
    currency: jsonColumn(),
    country: jsonColumn(),
    sharingOptions: jsonColumn(),
    imageAdLimit: intColumn,
    settings: jsonColumn(),
    reportDomains: jsonColumn(),
    facebookPages: jsonColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const LogoEntity = new EntitySchema<LogoRow>({
  name: 'CustomerLogo',
  tableName: 'customer_logos',
  columns: {
    customerId: idColumn,
    contentType: stringColumn(40),
    data: blobColumn,
    updatedAt: instantColumn(),
  },
});
