// The leads, declared once for the owned-resource kit — a customer's, in the campaign's office, reached
// by the campaign's agents (the agent scope borrows campaign_agents, which the campaigns area keeps) —
// and their queries; what the intake reads of the campaigns area (campaigns, ad sets, through its store
// and ad_sets by the network's ad id here) and of the accounts area (the sealed app secrets), and the
// lead-poll jobs.
import { In, type SelectQueryBuilder } from 'typeorm';
import { keysetBatches, SYSTEM, type Jobs, type OwnedKit, type OwnedResource, type Principal, type ResourceListQuery } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import type { AccountStore } from '../accounts/store.ts';
import type { AdAccountRow } from '../accounts/entities.ts';
import { AdSetEntity, CampaignAgentEntity, CampaignEntity, type AdSetRow, type CampaignRow } from '../campaigns/entities.ts';
import { SYSTEM_OWNER, type CampaignStore, type CampaignTx } from '../campaigns/store.ts';
import type { NetworkProvider } from '../campaigns/network/port.ts';
import { LeadEntity, type LeadRow } from './entities.ts';

/** The job kind that fetches leads from the networks: one campaign's (input.campaignId), or every LEADS campaign's. */
export const POLL_LEADS_JOB = 'ads-poll-leads';

export interface PollLeadsInput {
  campaignId?: string;
}

/** What narrows the leads listed, exported and counted. */
export interface LeadFilters {
  customerId?: string | undefined;
  officeId?: string | undefined;
  campaignId?: string | undefined;
  agentId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export class LeadStore {
  readonly leads: OwnedResource<LeadRow, 'ads'>;
  private readonly kit: OwnedKit<'ads'>;
  private readonly campaignStore: CampaignStore;
  private readonly accountStore: AccountStore;
  private readonly jobs: Jobs;

  constructor(kit: OwnedKit<'ads'>, deps: { campaignStore: CampaignStore; accountStore: AccountStore; jobs: Jobs }) {
    this.kit = kit;
    this.campaignStore = deps.campaignStore;
    this.accountStore = deps.accountStore;
    this.jobs = deps.jobs;
    this.leads = kit.resource({
      entity: LeadEntity,
      alias: 'l',
      owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: CampaignAgentEntity, via: 'campaignId' } },
      notFound: 'Lead not found.',
      list: lists.listLeads,
    });
  }

  page(principal: Principal, q: ResourceListQuery, filters: LeadFilters) {
    return this.leads.list(principal, q, (qb) => void narrow(qb, filters));
  }

  /** Every lead the filters select, newest first, in batches read one after another (keyset paging): the CSV export. */
  async batches(principal: Principal, filters: LeadFilters): Promise<AsyncGenerator<LeadRow[]>> {
    return keysetBatches(narrow(await this.leads.query(principal), filters), { alias: 'l', sort: '-createdTime' });
  }

  async all(principal: Principal, filters: LeadFilters, limit: number): Promise<LeadRow[]> {
    // Ties broken by the id in the sort's direction, as the list and the streamed CSV break them.
    return narrow(await this.leads.query(principal), filters).orderBy('l.createdTime', 'DESC').addOrderBy('l.id', 'DESC').take(limit).getMany();
  }

  /** How many leads of the range each attributed agent has (null: none). */
  async countsByAgent(principal: Principal, filters: LeadFilters): Promise<Array<{ agentId: string | null; leads: number }>> {
    const raw = await narrow(await this.leads.query(principal), filters)
      .select('l.agentId', 'agentId')
      .addSelect('COUNT(*)', 'leads')
      .groupBy('l.agentId')
      .getRawMany<{ agentId: string | null; leads: string | number }>();
    return raw.map((r) => ({ agentId: r.agentId, leads: Number(r.leads) }));
  }

  /** The campaigns' names, for the leads listed. */
  async campaignNames(ids: readonly string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.kit.ds.getRepository(CampaignEntity).find({ where: { id: In([...new Set(ids)]) }, select: { id: true, name: true } });
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  // The intake

  transaction<T>(work: (tx: CampaignTx) => Promise<T>): Promise<T> {
    return this.campaignStore.transaction(work);
  }

  /** Whether the network's lead is kept already. */
  async has(tx: CampaignTx, provider: NetworkProvider, networkLeadId: string): Promise<boolean> {
    return (await tx.m.count(LeadEntity, { where: { provider, networkLeadId } })) > 0;
  }

  insert(tx: CampaignTx, lead: Omit<LeadRow, 'id' | 'createdAt'>): Promise<LeadRow> {
    return this.leads.insert(tx, lead);
  }

  /** The campaign read for update (its leads are then taken in one at a time). */
  lockCampaign(tx: CampaignTx, campaignId: string): Promise<CampaignRow> {
    return this.campaignStore.lock(tx, campaignId);
  }

  async countLead(tx: CampaignTx, campaign: CampaignRow): Promise<void> {
    await this.campaignStore.write(tx, campaign, { leadsCount: campaign.leadsCount + 1 });
  }

  /** The campaign's ad sets (which ad brought a lead), read from the campaigns area's ad_sets. */
  adSetsOf(campaignId: string): Promise<AdSetRow[]> {
    return this.kit.ds.getRepository(AdSetEntity).find({ where: { campaignId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  findCampaign(campaignId: string): Promise<CampaignRow | null> {
    return this.campaignStore.find(campaignId);
  }

  /** The latest created time of the campaign's kept leads: where its next poll starts. */
  async latestCreatedTime(campaignId: string): Promise<Date | null> {
    const row = await this.kit.ds.getRepository(LeadEntity).findOne({ where: { campaignId }, order: { createdTime: 'DESC' }, select: { id: true, createdTime: true } });
    return row?.createdTime ?? null;
  }

  /** Campaigns on a network that may bring leads (live or completed; the poll picks the LEADS ones). */
  pollCandidates(): Promise<CampaignRow[]> {
    return this.campaignStore.liveOrCompleted();
  }

  /** The campaigns whose ads (network ad ids) these are, with the account each runs in. */
  async campaignsOfAds(adExternalIds: readonly string[]): Promise<CampaignRow[]> {
    if (!adExternalIds.length) return [];
    const adSets = await this.kit.ds.getRepository(AdSetEntity).find({ where: { adExternalId: In([...adExternalIds]) }, select: { id: true, campaignId: true } });
    const ids = [...new Set(adSets.map((s) => s.campaignId))];
    return ids.length ? this.kit.ds.getRepository(CampaignEntity).find({ where: { id: In(ids), deleted: false } }) : [];
  }

  /** The accounts holding sealed credentials (the webhook looks for the app secret that signed it). */
  async accountsWithCredentials(): Promise<AdAccountRow[]> {
    return (await this.accountStore.accounts.query(SYSTEM)).andWhere('a.credentials IS NOT NULL').getMany();
  }

  // Jobs

  enqueuePoll(input: PollLeadsInput, owner: { customerId: string; officeId?: string | null }, name: string): Promise<unknown> {
    return this.jobs.enqueue(POLL_LEADS_JOB, input, owner, { name: name.slice(0, 200) });
  }

  /** Whether a poll of every campaign (no campaignId), or of this campaign, is waiting already. */
  async pollQueued(campaignId?: string): Promise<boolean> {
    const queued = await this.jobs.list({ kinds: [POLL_LEADS_JOB], status: 'queued', limit: 100 });
    return queued.items.some((j) => (j.input as PollLeadsInput).campaignId === campaignId);
  }

  enqueuePollAll(): Promise<unknown> {
    return this.enqueuePoll({}, { customerId: SYSTEM_OWNER }, 'Lead poll');
  }
}

function narrow(qb: SelectQueryBuilder<LeadRow>, f: LeadFilters): SelectQueryBuilder<LeadRow> {
  if (f.customerId) qb.andWhere('l.customerId = :fCustomer', { fCustomer: f.customerId });
  if (f.officeId) qb.andWhere('l.officeId = :fOffice', { fOffice: f.officeId });
  if (f.campaignId) qb.andWhere('l.campaignId = :fCampaign', { fCampaign: f.campaignId });
  if (f.agentId) qb.andWhere('l.agentId = :fAgent', { fAgent: f.agentId });
  if (f.from) qb.andWhere('l.createdTime >= :fFrom', { fFrom: f.from });
  if (f.to) qb.andWhere('l.createdTime <= :fTo', { fTo: f.to });
  return qb;
}
