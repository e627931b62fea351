// /api/bulk-uploads: upload a csv, xlsx or zip as a batch, list batches with their progress, read one
// with its row errors, distribute one to a store and serve it as a REAXML feed.
import { badRequest, principalOf as who, reply, uploadedFile, type SomeHandlers } from '@adops/platform';
import type { BulkDistribution, BulkUpload, operations } from '@adops/openapi/generated/listing';
import type { BulkUploads, BatchView } from '../bulk-uploads.ts';
import type { BulkDistributionRow } from '../persistence/bulk-entities.ts';

type BulkOps = 'createBulkUpload' | 'listBulkUploads' | 'getBulkUpload' | 'distributeBulkUpload' | 'getBulkDistributionFeed';

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

const toDistributionDto = (d: BulkDistributionRow): BulkDistribution => ({
  id: d.id,
  bulkId: d.bulkId,
  customerId: d.customerId,
  storeId: d.storeId,
  feedUrl: feedPath(d),
  createdAt: d.createdAt.toISOString(),
});

export function bulkUploadHandlers({ bulkUploads }: { bulkUploads: BulkUploads }): SomeHandlers<operations, BulkOps> {
  return {
    createBulkUpload: async (req, res) => {
      const file = uploadedFile(req);
      if (!file) throw badRequest('The file part \'file\' is missing.', [{ path: '/body/file', message: 'required' }]);
      const { customerId, officeId, agentId, name } = req.body as { customerId?: string; officeId?: string; agentId?: string; name?: string };
      reply(res, 202, toBulkUploadDto(await bulkUploads.create(who(req), file, { customerId, officeId, agentId, name })));
    },
    listBulkUploads: async (req, res) => {
      const page = await bulkUploads.list(who(req), req.query);
      reply(res, 200, { items: page.items.map(toBulkUploadDto), count: page.count });
    },
    getBulkUpload: async (req, res) => {
      const { batch, errors } = await bulkUploads.get(who(req), req.params.bulkId);
      reply(res, 200, { ...toBulkUploadDto(batch), errors, error: batch.error });
    },
    distributeBulkUpload: async (req, res) => {
      const { distribution, created } = await bulkUploads.distribute(who(req), req.params.bulkId, req.body.storeId);
      reply(res, created ? 201 : 200, toDistributionDto(distribution));
    },
    getBulkDistributionFeed: async (req, res) => {
      const xml = await bulkUploads.feed(who(req), req.params.bulkId, req.params.distributionId);
      res.status(200).type('application/xml').send(xml);
    },
  };
}
