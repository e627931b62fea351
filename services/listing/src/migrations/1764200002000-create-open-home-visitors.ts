// Open-home visitors, indexed for the list's order (newest visit first), its filters (customer,
// listing) and the scopes (office, agent).
import { tableId, tableInstant, tableRef, tableString, tablesMigration } from '@adops/platform';

export const CreateOpenHomeVisitors1764200002000 = tablesMigration('CreateOpenHomeVisitors1764200002000', () => [
  {
    name: 'open_home_visitors',
    columns: [
      tableId(),
      tableRef('customerId'),
      tableRef('listingId'),
      tableRef('officeId', true),
      tableRef('agentId', true),
      tableString('firstName', 100),
      tableString('lastName', 100, true),
      tableString('email', 254, true),
      tableString('phone', 40, true),
      tableString('notes', 2000, true),
      tableInstant('visitedAt'),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      { name: 'open_home_visitors_customer_visited', columnNames: ['customerId', 'visitedAt'] },
      { name: 'open_home_visitors_listing', columnNames: ['listingId'] },
      { name: 'open_home_visitors_office', columnNames: ['officeId'] },
      { name: 'open_home_visitors_agent', columnNames: ['agentId'] },
      { name: 'open_home_visitors_visited', columnNames: ['visitedAt'] },
    ],
  },
]);
