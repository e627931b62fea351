// /api/import-jobs: store fetches and demo imports as jobs, their list, state, stop and rerun.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/listing';
import { IMPORT_JOB_SEARCH_FIELDS, type ImportJobs } from './import-jobs.ts';
import { toImportJobDto } from './dto.ts';

type ImportJobOps = 'createImportJob' | 'listImportJobs' | 'createDemoImportJob' | 'getImportJobSearchFields' | 'getImportJob' | 'stopImportJob' | 'rerunImportJob';

export function importJobHandlers({ importJobs }: { importJobs: ImportJobs }): SomeHandlers<operations, ImportJobOps> {
  return {
    createImportJob: async (req, res) => reply(res, 202, toImportJobDto(await importJobs.create(principalOf(req), req.body))),
    createDemoImportJob: async (req, res) => reply(res, 202, toImportJobDto(await importJobs.demo(principalOf(req), req.body.customerId))),
    listImportJobs: async (req, res) => {
      const page = await importJobs.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map(toImportJobDto), count: page.count });
    },
    getImportJobSearchFields: async (_req, res) => reply(res, 200, { items: [...IMPORT_JOB_SEARCH_FIELDS] }),
    getImportJob: async (req, res) => reply(res, 200, toImportJobDto(await importJobs.get(principalOf(req), req.params.jobId))),
    stopImportJob: async (req, res) => reply(res, 200, toImportJobDto(await importJobs.stop(principalOf(req), req.params.jobId))),
    rerunImportJob: async (req, res) => reply(res, 202, toImportJobDto(await importJobs.rerun(principalOf(req), req.params.jobId))),
  };
}
