// Import jobs as the API shows them (openapi/listing ImportJob): the job's record with its input spelled out.
import type { ImportJob } from '@adops/openapi/generated/listing';
import type { ImportJobRecord } from './import-jobs.ts';

export const toImportJobDto = (j: ImportJobRecord): ImportJob => ({
  id: j.id,
  customerId: j.customerId,
  storeId: j.input.storeId,
  name: j.name,
  source: j.input.source,
  propertyGroups: j.input.propertyGroups as ImportJob['propertyGroups'],
  listingUrls: j.input.listingUrls,
  status: j.status,
  total: j.total,
  done: j.done,
  failed: j.failed,
  progressPercent: j.progressPercent,
  result: j.result,
  error: j.error,
  createdAt: j.createdAt.toISOString(),
  startedAt: j.startedAt?.toISOString() ?? null,
  finishedAt: j.finishedAt?.toISOString() ?? null,
  rerunOf: j.rerunOf,
});
