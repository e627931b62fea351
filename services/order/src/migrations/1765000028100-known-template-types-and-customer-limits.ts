// What the order context needs to hold campaign data to 002 §5's images per campaign type on the server:
// each known campaign template's campaign type (campaign_template.saved carries it; a row written before
// this column existed learns it from the template's next save, and until then its items are not checked),
// and each customer's imageAdLimit from the customer context's customer.* events (known_customer_limits;
// a customer not heard of since is held to the default of 10).
import { Table, TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableInstant, tableInt, tableRef, tableString } from '@adops/platform';

export class KnownTemplateTypesAndCustomerLimits1765000028100 implements MigrationInterface {
  name = 'KnownTemplateTypesAndCustomerLimits1765000028100';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('known_campaign_templates', new TableColumn(tableString('campaignType', 60, true)));
    await q.createTable(
      new Table({
        name: 'known_customer_limits',
        columns: [{ ...tableRef('customerId'), isPrimary: true }, tableInt('imageAdLimit', 10), tableInstant('eventAt')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('known_customer_limits');
    await q.dropColumn('known_campaign_templates', 'campaignType');
  }
}
