// The audiences area's tables (audiences/entities.ts): custom audiences, LLA tags and meta pages.
import { tableId, tableInstant, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

export const CreateAudienceTables1765000027400 = tablesMigration('CreateAudienceTables1765000027400', () => [
  {
    name: 'custom_audiences',
    columns: [
      tableId(),
      tableRef('adAccountId'),
      tableString('audienceId', 40),
      tableString('name', 200),
      tableString('description', 500),
      tableString('subtype', 20),
      { name: 'approximateCount', type: 'bigint', isNullable: true },
      tableText('tags'),
      tableInstant('syncedAt'),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      // A sync matches the network's audiences to ours by this pair; the list pages an account's by name.
      { name: 'custom_audiences_network_audience', columnNames: ['adAccountId', 'audienceId'], isUnique: true },
      { name: 'custom_audiences_account_name', columnNames: ['adAccountId', 'name'] },
    ],
  },
  {
    name: 'lla_tags',
    columns: [
      tableId(),
      tableRef('customerId'),
      tableString('name', 100),
      tableText('sourceAudienceIds'),
      tableString('country', 2),
      { name: 'ratio', type: 'int' },
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [{ name: 'lla_tags_customer_name', columnNames: ['customerId', 'name'], isUnique: true }],
  },
  {
    name: 'meta_pages',
    columns: [
      tableId(),
      tableRef('adAccountId'),
      tableString('pageId', 40),
      tableString('name', 200),
      tableString('link', 500, true),
      tableInstant('syncedAt'),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      { name: 'meta_pages_network_page', columnNames: ['adAccountId', 'pageId'], isUnique: true },
      { name: 'meta_pages_name', columnNames: ['name'] },
    ],
  },
]);
