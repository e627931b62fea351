// listing's first table: listings, indexed for the list's filters (customer, status, batch) and its
// default order (newest first), and for the scopes (office, agent).
import { tableId, tableInstant, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

export const CreateListingTables1764200001000 = tablesMigration('CreateListingTables1764200001000', () => [
  {
    name: 'listings',
    columns: [
      tableId(),
      tableRef('customerId'),
      tableRef('officeId', true),
      tableRef('agentId', true),
      tableString('reference', 40),
      tableString('creationType', 20),
      tableString('title', 300),
      tableString('customerUrl', 2000, true),
      tableText('description', true),
      tableString('shortDescription', 1000, true),
      tableString('type', 40),
      tableString('listingOption', 40),
      { name: 'startPrice', type: 'bigint', isNullable: true },
      tableInstant('startTimestamp', true),
      tableString('listingStatus', 40),
      tableRef('bulkId', true),
      tableText('images'),
      tableText('videos'),
      tableText('agents'),
      tableText('metaData'),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      { name: 'listings_reference', columnNames: ['reference'], isUnique: true },
      { name: 'listings_customer_created', columnNames: ['customerId', 'createdAt'] },
      { name: 'listings_office', columnNames: ['officeId'] },
      { name: 'listings_agent', columnNames: ['agentId'] },
      { name: 'listings_bulk', columnNames: ['bulkId'] },
      { name: 'listings_created', columnNames: ['createdAt'] },
    ],
  },
]);
