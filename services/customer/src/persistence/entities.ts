// customer's tables: customers (with their logos), offices, agents, dashboards, dashboard templates
// and customers' own e-mail templates. JSON-shaped fields are simple-json text columns.
import { EntitySchema } from 'typeorm';
import { blobColumn, boolColumn, idColumn, instantColumn, intColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { Currency, Country, SharingOptions, Setting, FacebookPage, Phone, FbPage, DistributionSettings, DashboardConfig, ListingType } from '../domain/types.ts';

export interface CustomerRow {
  id: string;
  name: string;
  email: string | null;
  website: string | null;
  isActive: boolean;
  hasLogo: boolean;
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

export interface OfficeRow {
  id: string;
  customerId: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  fbAdAccountIds: string[];
  gdnAccountIds: string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface AgentRow {
  id: string;
  customerId: string;
  fullName: string;
  email: string | null;
  phones: Phone[];
  image: string | null;
  officeIds: string[];
  fbAdAccountIds: string[];
  gdnAccountIds: string[];
  fbPage: FbPage | null;
  distributionSettings: DistributionSettings;
  didSignUpDashboard: boolean;
  dashboardUserId: string | null;
  dashboardListingTypes: ListingType[];
  createdAt: Date;
  updatedAt: Date;
}

export interface DashboardRow {
  id: string;
  name: string;
  customerId: string;
  templateId: string | null;
  config: DashboardConfig;
  createdAt: Date;
  updatedAt: Date;
}

export interface DashboardTemplateRow {
  id: string;
  name: string;
  description: string | null;
  config: DashboardConfig;
  createdAt: Date;
  updatedAt: Date;
}

export interface EmailTemplateRow {
  id: string;
  customerId: string;
  name: string;
  subject: string;
  html: string;
  createdAt: Date;
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

export const OfficeEntity = new EntitySchema<OfficeRow>({
  name: 'Office',
  tableName: 'offices',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    name: stringColumn(200),
    email: stringColumn(254, true),
    phone: stringColumn(40, true),
    address: stringColumn(500, true),
    fbAdAccountIds: jsonColumn(),
    gdnAccountIds: jsonColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const AgentEntity = new EntitySchema<AgentRow>({
  name: 'Agent',
  tableName: 'agents',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    fullName: stringColumn(200),
    email: stringColumn(254, true),
    phones: jsonColumn(),
    image: stringColumn(2000, true),
    officeIds: jsonColumn(),
    fbAdAccountIds: jsonColumn(),
    gdnAccountIds: jsonColumn(),
    fbPage: jsonColumn(true),
    distributionSettings: jsonColumn(),
    didSignUpDashboard: boolColumn,
    dashboardUserId: refColumn(true),
    dashboardListingTypes: jsonColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const DashboardEntity = new EntitySchema<DashboardRow>({
  name: 'Dashboard',
  tableName: 'dashboards',
  columns: {
    id: idColumn,
    name: stringColumn(200),
    customerId: refColumn(),
    templateId: refColumn(true),
    config: jsonColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const DashboardTemplateEntity = new EntitySchema<DashboardTemplateRow>({
  name: 'DashboardTemplate',
  tableName: 'dashboard_templates',
  columns: {
    id: idColumn,
    name: stringColumn(200),
    description: stringColumn(2000, true),
    config: jsonColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const EmailTemplateEntity = new EntitySchema<EmailTemplateRow>({
  name: 'CustomerEmailTemplate',
  tableName: 'customer_email_templates',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    name: stringColumn(60),
    subject: stringColumn(500),
    html: { type: 'text' },
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const customerEntities = [CustomerEntity, LogoEntity, OfficeEntity, AgentEntity, DashboardEntity, DashboardTemplateEntity, EmailTemplateEntity];
