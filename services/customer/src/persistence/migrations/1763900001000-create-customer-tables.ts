import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { tableBool, tableId, tableInstant, tableInt, tableRef, tableString, tableText } from '@adops/platform';

export class CreateCustomerTables1763900001000 implements MigrationInterface {
  name = 'CreateCustomerTables1763900001000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    await q.createTable(
      new Table({
        name: 'customers',
        columns: [
          tableId(),
          tableString('name', 200),
          tableString('email', 254, true),
          tableString('website', 2000, true),
          tableBool('isActive', true),
          tableBool('hasLogo', false),
          tableString('apiKeyPrefix', 40, true),
          tableString('apiKeyHash', 64, true),
          tableText('currency'),
          tableText('country'),
          tableText('sharingOptions'),
          tableInt('imageAdLimit', 10),
          tableText('settings'),
          tableText('reportDomains'),
          tableText('facebookPages'),
          tableInstant('createdAt'),
          tableInstant('updatedAt'),
        ],
      }),
    );
    await q.createIndex('customers', new TableIndex({ name: 'customers_name', columnNames: ['name'] }));
    await q.createIndex('customers', new TableIndex({ name: 'customers_created', columnNames: ['createdAt'] }));

    await q.createTable(
      new Table({
        name: 'customer_logos',
        // MySQL's BLOB holds 64 KB; logos may be up to 2 MB.
        columns: [tableId('customerId'), tableString('contentType', 40), { name: 'data', type: mysql ? 'mediumblob' : 'blob' }, tableInstant('updatedAt')],
      }),
    );

    await q.createTable(
      new Table({
        name: 'offices',
        columns: [
          tableId(),
          tableRef('customerId'),
          tableString('name', 200),
          tableString('email', 254, true),
          tableString('phone', 40, true),
          tableString('address', 500, true),
          tableText('fbAdAccountIds'),
          tableText('gdnAccountIds'),
          tableInstant('createdAt'),
          tableInstant('updatedAt'),
        ],
      }),
    );
    await q.createIndex('offices', new TableIndex({ name: 'offices_customer_name', columnNames: ['customerId', 'name'] }));
    await q.createIndex('offices', new TableIndex({ name: 'offices_name', columnNames: ['name'] }));

    await q.createTable(
      new Table({
        name: 'agents',
        columns: [
          tableId(),
          tableRef('customerId'),
          tableString('fullName', 200),
          tableString('email', 254, true),
          tableText('phones'),
          tableString('image', 2000, true),
          tableText('officeIds'),
          tableText('fbAdAccountIds'),
          tableText('gdnAccountIds'),
          tableText('fbPage', true),
          tableText('distributionSettings'),
          tableBool('didSignUpDashboard', false),
          tableRef('dashboardUserId', true),
          tableText('dashboardListingTypes'),
          tableInstant('createdAt'),
          tableInstant('updatedAt'),
        ],
      }),
    );
    await q.createIndex('agents', new TableIndex({ name: 'agents_customer_name', columnNames: ['customerId', 'fullName'] }));
    await q.createIndex('agents', new TableIndex({ name: 'agents_full_name', columnNames: ['fullName'] }));
    await q.createIndex('agents', new TableIndex({ name: 'agents_customer_email', columnNames: ['customerId', 'email'] }));

    await q.createTable(
      new Table({
        name: 'dashboards',
        columns: [tableId(), tableString('name', 200), tableRef('customerId'), tableRef('templateId', true), tableText('config'), tableInstant('createdAt'), tableInstant('updatedAt')],
      }),
    );
    // One dashboard per customer.
    await q.createIndex('dashboards', new TableIndex({ name: 'dashboards_customer', columnNames: ['customerId'], isUnique: true }));
    await q.createIndex('dashboards', new TableIndex({ name: 'dashboards_name', columnNames: ['name'] }));

    await q.createTable(
      new Table({
        name: 'dashboard_templates',
        columns: [tableId(), tableString('name', 200), tableString('description', 2000, true), tableText('config'), tableInstant('createdAt'), tableInstant('updatedAt')],
      }),
    );
    await q.createIndex('dashboard_templates', new TableIndex({ name: 'dashboard_templates_name', columnNames: ['name'] }));

    await q.createTable(
      new Table({
        name: 'customer_email_templates',
        columns: [tableId(), tableRef('customerId'), tableString('name', 60), tableString('subject', 500), { name: 'html', type: mysql ? 'mediumtext' : 'text' }, tableInstant('createdAt'), tableInstant('updatedAt')],
      }),
    );
    await q.createIndex('customer_email_templates', new TableIndex({ name: 'customer_email_templates_name', columnNames: ['customerId', 'name'], isUnique: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['customer_email_templates', 'dashboard_templates', 'dashboards', 'agents', 'offices', 'customer_logos', 'customers']) await q.dropTable(t);
  }
}
