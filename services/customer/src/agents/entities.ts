// The agents area's table. JSON-shaped fields (phones, office ids, settings) are simple-json text columns.
import { EntitySchema } from 'typeorm';
import { boolColumn, idColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { DistributionSettings, FbPage, ListingType, Phone } from '@adops/openapi/generated/customer';

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
