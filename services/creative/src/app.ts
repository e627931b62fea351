// The creative service module: its spec, tables, handlers, render jobs and consumers, for its own process
// (main.ts, worker.ts) and for the embedded default alike. Wiring only: each area's store and use cases,
// handed to its handlers, its job kinds and its consumers.
import { fileURLToPath } from 'node:url';
import type { operations } from '@adops/openapi/generated/creative';
import { completeHandlers, createJobs, createObjectStore, customerReferencesSubscription, defineModule, loadOutboundPolicy, loadStorageConfig, mergeSubscriptions, OwnedKit, PendingObjects, prepareObjectStore } from '@adops/platform';
import { creativeMigrations, creativeTables } from './tables.ts';
import { creativeConfig } from './config.ts';
import { createRenderer } from './jobs/rendering/index.ts';
import { TemplateStore } from './templates/store.ts';
import { CreativeTemplates } from './templates/templates.ts';
import { templateHandlers } from './templates/handlers.ts';
import { ensureSampleTemplates } from './templates/sample-templates.ts';
import { FileStore } from './files/store.ts';
import { TemplateFiles } from './files/files.ts';
import { SharedAssets } from './files/shared-assets.ts';
import { AssetUploads } from './files/uploads.ts';
import { fileHandlers } from './files/handlers.ts';
import { JobStore } from './jobs/store.ts';
import { RenderJobs } from './jobs/render-jobs.ts';
import { RenderJob } from './jobs/render-job.ts';
import { jobHandlers } from './jobs/handlers.ts';
import { PREVIEW_JOB, VIDEO_JOB } from './jobs/rules.ts';
import { ProjectionStore } from './projections/store.ts';
import { namesSubscription, subjectsSubscription } from './projections/events.ts';

export const creativeSpecPath = fileURLToPath(new URL('../../../openapi/generated/creative.openapi.yaml', import.meta.url));

export const creativeModule = defineModule({
  name: 'creative',
  specPath: creativeSpecPath,
  entities: creativeTables,
  migrations: creativeMigrations,
  async create(ctx) {
    const settings = creativeConfig();
    const objects = createObjectStore(loadStorageConfig(ctx.config));
    const pending = new PendingObjects(ctx.dataSource, objects);
    const kit = new OwnedKit(ctx.dataSource, ctx.outbox);
    const templateStore = new TemplateStore(kit);
    const fileStore = new FileStore(kit);
    const projections = new ProjectionStore();
    const files = new TemplateFiles({ store: fileStore, templates: templateStore, objects, log: ctx.log });
    const templates = new CreativeTemplates(templateStore, fileStore, files);
    const sharedAssets = new SharedAssets(fileStore, files);
    const uploads = new AssetUploads({ store: fileStore, files, objects, pending, log: ctx.log });
    // Renders run on the jobs kit: in this process in the embedded default, on the worker in clusters
    // (JOBS_RUNNER). The browser starts on the first render and is closed when the module stops.
    const jobs = createJobs(ctx);
    const jobStore = new JobStore(kit, jobs);
    const renderer = createRenderer({ chromiumPath: settings.chromiumPath, stepTimeoutMs: settings.renderStepTimeoutMs });
    const renderJob = new RenderJob({ store: jobStore, templates: templateStore, files: fileStore, projections, objects, policy: loadOutboundPolicy(), renderer, log: ctx.log });
    jobs.define(PREVIEW_JOB, renderJob);
    jobs.define(VIDEO_JOB, renderJob);
    const renderJobs = new RenderJobs({ store: jobStore, templates: templateStore, files: fileStore, projections });
    let stopSweeps: (() => void) | undefined;
    return {
      handlers: completeHandlers<operations>({
        ...templateHandlers({ templates, objects }),
        ...fileHandlers({ files, sharedAssets, uploads, objects }),
        ...jobHandlers({ renderJobs, store: jobStore, objects }),
      }),
      // Outside production and tests, an empty context gets two published sample templates (templates/sample-templates.ts).
      onStart: async () => {
        stopSweeps = await prepareObjectStore(objects, pending, ctx.log);
        if (settings.sampleTemplates ?? ctx.config.mode === 'development') await ensureSampleTemplates(templateStore, templates);
      },
      onStop: async () => {
        stopSweeps?.();
        await renderer.close();
      },
      // The listing context's listings and resources and the customer context's names fill the bindings;
      // which customers exist (customer tags) is the platform's customer_references.
      subscription: mergeSubscriptions('creative', [customerReferencesSubscription('creative'), subjectsSubscription(projections), namesSubscription(projections)]),
    };
  },
});
