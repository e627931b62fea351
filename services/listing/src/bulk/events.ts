// What the bulk uploads publish, built in one place from the batch as written (payload schema
// BulkUploadCompletedEvent in openapi/listing).
import type { BulkUploadRow } from './entities.ts';

export const bulkUploadCompleted = (batch: BulkUploadRow, done: number, failed: number) => ({
  type: 'bulk_upload.completed' as const,
  subject: batch.id,
  customerId: batch.customerId,
  data: { bulkId: batch.id, customerId: batch.customerId, officeId: batch.officeId, total: batch.total, created: done - failed, failed },
});
