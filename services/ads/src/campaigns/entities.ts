// The campaigns the ads context builds from ready orders, their ad sets (one ad each), their daily
// insights, and the simulator's own record of what it was asked to run.
import { EntitySchema } from 'typeorm';
import { agentLinksEntity, bigintColumn, boolColumn, idColumn, instantColumn, intColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { CampaignSpec, CreativeSpec, NetworkKind, NetworkProvider, Targeting } from './network/port.ts';

/**
 * CREATING: recorded, not yet created on the network (or its creation was cut short: a job recovers it
 * by its reference, never creating it twice); FAILED: the network refused it for good (the reason is kept).
 * The others are the network's, as last read.
 */
export type CampaignStatus = 'CREATING' | 'PENDING_REVIEW' | 'SCHEDULED' | 'ACTIVE' | 'PAUSED' | 'COMPLETED' | 'REJECTED' | 'DELETED' | 'FAILED';

export interface CampaignRow {
  id: string;
  kind: NetworkKind;
  customerId: string;
  officeId: string | null;
  agentIds: string[];
  orderId: string;
  orderNumber: number;
  productId: string;
  templateId: string;
  adAccountId: string;
  provider: NetworkProvider;
  /** The network's campaign id; null until created. */
  externalId: string | null;
  name: string;
  status: CampaignStatus;
  startTime: Date;
  endTime: Date;
  /** Minor units of currency. */
  lifetimeBudget: number;
  currency: string;
  listingIds: string[];
  resourceIds: string[];
  /** Whether it is a housing ad (a property listing's), and what the housing guardrail changed. */
  isHousing: boolean;
  housingAdjustments: string[];
  /** Why the network rejected an ad, or why creation failed. */
  reviewReasons: string[];
  /** What was (or is to be) sent to the network: the spec built from the template and the order. */
  spec: CampaignSpec;
  /** Totals of the daily insights, kept with the campaign for lists and the order. */
  reach: number;
  impressions: number;
  clicks: number;
  videoViews: number;
  spend: number;
  leadsCount: number;
  insightsSyncedAt: Date | null;
  deleted: boolean;
  completedAt: Date | null;
  /** Network errors met creating it so far (migration 1765000027510). */
  creationAttempts: number;
  /** When creation is tried again after a network error; null while a job is queued or once created. */
  nextAttemptAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const CampaignEntity = new EntitySchema<CampaignRow>({
  name: 'Campaign',
  tableName: 'campaigns',
  columns: {
    id: idColumn,
    kind: stringColumn(10),
    customerId: refColumn(),
    officeId: refColumn(true),
    agentIds: jsonColumn(),
    orderId: refColumn(),
    orderNumber: intColumn,
    productId: refColumn(),
    templateId: refColumn(),
    adAccountId: refColumn(),
    provider: stringColumn(20),
    externalId: stringColumn(100, true),
    name: stringColumn(300),
    status: stringColumn(20),
    startTime: instantColumn(),
    endTime: instantColumn(),
    lifetimeBudget: bigintColumn(),
    currency: stringColumn(3),
    listingIds: jsonColumn(),
    resourceIds: jsonColumn(),
    isHousing: boolColumn,
    housingAdjustments: jsonColumn(),
    reviewReasons: jsonColumn(),
    spec: jsonColumn(),
    reach: bigintColumn(),
    impressions: bigintColumn(),
    clicks: bigintColumn(),
    videoViews: bigintColumn(),
    spend: bigintColumn(),
    leadsCount: intColumn,
    insightsSyncedAt: instantColumn(true),
    deleted: boolColumn,
    completedAt: instantColumn(true),
    creationAttempts: intColumn,
    nextAttemptAt: instantColumn(true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

/** A campaign's agents, for the agent scope (an agent reaches the campaigns of their orders). */
export const CampaignAgentEntity = agentLinksEntity('CampaignAgent', 'campaign_agents');

export type ReviewState = 'PENDING' | 'APPROVED' | 'REJECTED';

/** An ad set with its one ad. */
export interface AdSetRow {
  id: string;
  campaignId: string;
  customerId: string;
  officeId: string | null;
  agentIds: string[];
  externalId: string | null;
  name: string;
  targeting: Targeting;
  lifetimeBudget: number;
  adExternalId: string | null;
  creative: CreativeSpec;
  reviewStatus: ReviewState;
  reviewReasons: string[];
  createdAt: Date;
  updatedAt: Date;
}

export const AdSetEntity = new EntitySchema<AdSetRow>({
  name: 'AdSet',
  tableName: 'ad_sets',
  columns: {
    id: idColumn,
    campaignId: refColumn(),
    customerId: refColumn(),
    officeId: refColumn(true),
    agentIds: jsonColumn(),
    externalId: stringColumn(100, true),
    name: stringColumn(300),
    targeting: jsonColumn(),
    lifetimeBudget: bigintColumn(),
    adExternalId: stringColumn(100, true),
    creative: jsonColumn(),
    reviewStatus: stringColumn(10),
    reviewReasons: jsonColumn(),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const AdSetAgentEntity = agentLinksEntity('AdSetAgent', 'ad_set_agents');

/** One day of a campaign's delivery, as the network reported it (replaced when read again). */
export interface DailyInsightRow {
  campaignId: string;
  date: string;
  customerId: string;
  reach: number;
  impressions: number;
  clicks: number;
  videoViews: number;
  spend: number;
}

export const DailyInsightEntity = new EntitySchema<DailyInsightRow>({
  name: 'DailyInsight',
  tableName: 'campaign_daily_insights',
  columns: {
    campaignId: { ...refColumn(), primary: true },
    date: { type: 'varchar', length: 10, primary: true },
    customerId: refColumn(),
    reach: bigintColumn(),
    impressions: bigintColumn(),
    clicks: bigintColumn(),
    videoViews: bigintColumn(),
    spend: bigintColumn(),
  },
});

/** The simulator's memory (simulator state by key): what it was asked to run survives a restart. */
export interface SimulatorStateRow {
  key: string;
  value: string;
  updatedAt: Date;
}

export const SimulatorStateEntity = new EntitySchema<SimulatorStateRow>({
  name: 'SimulatorState',
  tableName: 'simulator_state',
  columns: { key: { type: 'varchar', length: 200, primary: true }, value: { type: 'text' }, updatedAt: instantColumn() },
});

export const campaignEntities = [CampaignEntity, CampaignAgentEntity, AdSetEntity, AdSetAgentEntity, DailyInsightEntity, SimulatorStateEntity];
