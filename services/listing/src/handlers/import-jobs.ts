// /api/import-jobs: store fetches and demo imports as jobs, their list, state, stop and rerun.
import { principalOf as who, reply, type SomeHandlers } from '@adops/platform';
import type { ImportJob, operations } from '@adops/openapi/generated/listing';
import { IMPORT_JOB_SEARCH_FIELDS, type ImportJobRecord, type ImportJobs } from '../import-jobs.ts';

type ImportJobOps = 'createImportJob' | 'listImportJobs' | 'createDemoImportJob' | 'getImportJobSearchFields' | 'getImportJob' | 'stopImportJob' | 'rerunImportJob';

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

export function importJobHandlers({ importJobs }: { importJobs: ImportJobs }): SomeHandlers<operations, ImportJobOps> {
  return {
    createImportJob: async (req, res) => reply(res, 202, toImportJobDto(await importJobs.create(who(req), req.body))),
    createDemoImportJob: async (req, res) => reply(res, 202, toImportJobDto(await importJobs.demo(who(req), req.body.customerId))),
    listImportJobs: async (req, res) => {
      const page = await importJobs.list(who(req), req.query);
      reply(res, 200, { items: page.items.map(toImportJobDto), count: page.count });
    },
    getImportJobSearchFields: async (_req, res) => reply(res, 200, { items: [...IMPORT_JOB_SEARCH_FIELDS] }),
    getImportJob: async (req, res) => reply(res, 200, toImportJobDto(await importJobs.get(who(req), req.params.jobId))),
    stopImportJob: async (req, res) => reply(res, 200, toImportJobDto(await importJobs.stop(who(req), req.params.jobId))),
    rerunImportJob: async (req, res) => reply(res, 202, toImportJobDto(await importJobs.rerun(who(req), req.params.jobId))),
  };
}
