// What the order context needs to offer a dashboard user the payment types its customer's dashboard
// offers (002 §6, 001 §2 enablePaymentMethod): each customer's dashboard's role lists from the customer
// context's dashboard.saved / deleted (known_dashboard_payment_methods). A customer not heard of since is
// offered payment types by the product settings, as before.
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableBool, tableInstant, tableRef, tableText } from '@adops/platform';

export class KnownDashboardPaymentMethods1765000028200 implements MigrationInterface {
  name = 'KnownDashboardPaymentMethods1765000028200';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'known_dashboard_payment_methods',
        columns: [{ ...tableRef('customerId'), isPrimary: true }, tableRef('dashboardId'), tableText('creditCardRoles'), tableText('invoiceRoles'), tableBool('deleted', false), tableInstant('eventAt')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('known_dashboard_payment_methods');
  }
}
