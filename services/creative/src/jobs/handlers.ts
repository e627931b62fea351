// /api/creative-jobs: queue previews and videos, check several, list them, read one's progress.
import { principalOf, reply, type ObjectStore, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/creative';
import type { RenderJobs } from './render-jobs.ts';
import type { JobStore } from './store.ts';
import type { CreativeJobRow } from './entities.ts';
import { toJobDto } from './dto.ts';

type JobOps = 'generatePreview' | 'generateVideo' | 'checkCreativeTemplateJobs' | 'listCreativeJobs' | 'getCreativeJob';

export function jobHandlers(d: { renderJobs: RenderJobs; store: JobStore; objects: ObjectStore }): SomeHandlers<operations, JobOps> {
  const dto = toJobDto(d.objects);
  /** The rows with their kit records, read in one query for the WAITING ones (the others need none). */
  const withProgress = async (rows: CreativeJobRow[]) => {
    const records = await d.store.records(rows.filter((r) => r.status === 'WAITING').map((r) => r.id));
    return rows.map((r) => dto(r, records.get(r.id) ?? null));
  };
  return {
    generatePreview: async (req, res) => reply(res, 202, dto(await d.renderJobs.generatePreview(principalOf(req), req.body), null)),
    generateVideo: async (req, res) => reply(res, 202, dto(await d.renderJobs.generateVideo(principalOf(req), req.body), null)),
    checkCreativeTemplateJobs: async (req, res) => {
      const jobs = await withProgress(await d.renderJobs.check(principalOf(req), req.body.ids));
      reply(res, 200, { jobs: jobs.map((j) => ({ id: j.id, status: j.status, progress: j.progress })) });
    },
    listCreativeJobs: async (req, res) => {
      const page = await d.renderJobs.list(principalOf(req), req.query);
      reply(res, 200, { items: await withProgress(page.items), count: page.count });
    },
    getCreativeJob: async (req, res) => {
      const [job] = await withProgress([await d.renderJobs.get(principalOf(req), req.params.jobId)]);
      reply(res, 200, job!);
    },
  };
}
