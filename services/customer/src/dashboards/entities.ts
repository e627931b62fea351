// The dashboards area's tables: customers' dashboards and the staff's templates they start from.
// A config is a simple-json text column.
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { DashboardConfig } from '@adops/openapi/generated/customer';

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
