// Render jobs as the creative context lists them (003 §7 jobs/latest, 002 §4 checkCreativeTemplateJobs):
// one row per job of the jobs kit (same id), with what it renders and whose it is, so lists filter by
// template, kind and status and the owned-resource kit scopes them. The status mirrors the kit's job:
// WAITING until its ending's transaction writes SUCCESS (with the output's key), FAILED or STOPPED.
// Progress and the message are the kit's job record's.
import { EntitySchema } from 'typeorm';
import { agentLinksEntity, idColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { components } from '@adops/openapi/generated/creative';

type S = components['schemas'];

export interface CreativeJobRow {
  id: string;
  kind: S['CreativeJobKind'];
  status: S['CreativeJobStatus'];
  creativeTemplateId: string;
  /** Whose the render is: the listing's or resource's customer; null for a staff preview with sample facts. */
  customerId: string | null;
  officeIds: string[];
  agentIds: string[];
  listingId: string | null;
  resourceId: string | null;
  outputKey: string | null;
  createdBy: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export const CreativeJobEntity = new EntitySchema<CreativeJobRow>({
  name: 'CreativeJob',
  tableName: 'creative_jobs',
  columns: {
    id: idColumn,
    kind: stringColumn(10),
    status: stringColumn(10),
    creativeTemplateId: refColumn(),
    customerId: refColumn(true),
    officeIds: jsonColumn(),
    agentIds: jsonColumn(),
    listingId: refColumn(true),
    resourceId: refColumn(true),
    outputKey: stringColumn(500, true),
    createdBy: refColumn(true),
    createdAt: instantColumn(),
    finishedAt: instantColumn(true),
  },
});

/** A listing job's agents (the kit keeps it from agentIds): an agent's scope reads its listings' renders. */
export const CreativeJobAgentEntity = agentLinksEntity('CreativeJobAgent', 'creative_job_agents');

export const jobEntities = [CreativeJobEntity, CreativeJobAgentEntity];
