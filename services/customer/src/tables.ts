// Every table of the customer context, by the area that owns it. Each area writes only its own
// tables; where one area reads or clears another's, it does so through that area's store:
//   customers        customers, customer_logos
//   offices          offices            (agents check an agent's offices against it)
//   agents           agents             (the kit reads an agent-level user's offices from it)
//   dashboards       dashboards, dashboard_templates
//   email-templates  customer_email_templates
// Removing customers (customers/remove-customers.ts) clears the rows of that customer in every
// area's tables, each through its area's store.
import { CustomerEntity, LogoEntity } from './customers/entities.ts';
import { OfficeEntity } from './offices/entities.ts';
import { AgentEntity } from './agents/entities.ts';
import { DashboardEntity, DashboardTemplateEntity } from './dashboards/entities.ts';
import { EmailTemplateEntity } from './email-templates/entities.ts';
import { CreateCustomerTables1763900001000 } from './migrations/1763900001000-create-customer-tables.ts';
import { CustomerNameLowerIndex1764100001000 } from './migrations/1764100001000-customer-name-lower-index.ts';
import { PublishSavedEmailTemplates1764900026950 } from './migrations/1764900026950-publish-saved-email-templates.ts';
import { OfficePlace1765000027900 } from './migrations/1765000027900-office-place.ts';
import { PublishSavedDashboards1765000028200 } from './migrations/1765000028200-publish-saved-dashboards.ts';
import { PublishDashboardResourceRoles1765000029200 } from './migrations/1765000029200-publish-dashboard-resource-roles.ts';
import { CustomerLogoToken1765000029300 } from './migrations/1765000029300-customer-logo-token.ts';
import { PublishCustomerSharingOptions1765000029400 } from './migrations/1765000029400-publish-customer-sharing-options.ts';

export const customerTablesByArea = {
  customers: [CustomerEntity, LogoEntity],
  offices: [OfficeEntity],
  agents: [AgentEntity],
  dashboards: [DashboardEntity, DashboardTemplateEntity],
  emailTemplates: [EmailTemplateEntity],
};

export const customerTables = Object.values(customerTablesByArea).flat();

export const customerMigrations = [CreateCustomerTables1763900001000, CustomerNameLowerIndex1764100001000, PublishSavedEmailTemplates1764900026950, OfficePlace1765000027900, PublishSavedDashboards1765000028200, PublishDashboardResourceRoles1765000029200, CustomerLogoToken1765000029300, PublishCustomerSharingOptions1765000029400];
