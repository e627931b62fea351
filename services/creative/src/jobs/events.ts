// What the jobs area publishes: creative_job.ended (payload CreativeJobEndedData in openapi/creative) with
// the output's public URL when the render succeeded, in the transaction that ends the job.
import type { CreativeJobRow } from './entities.ts';

export const jobEnded = (row: CreativeJobRow, uploadPath: string | null) => ({
  type: 'creative_job.ended' as const,
  subject: row.id,
  customerId: row.customerId,
  data: {
    jobId: row.id,
    kind: row.kind,
    status: row.status,
    creativeTemplateId: row.creativeTemplateId,
    customerId: row.customerId,
    listingId: row.listingId,
    resourceId: row.resourceId,
    uploadPath,
  },
});
