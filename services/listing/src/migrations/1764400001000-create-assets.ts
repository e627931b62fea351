// Assets, indexed for the list's order (newest first), its filters (customer, listing) and the scopes
// (office, agent).
import { tableId, tableInstant, tableInt, tableRef, tableString, tablesMigration } from '@adops/platform';

export const CreateAssets1764400001000 = tablesMigration('CreateAssets1764400001000', () => [
  {
    name: 'assets',
    columns: [
      tableId(),
      tableRef('customerId'),
      tableRef('listingId', true),
      tableRef('officeId', true),
      tableRef('agentId', true),
      tableString('kind', 10),
      tableString('format', 10),
      tableString('mediaType', 100),
      tableInt('size'),
      tableString('originalFileName', 300, true),
      tableString('name', 300, true),
      tableString('storageKey', 300),
      tableString('thumbnailKey', 300, true),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      { name: 'assets_customer_created', columnNames: ['customerId', 'createdAt'] },
      { name: 'assets_listing', columnNames: ['listingId'] },
      { name: 'assets_office', columnNames: ['officeId'] },
      { name: 'assets_agent', columnNames: ['agentId'] },
      { name: 'assets_created', columnNames: ['createdAt'] },
    ],
  },
]);
