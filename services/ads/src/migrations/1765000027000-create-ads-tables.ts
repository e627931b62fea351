// ads' first tables: the ad accounts (tables.ts). Later areas add theirs in their own migrations.
import { tableId, tableInstant, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

export const CreateAdsTables1765000027000 = tablesMigration('CreateAdsTables1765000027000', () => [
  {
    name: 'ad_accounts',
    columns: [
      tableId(),
      tableString('kind', 10),
      tableString('provider', 20),
      tableString('accountId', 20),
      tableString('name', 200),
      tableString('currency', 3),
      tableString('timezone', 64),
      tableRef('customerId', true),
      tableText('credentials', true),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      // One link per network account: the same Meta account linked twice would double its campaigns' reports.
      { name: 'ad_accounts_network_account', columnNames: ['provider', 'kind', 'accountId'], isUnique: true },
      { name: 'ad_accounts_customer', columnNames: ['customerId'] },
      { name: 'ad_accounts_created', columnNames: ['kind', 'createdAt'] },
    ],
  },
]);
