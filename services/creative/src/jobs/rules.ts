// Render jobs' pure rules: who may render what, how a job's status and message read (003 §4, §8), and
// which template a listing's video uses. Messages are the spec's where it gives one.
import { reachesOwnedRow, type Scope } from '@adops/platform';
import type { components } from '@adops/openapi/generated/creative';
import type { JobRecord } from '@adops/platform';
import type { KnownSubjectRow } from '../projections/rules.ts';
import { openTo, type CreativeTemplateRow } from '../templates/rules.ts';

type S = components['schemas'];

export const JOB_MESSAGES = {
  notFound: 'Creative job not found.',
  /** 003 §8: a failed preview or video. */
  failed: 'Error while generating preview',
  stopped: 'The render was stopped.',
  waiting: 'Waiting for the renderer',
  rendering: 'Rendering',
  done: 'Done',
  subjectRequired: 'A listing or a resource is required.',
  oneSubject: 'Name a listing or a resource, not both.',
  noVideoTemplate: 'No video template is available.',
  templateRequired: 'Creative template is required.',
  listingNotFound: 'Listing not found.',
  resourceNotFound: 'Resource not found.',
} as const;

export const PREVIEW_JOB = 'creative.preview';
export const VIDEO_JOB = 'creative.video';

/** What a render job's run is handed (the jobs kit's input). */
export interface RenderJobInput {
  kind: S['CreativeJobKind'];
  creativeTemplateId: string;
  listingId: string | null;
  resourceId: string | null;
}

export interface RenderJobResult {
  outputKey: string;
}

/**
 * Whether the scope reaches a listing or resource: a listing by its customer, office and agents (the
 * platform's reachesOwnedRow); a resource has no agents, so an agent or branch user reaches it through
 * their own offices (003 §6: those in one of their agent's offices).
 */
export function subjectReachable(scope: Scope, subject: Pick<KnownSubjectRow, 'customerId' | 'officeIds' | 'agentIds' | 'kind'>, principalOffices: readonly string[]): boolean {
  if (subject.kind === 'resource' && scope.level === 'agent') return subject.customerId === scope.customerId && subject.officeIds.some((o) => principalOffices.includes(o));
  return reachesOwnedRow(scope, subject);
}

/**
 * The agents whose users see a job (the jobs list's agent scope): a listing's agents; a resource has none,
 * so its job is its creator's agent's (an agent who renders a resource follows that render).
 */
export function jobAgents(subject: Pick<KnownSubjectRow, 'kind' | 'agentIds'> | null, creator: { agentId?: string | null }): string[] {
  if (subject?.kind === 'listing') return subject.agentIds;
  return creator.agentId ? [creator.agentId] : [];
}

/** Whether a caller may render this template: staff any; a dashboard user one open to their customer (003 §6, templates/rules.ts). */
export const templateUsable = (template: CreativeTemplateRow, staff: boolean, customerId: string | null) => staff || (customerId !== null && openTo(template, customerId));

/** generateVideo without a template: the newest published VIDEO template open to the customer. */
export const videoTemplateFor = (templates: readonly CreativeTemplateRow[], customerId: string) => templates.find((t) => t.renderType === 'VIDEO' && openTo(t, customerId)) ?? null;

/** The contract's status of a jobs-kit status: WAITING while queued or running (003 §4 shows WAITING and SUCCESS). */
export function jobStatusOf(status: JobRecord['status']): S['CreativeJobStatus'] {
  switch (status) {
    case 'completed':
      return 'SUCCESS';
    case 'failed':
      return 'FAILED';
    case 'stopped':
      return 'STOPPED';
    default:
      return 'WAITING';
  }
}

/** A job's progress (0–100) and message, from its kit record when one is still there, else from its status. */
export function progressOf(status: S['CreativeJobStatus'], record: Pick<JobRecord, 'status' | 'progressPercent' | 'total'> | null): { progress: number; message: string } {
  if (status === 'SUCCESS') return { progress: 100, message: JOB_MESSAGES.done };
  if (status === 'FAILED') return { progress: 100, message: JOB_MESSAGES.failed };
  if (status === 'STOPPED') return { progress: 100, message: JOB_MESSAGES.stopped };
  if (!record || record.status === 'queued') return { progress: 0, message: JOB_MESSAGES.waiting };
  // A running job's percent stays below 100 until its ending's transaction says SUCCESS.
  return { progress: Math.min(99, record.progressPercent), message: JOB_MESSAGES.rendering };
}
