// The ads context's campaigns on an order (its social and display campaigns as JSON beside its
// comments, and how many campaigns it makes in all) and the campaign templates this context has heard
// of from the ads context's events (known_campaign_templates), which a product's templates are checked
// against. The campaign columns are nullable in the table only so that they can be added to rows that
// exist (as the status history's were): every order gets none.
import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableBool, tableInstant, tableRef, tableString, tableText } from '@adops/platform';

export class OrderCampaignsAndKnownCampaignTemplates1765000027200 implements MigrationInterface {
  name = 'OrderCampaignsAndKnownCampaignTemplates1765000027200';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    const json = (name: string) => new TableColumn({ ...tableText(name, true), type: mysql ? 'mediumtext' : 'text' });
    await q.addColumns('orders', [json('fbCampaigns'), json('gdnCampaigns'), new TableColumn({ name: 'campaignsOfOrder', type: 'int', isNullable: true })]);
    await q.query("UPDATE orders SET fbCampaigns = '[]', gdnCampaigns = '[]' WHERE fbCampaigns IS NULL");
    await q.createTable(
      new Table({
        name: 'known_campaign_templates',
        columns: [
          { ...tableRef('templateId'), isPrimary: true },
          tableRef('customerId'),
          tableString('templateModel', 40),
          tableString('name', 200),
          tableBool('deleted', false),
          tableInstant('eventAt'),
        ],
      }),
    );
    await q.createIndex('known_campaign_templates', new TableIndex({ name: 'known_campaign_templates_customer', columnNames: ['customerId'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('known_campaign_templates');
    await q.dropColumns('orders', ['campaignsOfOrder', 'gdnCampaigns', 'fbCampaigns']);
  }
}
