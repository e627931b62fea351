// Stores, and the link of each imported listing to its store, unique by (store, the store's listing
// id) so two runs of one store can never create the same listing twice.
import { tableId, tableInstant, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

export const CreateStores1764400003000 = tablesMigration('CreateStores1764400003000', () => [
  {
    name: 'stores',
    columns: [
      tableId(),
      tableRef('customerId'),
      tableRef('officeId', true),
      tableString('name', 200),
      tableString('format', 20),
      tableString('url', 2000),
      tableString('credentialType', 20),
      tableString('credentialUsername', 200, true),
      tableString('credentialHeader', 100, true),
      tableText('credentialSecret', true),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [{ name: 'stores_customer_created', columnNames: ['customerId', 'createdAt'] }],
  },
  {
    name: 'store_listings',
    columns: [
      tableId(),
      tableRef('customerId'),
      tableRef('storeId'),
      tableString('externalId', 200),
      tableRef('listingId'),
      tableString('fingerprint', 64),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      { name: 'store_listings_store_external', columnNames: ['storeId', 'externalId'], isUnique: true },
      { name: 'store_listings_listing', columnNames: ['listingId'] },
    ],
  },
]);
