// customer's tables: customers (with their logos), offices, agents, dashboards, dashboard templates and
// customers' own e-mail templates.
import { tableBlob, tableBool, tableId, tableInstant, tableInt, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

export const CreateCustomerTables1763900001000 = tablesMigration('CreateCustomerTables1763900001000', (mysql) => [
  {
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
    indexes: [
      { name: 'customers_name', columnNames: ['name'] },
      { name: 'customers_created', columnNames: ['createdAt'] },
    ],
  },
  { name: 'customer_logos', columns: [tableId('customerId'), tableString('contentType', 40), tableBlob('data', mysql), tableInstant('updatedAt')] },
  {
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
    indexes: [
      { name: 'offices_customer_name', columnNames: ['customerId', 'name'] },
      { name: 'offices_name', columnNames: ['name'] },
    ],
  },
  {
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
    indexes: [
      { name: 'agents_customer_name', columnNames: ['customerId', 'fullName'] },
      { name: 'agents_full_name', columnNames: ['fullName'] },
      { name: 'agents_customer_email', columnNames: ['customerId', 'email'] },
    ],
  },
  {
    name: 'dashboards',
    columns: [tableId(), tableString('name', 200), tableRef('customerId'), tableRef('templateId', true), tableText('config'), tableInstant('createdAt'), tableInstant('updatedAt')],
    indexes: [
      // One dashboard per customer.
      { name: 'dashboards_customer', columnNames: ['customerId'], isUnique: true },
      { name: 'dashboards_name', columnNames: ['name'] },
    ],
  },
  {
    name: 'dashboard_templates',
    columns: [tableId(), tableString('name', 200), tableString('description', 2000, true), tableText('config'), tableInstant('createdAt'), tableInstant('updatedAt')],
    indexes: [{ name: 'dashboard_templates_name', columnNames: ['name'] }],
  },
  {
    name: 'customer_email_templates',
    // MySQL's TEXT holds 64 KB; a template's HTML may be 100,000 characters (SQLite's TEXT has no such limit).
    columns: [tableId(), tableRef('customerId'), tableString('name', 60), tableString('subject', 500), { name: 'html', type: mysql ? 'mediumtext' : 'text' }, tableInstant('createdAt'), tableInstant('updatedAt')],
    indexes: [{ name: 'customer_email_templates_name', columnNames: ['customerId', 'name'], isUnique: true }],
  },
]);
