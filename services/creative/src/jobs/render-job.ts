// The render job on the creative worker (jobs kit kinds creative.preview and creative.video): it reads the
// template, its files, the shared assets and the listing's or resource's facts, reads the bound images'
// bytes, renders in the sandboxed headless Chromium (rendering/) and stores the PNG or MP4 in the object
// store under the job's own key, so a run repeated after a crash overwrites what the first one wrote. The
// job's ending writes the status (and a preview's upload on its template) in its own transaction, with
// the creative_job.ended event.
import { mkdtemp, rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from 'typeorm';
import { type AddressPolicy, type JobKind, type JobRecord, type Logger, type ObjectStore, type RunningJob } from '@adops/platform';
import type { Renderer, ServedAsset } from './rendering/index.ts';
import type { TemplateStore } from '../templates/store.ts';
import type { FileStore } from '../files/store.ts';
import type { CreativeFileRow } from '../files/entities.ts';
import type { ProjectionStore } from '../projections/store.ts';
import type { JobStore } from './store.ts';
import { bindingsOf, sampleBindings, type BindingPlan } from './bindings.ts';
import { fetchBoundImages } from './media.ts';
import { jobEnded } from './events.ts';
import type { RenderJobInput, RenderJobResult } from './rules.ts';

export interface RenderJobDeps {
  store: JobStore;
  templates: TemplateStore;
  files: FileStore;
  projections: ProjectionStore;
  objects: ObjectStore;
  policy: AddressPolicy;
  renderer: Renderer;
  log: Logger;
}

async function readAll(objects: ObjectStore, key: string): Promise<Buffer> {
  const stored = await objects.get(key);
  if (!stored) throw new Error(`the object ${key} is missing`);
  const parts: Buffer[] = [];
  for await (const chunk of stored.body) parts.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
}

export class RenderJob implements JobKind<RenderJobInput, RenderJobResult> {
  private readonly deps: RenderJobDeps;

  constructor(deps: RenderJobDeps) {
    this.deps = deps;
  }

  async run(job: RunningJob<RenderJobInput>): Promise<RenderJobResult> {
    const { input } = job;
    const { template, files, shared, plan } = await this.deps.store.kit.transaction(async (tx) => {
      const template = await this.deps.templates.find(tx, input.creativeTemplateId);
      if (!template) throw new Error('the template was deleted');
      const subjectId = input.listingId ?? input.resourceId;
      const subject = subjectId ? await this.deps.projections.subject(tx, input.listingId ? 'listing' : 'resource', subjectId) : null;
      if (subjectId && !subject) throw new Error('the listing or resource was deleted');
      const plan: BindingPlan = subject ? bindingsOf(subject, await this.deps.projections.names(tx, [subject.customerId, ...subject.agentIds])) : sampleBindings();
      return { template, files: await this.deps.files.filesOf(tx, template.id), shared: await this.deps.files.sharedFiles(tx), plan };
    });
    await job.progress(5, 100);
    const templateFiles = await Promise.all(files.map(async (f) => ({ fileName: f.fileName, fileType: f.fileType, content: f.content, bytes: f.storageKey ? await readAll(this.deps.objects, f.storageKey) : null })));
    const images = await fetchBoundImages({ objects: this.deps.objects, policy: this.deps.policy, log: job.log }, plan.images);
    for (const path of images.missing) for (const [name, value] of Object.entries(plan.bindings)) if (value === path) plan.bindings[name] = '';
    const assets: ServedAsset[] = [...images.assets, ...(await this.sharedAssets(shared, new Set(files.map((f) => f.fileName))))];
    await job.progress(10, 100);
    const base = `creative/jobs/${job.id}`;
    if (input.kind === 'PREVIEW') {
      const result = await this.deps.renderer.renderPreview({ files: templateFiles, bindings: plan.bindings, assets });
      if (result.blockedRequests.length) job.log.info({ blocked: result.blockedRequests.slice(0, 20) }, 'creative: the template asked for addresses outside its files (refused)');
      const key = `${base}/preview.png`;
      await this.deps.objects.put(key, Readable.from([result.png]), { contentType: 'image/png' });
      return { outputKey: key };
    }
    const dir = await mkdtemp(join(tmpdir(), 'adops-creative-'));
    try {
      const outputPath = join(dir, 'video.mp4');
      const progress = (percent: number) => void job.progress(10 + Math.floor(percent * 0.85), 100).catch(() => undefined);
      const result = await this.deps.renderer.renderVideo({ files: templateFiles, bindings: plan.bindings, assets, outputPath, audioOptions: template.audioOptions }, progress);
      if (result.blockedRequests.length) job.log.info({ blocked: result.blockedRequests.slice(0, 20) }, 'creative: the template asked for addresses outside its files (refused)');
      const key = `${base}/video.mp4`;
      await this.deps.objects.put(key, createReadStream(result.mp4Path), { contentType: 'video/mp4' });
      return { outputKey: key };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * Shared fonts and icons, served beside index.html by their file name (the custom files guide: a template
   * refers to them as to its own files; a template's own file of the same name wins) and at shared/<assetKey>.
   */
  private async sharedAssets(shared: readonly CreativeFileRow[], own: ReadonlySet<string>): Promise<ServedAsset[]> {
    const served: ServedAsset[] = [];
    for (const a of shared) {
      if (!a.storageKey) continue;
      const bytes = await readAll(this.deps.objects, a.storageKey);
      const contentType = a.mediaType ?? undefined;
      const names = [...(own.has(a.fileName) ? [] : [a.fileName]), ...(a.assetKey ? [`shared/${a.assetKey}`] : [])];
      for (const fileName of names) served.push({ fileName, bytes, ...(contentType ? { contentType } : {}) });
    }
    return served;
  }

  async onCompleted(record: JobRecord<RenderJobInput, RenderJobResult>, manager: EntityManager): Promise<void> {
    const tx = this.deps.store.kit.within(manager);
    const row = await this.deps.store.lockForEnding(tx, record.id);
    if (!row) return;
    const finishedAt = record.finishedAt ?? new Date();
    const outputKey = record.result?.outputKey ?? null;
    const next = await this.deps.store.jobs.write(tx, row, { status: 'SUCCESS', outputKey, finishedAt });
    // 003 §4: the latest SUCCESS preview's upload is the template's preview.
    if (row.kind === 'PREVIEW' && outputKey && !row.listingId && !row.resourceId) await this.deps.templates.recordPreview(tx, row.creativeTemplateId, { key: outputKey, jobId: row.id, at: finishedAt });
    await tx.record(jobEnded(next, outputKey ? this.deps.objects.cdnUrl(outputKey) : null));
  }

  async onStoppedOrFailed(record: JobRecord<RenderJobInput, RenderJobResult>, manager: EntityManager): Promise<void> {
    const tx = this.deps.store.kit.within(manager);
    const row = await this.deps.store.lockForEnding(tx, record.id);
    if (!row) return;
    const next = await this.deps.store.jobs.write(tx, row, { status: record.status === 'stopped' ? 'STOPPED' : 'FAILED', finishedAt: record.finishedAt ?? new Date() });
    await tx.record(jobEnded(next, null));
  }
}
