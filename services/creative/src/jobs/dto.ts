// Jobs' rows to the contract's shapes: progress and message from the kit's record (rules.ts progressOf).
import type { JobRecord, ObjectStore } from '@adops/platform';
import type { components } from '@adops/openapi/generated/creative';
import type { CreativeJobRow } from './entities.ts';
import { progressOf } from './rules.ts';

type S = components['schemas'];

export const toJobDto = (objects: ObjectStore) => (j: CreativeJobRow, record: JobRecord | null): S['CreativeJob'] => ({
  id: j.id,
  jobId: j.id,
  kind: j.kind,
  status: j.status,
  ...progressOf(j.status, record),
  creativeTemplateId: j.creativeTemplateId,
  customerId: j.customerId,
  listingId: j.listingId,
  resourceId: j.resourceId,
  uploadPath: j.outputKey ? objects.cdnUrl(j.outputKey) : null,
  createdAt: j.createdAt.toISOString(),
  finishedAt: j.finishedAt ? j.finishedAt.toISOString() : null,
});
