// Render jobs as listed (creative_jobs), declared once for the owned-resource kit: staff read all; a
// dashboard user their customer's, narrowed to their offices or their agent like the listings they
// render. Their progress is the jobs kit's; their status is written by the job's ending.
import { In } from 'typeorm';
import { JobEntity, SYSTEM, toJobRecord, type Jobs, type JobOwner, type JobRecord, type OwnedResource, type Page, type Principal, type ResourceListQuery } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { CreativeJobAgentEntity, CreativeJobEntity, type CreativeJobRow } from './entities.ts';
import { JOB_MESSAGES, type RenderJobInput } from './rules.ts';
import type { CreativeKit, CreativeTx } from '../templates/store.ts';

/** The jobs kit's owner of a staff preview with sample facts: it belongs to no customer. */
export const SYSTEM_OWNER = '00000000-0000-0000-0000-000000000000';

export class JobStore {
  readonly kit: CreativeKit;
  readonly jobs: OwnedResource<CreativeJobRow, 'creative'>;
  private readonly queue: Jobs;

  constructor(kit: CreativeKit, queue: Jobs) {
    this.kit = kit;
    this.queue = queue;
    this.jobs = kit.resource({
      entity: CreativeJobEntity,
      alias: 'j',
      owners: { customer: 'customerId', office: { column: 'officeIds', many: true }, agent: { links: CreativeJobAgentEntity, of: (r) => r.agentIds } },
      notFound: JOB_MESSAGES.notFound,
      list: lists.listCreativeJobs,
    });
  }

  /** The row and its kit job, in the request's transaction: both are written or neither. */
  async enqueue(tx: CreativeTx, kind: string, row: Omit<CreativeJobRow, 'id' | 'createdAt' | 'status' | 'outputKey' | 'finishedAt'>, input: RenderJobInput): Promise<CreativeJobRow> {
    const owner: JobOwner = { customerId: row.customerId ?? SYSTEM_OWNER, officeId: row.officeIds[0] ?? null, agentId: row.agentIds[0] ?? null };
    const job = await this.queue.enqueue(kind, input, owner, { manager: tx.m, createdBy: row.createdBy, name: `${input.kind === 'VIDEO' ? 'Video' : 'Preview'} of template ${input.creativeTemplateId}` });
    // The row as stored (the kit sets its createdAt): the 202's job reads as a later GET of it does.
    return this.jobs.insert(tx, { ...row, id: job.id, status: 'WAITING', outputKey: null, finishedAt: null });
  }

  list(principal: Principal, q: ResourceListQuery, narrow: Partial<Pick<CreativeJobRow, 'creativeTemplateId' | 'kind' | 'status' | 'listingId'>>): Promise<Page<CreativeJobRow>> {
    return this.jobs.list(principal, q, narrow);
  }

  /** The rows of these ids the principal reaches (the others are left out). */
  async reachable(principal: Principal, ids: string[]): Promise<CreativeJobRow[]> {
    return (await this.jobs.query(principal)).andWhere('j.id IN (:...ids)', { ids }).getMany();
  }

  /** The kit's records of these jobs (their progress), by id: one query, whatever the page's size. */
  async records(ids: string[]): Promise<Map<string, JobRecord>> {
    if (!ids.length) return new Map();
    const rows = await this.kit.ds.manager.find(JobEntity, { where: { id: In(ids) } });
    return new Map(rows.map((r) => [r.id, toJobRecord(r)]));
  }

  /** The row as the system sees it, locked, in a job ending's transaction; null when it is gone. */
  async lockForEnding(tx: CreativeTx, id: string): Promise<CreativeJobRow | null> {
    return (await this.jobs.queryForUpdate(tx, SYSTEM)).andWhere('j.id = :id', { id }).getOne();
  }
}
