// Batches and distributions as the API shows them (openapi/listing BulkUpload, BulkDistribution).
import type { BulkDistribution, BulkUpload } from '@adops/openapi/generated/listing';
import type { BatchView } from './bulk-uploads.ts';
import type { BulkDistributionRow } from './entities.ts';

/** Rows read of all, as a whole percent; 100 once the batch completed. */
const percentOf = (b: BatchView) => (b.status === 'completed' ? 100 : b.total ? Math.min(100, Math.floor((b.done * 100) / b.total)) : 0);

export const toBulkUploadDto = (b: BatchView): BulkUpload => ({
  id: b.id,
  customerId: b.customerId,
  officeId: b.officeId,
  agentId: b.agentId,
  name: b.name,
  format: b.format,
  status: b.status,
  total: b.total,
  done: b.done,
  failed: b.failed,
  percent: percentOf(b),
  createdAt: b.createdAt.toISOString(),
  finishedAt: b.finishedAt ? b.finishedAt.toISOString() : null,
});

const feedPath = (d: BulkDistributionRow) => `/api/bulk-uploads/${d.bulkId}/distributions/${d.id}/feed`;

export const toDistributionDto = (d: BulkDistributionRow): BulkDistribution => ({
  id: d.id,
  bulkId: d.bulkId,
  customerId: d.customerId,
  storeId: d.storeId,
  feedUrl: feedPath(d),
  createdAt: d.createdAt.toISOString(),
});
