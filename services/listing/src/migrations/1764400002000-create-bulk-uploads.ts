// Bulk-upload batches, their rows' outcomes and their distributions. (bulkId, rowNumber) is unique:
// a batch job that runs again after a crash can never make a row's listing twice.
import { tableId, tableInstant, tableInt, tableRef, tableString, tablesMigration } from '@adops/platform';

export const CreateBulkUploads1764400002000 = tablesMigration('CreateBulkUploads1764400002000', () => [
  {
    name: 'bulk_uploads',
    columns: [
      tableId(),
      tableRef('customerId'),
      tableRef('officeId', true),
      tableRef('agentId', true),
      tableString('name', 200),
      tableString('format', 10),
      tableString('status', 20),
      tableInt('total'),
      tableInt('done'),
      tableInt('failed'),
      tableString('objectKey', 300),
      tableRef('jobId', true),
      tableString('error', 1000, true),
      tableRef('createdBy', true),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
      tableInstant('finishedAt', true),
    ],
    indexes: [
      { name: 'bulk_uploads_customer_created', columnNames: ['customerId', 'createdAt'] },
      { name: 'bulk_uploads_office', columnNames: ['officeId'] },
      { name: 'bulk_uploads_agent', columnNames: ['agentId'] },
      { name: 'bulk_uploads_created', columnNames: ['createdAt'] },
    ],
  },
  {
    name: 'bulk_upload_rows',
    columns: [tableId(), tableRef('bulkId'), tableInt('rowNumber'), tableRef('listingId', true), tableString('error', 1000, true), tableInstant('createdAt')],
    indexes: [{ name: 'bulk_upload_rows_bulk_row', columnNames: ['bulkId', 'rowNumber'], isUnique: true }],
  },
  {
    name: 'bulk_distributions',
    columns: [
      tableId(),
      tableRef('bulkId'),
      tableRef('customerId'),
      tableRef('officeId', true),
      tableRef('agentId', true),
      tableRef('storeId'),
      tableRef('createdBy', true),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [{ name: 'bulk_distributions_bulk_store', columnNames: ['bulkId', 'storeId'], isUnique: true }],
  },
]);
