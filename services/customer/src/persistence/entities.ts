// customer's tables: customers (with their logos), offices, agents, dashboards, dashboard templates
// and customers' own e-mail templates. JSON-shaped fields are simple-json text columns.
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, jsonColumn, refColumn } from '@adops/platform';
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
    name: { type: 'varchar', length: 200 },
    email: { type: 'varchar', length: 254, nullable: true },
    website: { type: 'varchar', length: 2000, nullable: true },
    isActive: { type: 'boolean' },
    hasLogo: { type: 'boolean' },
    apiKeyPrefix: { type: 'varchar', length: 40, nullable: true },
    apiKeyHash: { type: 'varchar', length: 64, nullable: true },
    currency: jsonColumn(),
    country: jsonColumn(),
    sharingOptions: jsonColumn(),
    imageAdLimit: { type: 'int' },
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
    contentType: { type: 'varchar', length: 40 },
    data: { type: 'blob' },
    updatedAt: instantColumn(),
  },
});

export const OfficeEntity = new EntitySchema<OfficeRow>({
  name: 'Office',
  tableName: 'offices',
  columns: {
    id: idColumn,
    customerId: refColumn(),
    name: { type: 'varchar', length: 200 },
    email: { type: 'varchar', length: 254, nullable: true },
    phone: { type: 'varchar', length: 40, nullable: true },
    address: { type: 'varchar', length: 500, nullable: true },
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
    fullName: { type: 'varchar', length: 200 },
    email: { type: 'varchar', length: 254, nullable: true },
    phones: jsonColumn(),
    image: { type: 'varchar', length: 2000, nullable: true },
    officeIds: jsonColumn(),
    fbAdAccountIds: jsonColumn(),
    gdnAccountIds: jsonColumn(),
    fbPage: jsonColumn(true),
    distributionSettings: jsonColumn(),
    didSignUpDashboard: { type: 'boolean' },
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
    name: { type: 'varchar', length: 200 },
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
    name: { type: 'varchar', length: 200 },
    description: { type: 'varchar', length: 2000, nullable: true },
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
    name: { type: 'varchar', length: 60 },
    subject: { type: 'varchar', length: 500 },
    html: { type: 'text' },
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const customerEntities = [CustomerEntity, LogoEntity, OfficeEntity, AgentEntity, DashboardEntity, DashboardTemplateEntity, EmailTemplateEntity];
