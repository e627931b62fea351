// The resources table (issue 29) and the projection of who may create them: resources are indexed for the list's default order within a customer (newest
// first) and for the reference search, which is also what keeps a reference unique per customer.
import { tableBool, tableId, tableInstant, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

export const CreateResources1765000029100 = tablesMigration('CreateResources1765000029100', () => [
  {
    name: 'resources',
    columns: [
      tableId(),
      tableRef('customerId'),
      tableText('officeIds'),
      tableString('reference', 40),
      tableString('name', 300),
      tableString('title', 300, true),
      tableString('message', 2000, true),
      tableString('description', 2000, true),
      tableString('type', 20),
      tableText('imageIds'),
      tableText('sourceImageIds'),
      tableText('videos'),
      tableText('publicUrls'),
      tableBool('isPublished', true),
      tableBool('isCopiedResource', false),
      tableRef('createdByUserId'),
      tableString('createdByEmail', 254),
      tableString('createdByName', 200, true),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      { name: 'resources_customer_reference', columnNames: ['customerId', 'reference'], isUnique: true },
      { name: 'resources_customer_created', columnNames: ['customerId', 'createdAt'] },
      { name: 'resources_created', columnNames: ['createdAt'] },
    ],
  },
  {
    // The customer's dashboard's enableCreateResourceRoles, from the customer context's dashboard events.
    name: 'known_dashboard_resource_roles',
    columns: [tableId('customerId'), tableRef('dashboardId'), tableText('roles', true), tableBool('deleted', false), tableInstant('eventAt')],
  },
]);
