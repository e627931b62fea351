// Render jobs from the API (003 §4, §7; 002 §4; 000 §7 generateVideo): queue a preview or a video, check
// several, list them, read one's progress. Who may render what: staff any template (with sample facts
// when no listing or resource is named); a dashboard user a template open to their customer, for a
// listing or resource they reach. The job and its row are written in one transaction with the request.
import { forbidden, invalidField, invalidFields, isStaff, notFound, scopeOf, type Principal, type ResourceListQuery } from '@adops/platform';
import type { components } from '@adops/openapi/generated/creative';
import type { CreativeJobRow } from './entities.ts';
import type { JobStore } from './store.ts';
import type { CreativeTx, TemplateStore } from '../templates/store.ts';
import type { FileStore } from '../files/store.ts';
import type { ProjectionStore } from '../projections/store.ts';
import type { KnownSubjectRow } from '../projections/rules.ts';
import { firstEmptyFile, TEMPLATE_MESSAGES } from '../templates/rules.ts';
import { jobAgents, JOB_MESSAGES, PREVIEW_JOB, subjectReachable, templateUsable, VIDEO_JOB, videoTemplateFor } from './rules.ts';

type S = components['schemas'];

export interface RenderJobsDeps {
  store: JobStore;
  templates: TemplateStore;
  files: FileStore;
  projections: ProjectionStore;
}

export class RenderJobs {
  private readonly deps: RenderJobsDeps;

  constructor(deps: RenderJobsDeps) {
    this.deps = deps;
  }

  generatePreview(principal: Principal, input: S['RenderRequest']): Promise<CreativeJobRow> {
    return this.queue(principal, 'PREVIEW', input);
  }

  generateVideo(principal: Principal, input: S['RenderRequest']): Promise<CreativeJobRow> {
    if (!input.listingId && !input.resourceId) throw invalidField('/body', JOB_MESSAGES.subjectRequired);
    return this.queue(principal, 'VIDEO', input);
  }

  private queue(principal: Principal, kind: S['CreativeJobKind'], input: S['RenderRequest']): Promise<CreativeJobRow> {
    if (input.listingId && input.resourceId) throw invalidField('/body/resourceId', JOB_MESSAGES.oneSubject);
    const staff = isStaff(principal);
    // A dashboard user renders for one of their listings or resources, never a bare template.
    if (!staff && !input.listingId && !input.resourceId) throw invalidField('/body', JOB_MESSAGES.subjectRequired);
    return this.deps.store.kit.transaction(async (tx) => {
      const subject = await this.subjectOf(tx, principal, input);
      const customerId = subject?.customerId ?? null;
      const template = await this.templateFor(tx, principal, kind, input.creativeTemplateId, customerId);
      const empty = firstEmptyFile(await this.deps.files.filesOf(tx, template.id));
      if (empty !== null) throw invalidFields([{ path: '/body/creativeTemplateId', message: TEMPLATE_MESSAGES.emptyFile(empty) }]);
      return this.deps.store.enqueue(
        tx,
        kind === 'VIDEO' ? VIDEO_JOB : PREVIEW_JOB,
        { kind, creativeTemplateId: template.id, customerId, officeIds: subject?.officeIds ?? [], agentIds: jobAgents(subject, principal), listingId: input.listingId ?? null, resourceId: input.resourceId ?? null, createdBy: principal.userId },
        { kind, creativeTemplateId: template.id, listingId: input.listingId ?? null, resourceId: input.resourceId ?? null },
      );
    });
  }

  /** The listing or resource named, when the caller reaches it (another customer's reads as unknown: 404). */
  private async subjectOf(tx: CreativeTx, principal: Principal, input: S['RenderRequest']): Promise<KnownSubjectRow | null> {
    const named = input.listingId ? { kind: 'listing' as const, id: input.listingId, message: JOB_MESSAGES.listingNotFound } : input.resourceId ? { kind: 'resource' as const, id: input.resourceId, message: JOB_MESSAGES.resourceNotFound } : null;
    if (!named) return null;
    const subject = await this.deps.projections.subject(tx, named.kind, named.id);
    if (!subject || !subjectReachable(scopeOf(principal), subject, principal.officeIds)) throw notFound(named.message);
    return subject;
  }

  /** The template named (404 when none or, for a dashboard user, one not open to their customer), or a video's default. */
  private async templateFor(tx: CreativeTx, principal: Principal, kind: S['CreativeJobKind'], id: string | undefined, customerId: string | null) {
    const staff = isStaff(principal);
    if (!id) {
      if (kind === 'PREVIEW') throw invalidField('/body/creativeTemplateId', JOB_MESSAGES.templateRequired);
      const chosen = customerId ? videoTemplateFor(await this.deps.templates.publishedVideoTemplates(tx), customerId) : null;
      if (!chosen) throw invalidField('/body/creativeTemplateId', JOB_MESSAGES.noVideoTemplate);
      return chosen;
    }
    const template = await this.deps.templates.find(tx, id);
    if (!template || !templateUsable(template, staff, customerId ?? principal.customerId ?? null)) throw notFound(TEMPLATE_MESSAGES.notFound);
    if (!staff && !principal.customerId) throw forbidden();
    return template;
  }

  list(principal: Principal, q: ResourceListQuery & { creativeTemplateId?: string; kind?: S['CreativeJobKind']; status?: S['CreativeJobStatus']; listingId?: string }) {
    return this.deps.store.list(principal, q, { creativeTemplateId: q.creativeTemplateId, kind: q.kind, status: q.status, listingId: q.listingId });
  }

  get(principal: Principal, id: string): Promise<CreativeJobRow> {
    return this.deps.store.jobs.get(principal, id);
  }

  /** 002 §4: the jobs named that the caller may see, in the order asked; the others are left out. */
  async check(principal: Principal, ids: string[]): Promise<CreativeJobRow[]> {
    const byId = new Map((await this.deps.store.reachable(principal, ids)).map((r) => [r.id, r]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }
}
