import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { DashboardConfig } from '@adops/openapi/generated/customer';
import { dashboardSaved } from '../dashboards/events.ts';
import { publishEachRow } from './publish-each-row.ts';

// The listing context holds a dashboard user's resource create to their customer's dashboard's
// enableCreateResourceRoles (003 §6), which dashboard.saved carries since issue 29. Dashboards saved
// before then published events without it, so this records one dashboard.saved for every dashboard kept
// here, as a save would (the order context, which keeps the payment methods of the same event, sees the
// same lists again). Not a tablesMigration: it makes no table, only outbox rows.
export class PublishDashboardResourceRoles1765000029200 implements MigrationInterface {
  name = 'PublishDashboardResourceRoles1765000029200';

  async up(q: QueryRunner): Promise<void> {
    await publishEachRow<{ id: string; customerId: string; config: string }>(q, 'dashboard.saved', 'SELECT id, customerId, config FROM dashboards', (row) => {
      // As PublishSavedDashboards1765000028200: a config without payment methods offers none.
      const config = JSON.parse(row.config) as Partial<DashboardConfig>;
      const enablePaymentMethod = config.enablePaymentMethod ?? { creditCardRoles: [], invoiceRoles: [] };
      return dashboardSaved({ id: row.id, customerId: row.customerId, config: { ...config, enablePaymentMethod } as DashboardConfig });
    });
  }

  // Events cannot be taken back; the listing context keeps what the dashboard allows.
  async down(): Promise<void> {}
}
