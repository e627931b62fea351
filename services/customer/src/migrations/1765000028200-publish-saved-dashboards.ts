import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { DashboardConfig } from '@adops/openapi/generated/customer';
import { dashboardSaved } from '../dashboards/events.ts';
import { publishEachRow } from './publish-each-row.ts';

// The order context offers a dashboard user the payment types of their customer's dashboard (002 §6),
// which it learns only from dashboard.saved / dashboard.deleted. A dashboard saved before those events
// existed never reached it (its users would be held to the product settings while the dashboard's order
// page offers its own lists), so this records one dashboard.saved in the outbox for every dashboard kept
// here (publishEachRow: the same envelope and payload a save records, published by the relay after
// start). Not a tablesMigration: it makes no table, only outbox rows.
export class PublishSavedDashboards1765000028200 implements MigrationInterface {
  name = 'PublishSavedDashboards1765000028200';

  async up(q: QueryRunner): Promise<void> {
    await publishEachRow<{ id: string; customerId: string; config: string }>(q, 'dashboard.saved', 'SELECT id, customerId, config FROM dashboards', (row) => {
      // A config without payment methods offers its users none (Invoice, as the order page does).
      const config = JSON.parse(row.config) as Partial<DashboardConfig>;
      const enablePaymentMethod = config.enablePaymentMethod ?? { creditCardRoles: [], invoiceRoles: [] };
      return dashboardSaved({ id: row.id, customerId: row.customerId, config: { ...config, enablePaymentMethod } as DashboardConfig });
    });
  }

  // The events may be published already; an event cannot be taken back, and the order context keeps
  // what the customer's dashboard offers.
  async down(): Promise<void> {}
}
