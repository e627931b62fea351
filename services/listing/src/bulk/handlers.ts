// /api/bulk-uploads: upload a csv, xlsx or zip as a batch, list batches with their progress, read one
// with its row errors, distribute one to a store and serve it as a REAXML feed.
import { badRequest, principalOf, reply, uploadedFile, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/listing';
import type { BulkUploads } from './bulk-uploads.ts';
import { toBulkUploadDto, toDistributionDto } from './dto.ts';

type BulkOps = 'createBulkUpload' | 'listBulkUploads' | 'getBulkUpload' | 'distributeBulkUpload' | 'getBulkDistributionFeed';

export function bulkUploadHandlers({ bulkUploads }: { bulkUploads: BulkUploads }): SomeHandlers<operations, BulkOps> {
  return {
    createBulkUpload: async (req, res) => {
      const file = uploadedFile(req);
      if (!file) throw badRequest('The file part \'file\' is missing.', [{ path: '/body/file', message: 'required' }]);
      const { customerId, officeId, agentId, name } = req.body as { customerId?: string; officeId?: string; agentId?: string; name?: string };
      reply(res, 202, toBulkUploadDto(await bulkUploads.create(principalOf(req), file, { customerId, officeId, agentId, name }, req.header('Idempotency-Key') ?? undefined)));
    },
    listBulkUploads: async (req, res) => {
      const page = await bulkUploads.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(toBulkUploadDto), count: page.count });
    },
    getBulkUpload: async (req, res) => {
      const { batch, errors } = await bulkUploads.get(principalOf(req), req.params.bulkId);
      reply(res, 200, { ...toBulkUploadDto(batch), errors, error: batch.error });
    },
    distributeBulkUpload: async (req, res) => {
      const { distribution, created } = await bulkUploads.distribute(principalOf(req), req.params.bulkId, req.body.storeId);
      reply(res, created ? 201 : 200, toDistributionDto(distribution));
    },
    getBulkDistributionFeed: async (req, res) => {
      const xml = await bulkUploads.feed(principalOf(req), req.params.bulkId, req.params.distributionId);
      res.status(200).type('application/xml').send(xml);
    },
  };
}
