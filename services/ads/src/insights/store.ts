// The insights area's queries. It has no table of its own (tables.ts): it reads the campaigns area's
// campaigns and campaign_daily_insights, declared here a second time as an owned resource for the
// campaign-stats list (same owners as campaigns/store.ts; the agent scope borrows campaign_agents, which
// the campaigns area maintains), and writes the days its sync reads and the campaigns' totals.
import { Between, type SelectQueryBuilder } from 'typeorm';
import type { Jobs, OwnedKit, OwnedResource, Principal, ResourceListQuery } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { CampaignAgentEntity, CampaignEntity, DailyInsightEntity, type CampaignRow, type DailyInsightRow } from '../campaigns/entities.ts';
import { SYSTEM_OWNER, type CampaignStore, type CampaignTx } from '../campaigns/store.ts';
import type { DailyInsight } from '../campaigns/network/port.ts';
import type { ProjectionStore } from '../projections/store.ts';
import type { KnownNameRow } from '../projections/entities.ts';
import type { Counts, DaySums } from './rules.ts';

/** The job kind that reads live and recently completed campaigns' insights from their networks. */
export const SYNC_INSIGHTS_JOB = 'ads-sync-insights';

/** What narrows the campaigns an overview, the stats and their export read. */
export interface CampaignFilters {
  customerId?: string | undefined;
  officeId?: string | undefined;
  agentId?: string | undefined;
  /** Campaigns starting within (the stats' date range). */
  startFrom?: Date | undefined;
  startTo?: Date | undefined;
}

/** Never on a network, or refused there: nothing to show. */
const NOT_DELIVERING = ['CREATING', 'FAILED'];

export class InsightStore {
  readonly campaigns: OwnedResource<CampaignRow, 'ads'>;
  private readonly kit: OwnedKit<'ads'>;
  private readonly campaignStore: CampaignStore;
  private readonly projections: ProjectionStore;
  private readonly jobs: Jobs;

  constructor(kit: OwnedKit<'ads'>, deps: { campaignStore: CampaignStore; projections: ProjectionStore; jobs: Jobs }) {
    this.kit = kit;
    this.projections = deps.projections;
    this.campaignStore = deps.campaignStore;
    this.jobs = deps.jobs;
    this.campaigns = kit.resource({
      entity: CampaignEntity,
      alias: 'c',
      owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: CampaignAgentEntity, via: 'id' } },
      notFound: 'Campaign not found.',
      list: lists.listCampaignStats,
    });
  }

  /** A page of campaign stats the principal reaches. */
  page(principal: Principal, q: ResourceListQuery, filters: CampaignFilters) {
    return this.campaigns.list(principal, q, (qb) => void narrow(qb, filters));
  }

  /** Every campaign the stats' filters select, start time descending (ties by id, as the list breaks them), at most `limit`. */
  async all(principal: Principal, filters: CampaignFilters, limit: number): Promise<CampaignRow[]> {
    return narrow(await this.campaigns.query(principal), filters).orderBy('c.startTime', 'DESC').addOrderBy('c.id', 'DESC').take(limit).getMany();
  }

  get(principal: Principal, campaignId: string): Promise<CampaignRow> {
    return this.campaigns.get(principal, campaignId);
  }

  days(campaignId: string): Promise<DailyInsightRow[]> {
    return this.kit.ds.getRepository(DailyInsightEntity).find({ where: { campaignId }, order: { date: 'ASC' } });
  }

  /** The reached campaigns' delivery summed per day, from `from` to `to` (YYYY-MM-DD, both included). */
  async daySums(principal: Principal, filters: CampaignFilters, from: string, to: string): Promise<DaySums[]> {
    const raw = await this.withDays(await this.campaigns.query(principal), filters, from, to)
      .select('d.date', 'date')
      .addSelect('SUM(d.reach)', 'reach')
      .addSelect('SUM(d.impressions)', 'impressions')
      .addSelect('SUM(d.clicks)', 'clicks')
      .groupBy('d.date')
      .orderBy('d.date', 'ASC')
      .getRawMany<{ date: string; reach: string | number; impressions: string | number; clicks: string | number }>();
    return raw.map((r) => ({ date: r.date, reach: Number(r.reach), impressions: Number(r.impressions), clicks: Number(r.clicks) }));
  }

  /** The reached campaigns' impressions in the range, per campaign. */
  async impressionsByCampaign(principal: Principal, filters: CampaignFilters, from: string, to: string): Promise<Array<{ name: string; impressions: number }>> {
    const raw = await this.withDays(await this.campaigns.query(principal), filters, from, to)
      .select('c.id', 'id')
      .addSelect('c.name', 'name')
      .addSelect('SUM(d.impressions)', 'impressions')
      .groupBy('c.id')
      .addGroupBy('c.name')
      .getRawMany<{ name: string; impressions: string | number }>();
    return raw.map((r) => ({ name: r.name, impressions: Number(r.impressions) }));
  }

  private withDays(qb: SelectQueryBuilder<CampaignRow>, filters: CampaignFilters, from: string, to: string): SelectQueryBuilder<CampaignRow> {
    return narrow(qb, filters).innerJoin(DailyInsightEntity.options.name, 'd', 'd.campaignId = c.id').andWhere('d.date >= :dFrom AND d.date <= :dTo', { dFrom: from, dTo: to });
  }

  /** Agents' (and others') names, through the projections area's store. */
  names(ids: readonly string[]): Promise<Map<string, KnownNameRow>> {
    return this.projections.names(this.kit.ds.manager, ids);
  }

  // The sync

  /** The campaigns the sync may read (on a network, not deleted, live or completed); rules.ts's isSyncDue picks among them. */
  syncCandidates(): Promise<CampaignRow[]> {
    return this.campaignStore.liveOrCompleted();
  }

  /**
   * Replaces the campaign's days from `from` to `to` by those read (a replay replaces, never adds), then
   * writes its totals over all its days and when it was read, in one transaction.
   */
  async replaceDays(campaignId: string, from: string, to: string, read: readonly DailyInsight[], at: Date): Promise<void> {
    await this.campaignStore.transaction(async (tx: CampaignTx) => {
      const campaign = await this.campaignStore.lock(tx, campaignId);
      await tx.m.delete(DailyInsightEntity, { campaignId, date: Between(from, to) });
      const rows = read.filter((d) => d.date >= from && d.date <= to).map((d) => ({ campaignId, date: d.date, customerId: campaign.customerId, reach: d.reach, impressions: d.impressions, clicks: d.clicks, videoViews: d.videoViews, spend: d.spend }));
      if (rows.length) await tx.m.upsert(DailyInsightEntity, rows, ['campaignId', 'date']);
      const totals = await tx.m
        .createQueryBuilder(DailyInsightEntity, 'd')
        .select('COALESCE(SUM(d.reach), 0)', 'reach')
        .addSelect('COALESCE(SUM(d.impressions), 0)', 'impressions')
        .addSelect('COALESCE(SUM(d.clicks), 0)', 'clicks')
        .addSelect('COALESCE(SUM(d.videoViews), 0)', 'videoViews')
        .addSelect('COALESCE(SUM(d.spend), 0)', 'spend')
        .where('d.campaignId = :campaignId', { campaignId })
        .getRawOne<Record<keyof Counts, string | number>>();
      const counts = { reach: Number(totals?.reach ?? 0), impressions: Number(totals?.impressions ?? 0), clicks: Number(totals?.clicks ?? 0), videoViews: Number(totals?.videoViews ?? 0), spend: Number(totals?.spend ?? 0) };
      await this.campaignStore.write(tx, campaign, { ...counts, insightsSyncedAt: at });
    });
  }

  async syncQueued(): Promise<boolean> {
    return (await this.jobs.list({ kinds: [SYNC_INSIGHTS_JOB], status: 'queued', limit: 1 })).total > 0;
  }

  enqueueSync(): Promise<unknown> {
    return this.jobs.enqueue(SYNC_INSIGHTS_JOB, {}, { customerId: SYSTEM_OWNER }, { name: 'Campaign insights sync' });
  }
}

function narrow(qb: SelectQueryBuilder<CampaignRow>, f: CampaignFilters): SelectQueryBuilder<CampaignRow> {
  qb.andWhere('c.deleted = :notDeleted', { notDeleted: false }).andWhere('c.status NOT IN (:...notDelivering)', { notDelivering: NOT_DELIVERING });
  if (f.customerId) qb.andWhere('c.customerId = :fCustomer', { fCustomer: f.customerId });
  if (f.officeId) qb.andWhere('c.officeId = :fOffice', { fOffice: f.officeId });
  if (f.agentId) {
    const linked = qb.subQuery().select('fl.ownedId').from(CampaignAgentEntity, 'fl').where('fl.agentId = :fAgent').getQuery();
    qb.andWhere(`c.id IN ${linked}`, { fAgent: f.agentId });
  }
  if (f.startFrom) qb.andWhere('c.startTime >= :fStartFrom', { fStartFrom: f.startFrom });
  if (f.startTo) qb.andWhere('c.startTime <= :fStartTo', { fStartTo: f.startTo });
  return qb;
}
