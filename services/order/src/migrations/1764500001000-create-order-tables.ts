// order's tables (tables.ts), the order-number counter's one row (numbers start at 1001) and the
// default product settings.
import { agentLinksTable, tableBool, tableId, tableInstant, tableInt, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';
import { DEFAULT_PRODUCT_SETTINGS } from '../products/rules.ts';

export const CreateOrderTables1764500001000 = tablesMigration(
  'CreateOrderTables1764500001000',
  (mysql) => [
    {
      name: 'product_types',
      columns: [tableId(), tableString('name', 100), tableInt('minListings'), tableInt('maxListings'), tableInstant('createdAt'), tableInstant('updatedAt')],
      indexes: [{ name: 'product_types_name', columnNames: ['name'], isUnique: true }],
    },
    {
      name: 'products',
      columns: [
        tableId(),
        tableString('code', 50),
        tableString('name', 200),
        tableText('description', true),
        tableRef('productTypeId'),
        { name: 'price', type: 'bigint' },
        tableString('currency', 3),
        tableBool('isTaxInclusive', true),
        { name: 'taxRate', type: 'double' },
        tableInt('campaignDurationDays'),
        tableText('campaignTemplates'),
        tableInstant('createdAt'),
        tableInstant('updatedAt'),
      ],
      indexes: [
        { name: 'products_code', columnNames: ['code'], isUnique: true },
        { name: 'products_type', columnNames: ['productTypeId'] },
        { name: 'products_name', columnNames: ['name'] },
      ],
    },
    {
      name: 'product_email_templates',
      columns: [tableId(), tableRef('productId'), tableString('name', 100), tableString('subject', 300), { ...tableText('body'), type: mysql ? 'mediumtext' : 'text' }, tableBool('isActive', true), tableInstant('createdAt'), tableInstant('updatedAt')],
      indexes: [{ name: 'product_email_templates_name', columnNames: ['productId', 'name'], isUnique: true }],
    },
    { name: 'product_settings', columns: [{ ...tableString('id', 36), isPrimary: true }, tableText('settings'), tableInstant('updatedAt')] },
    {
      name: 'orders',
      columns: [
        tableId(),
        tableInt('orderNumber'),
        tableRef('customerId'),
        tableRef('officeId', true),
        tableText('agents'),
        tableString('email', 254, true),
        tableString('orderedFrom', 2000, true),
        tableString('paymentType', 20),
        tableString('status', 20),
        tableString('orderType', 20),
        tableString('source', 20),
        tableText('products'),
        { name: 'amount', type: 'bigint' },
        { name: 'amountTax', type: 'bigint' },
        tableString('currency', 3),
        tableString('startDate', 10, true),
        tableString('campaignName', 200),
        { ...tableText('comments'), type: mysql ? 'mediumtext' : 'text' },
        tableText('attributes'),
        { ...tableText('campaignData'), type: mysql ? 'mediumtext' : 'text' },
        tableText('listingIds'),
        tableText('resourceIds'),
        tableString('fbDpaCatalogId', 100, true),
        { name: 'impressions', type: 'bigint', default: 0 },
        tableRef('createdBy', true),
        tableString('idempotencyKey', 100, true),
        tableString('requestHash', 64, true),
        tableInstant('createdAt'),
        tableInstant('updatedAt'),
      ],
      indexes: [
        { name: 'orders_number', columnNames: ['orderNumber'], isUnique: true },
        { name: 'orders_idempotency', columnNames: ['createdBy', 'idempotencyKey'], isUnique: true },
        { name: 'orders_customer_created', columnNames: ['customerId', 'createdAt'] },
        { name: 'orders_office', columnNames: ['officeId'] },
        { name: 'orders_created', columnNames: ['createdAt'] },
      ],
    },
    agentLinksTable('order_agents'),
    { name: 'order_counters', columns: [{ ...tableString('name', 40), isPrimary: true }, tableInt('value')] },
    {
      name: 'known_listings',
      columns: [tableId(), tableRef('customerId'), tableString('title', 300), tableBool('deleted', false), tableInstant('eventAt')],
      indexes: [{ name: 'known_listings_customer', columnNames: ['customerId'] }],
    },
    {
      name: 'known_resources',
      columns: [tableId(), tableRef('customerId'), tableString('title', 300), tableBool('published', false), tableBool('deleted', false), tableInstant('eventAt')],
      indexes: [{ name: 'known_resources_customer', columnNames: ['customerId'] }],
    },
  ],
  {
    after: {
      up: async (q) => {
        await q.query("INSERT INTO order_counters (name, value) VALUES ('orderNumber', 1000)");
        await q.query('INSERT INTO product_settings (id, settings, updatedAt) VALUES (?, ?, ?)', ['default', JSON.stringify(DEFAULT_PRODUCT_SETTINGS), new Date()]);
      },
      down: async () => {},
    },
  },
);
