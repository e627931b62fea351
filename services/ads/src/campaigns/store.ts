// The campaigns area's store: campaigns and their ad sets declared for the owned-resource kit (a
// customer's, by office and agents), the jobs that create them on their networks and follow their
// statuses, the simulated network's memory (simulator_state), and what campaign building reads of the
// other areas (ad accounts, templates, the projections), as the system: an event carries no principal;
// and the administration's reads as the caller reaches them (lists by kind, ad sets, listings' campaigns).
import { In, IsNull, LessThanOrEqual, Not, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { containsClause, containsPattern, isDuplicateKey, keysetBatches, narrowByTrigrams, notFound, SYSTEM, type Jobs, type OwnedKit, type OwnedResource, type Page, type Principal, type ResourceListQuery, type Tx } from '@adops/platform';
import type { AccountStore } from '../accounts/store.ts';
import type { AccountKind, AdAccountRow } from '../accounts/entities.ts';
import type { ProjectionStore } from '../projections/store.ts';
import type { CampaignTemplateStore } from '../campaign-templates/store.ts';
import type { CampaignTemplateRow } from '../campaign-templates/entities.ts';
import type { KnownListingRow, KnownNameRow, KnownResourceRow } from '../projections/entities.ts';
import type { SimulatorState } from './network/simulator-state.ts';
import { AdSetAgentEntity, AdSetEntity, CampaignAgentEntity, CampaignEntity, SimulatorStateEntity, type AdSetRow, type CampaignRow, type CampaignStatus, type ReviewState } from './entities.ts';
import { LIVE_STATUSES, SETTLED_STATUSES } from './rules.ts';
import { lists } from '@adops/openapi/generated/lists';
import type { NetworkKind } from './network/port.ts';

export type CampaignTx = Tx<'ads'>;

/** The job kind that creates one campaign on its network. */
export const CREATE_CAMPAIGN_JOB = 'ads-create-campaign';
/** The job kind that reads live campaigns' statuses from their networks (and queues creations due again). */
export const SYNC_CAMPAIGNS_JOB = 'ads-sync-campaigns';

export interface CreateCampaignInput {
  campaignId: string;
}

const agentIdsOf = (row: { agentIds: string[] }) => row.agentIds;

export class CampaignStore {
  readonly kit: OwnedKit<'ads'>;
  readonly campaigns: OwnedResource<CampaignRow, 'ads'>;
  readonly adSets: OwnedResource<AdSetRow, 'ads'>;
  private readonly accountStore: AccountStore;
  private readonly projections: ProjectionStore;
  private readonly templates: CampaignTemplateStore;
  private readonly jobs: Jobs;

  constructor(kit: OwnedKit<'ads'>, deps: { accountStore: AccountStore; projections: ProjectionStore; templates: CampaignTemplateStore; jobs: Jobs }) {
    this.kit = kit;
    this.accountStore = deps.accountStore;
    this.projections = deps.projections;
    this.templates = deps.templates;
    this.jobs = deps.jobs;
    this.campaigns = kit.resource({
      entity: CampaignEntity,
      alias: 'c',
      owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: CampaignAgentEntity, of: agentIdsOf } },
      notFound: 'Campaign not found.',
    });
    this.adSets = kit.resource({
      entity: AdSetEntity,
      alias: 's',
      owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: AdSetAgentEntity, of: agentIdsOf } },
      notFound: 'Ad set not found.',
    });
  }

  /** The inbox's (or a job's) transaction as the kit's. */
  within(m: EntityManager): CampaignTx {
    return this.kit.within(m);
  }

  transaction<T>(work: (tx: CampaignTx) => Promise<T>): Promise<T> {
    return this.kit.transaction(work);
  }

  // Campaign building

  /** The campaign an order's product and template made already, if any: a redelivered order.ready finds it. */
  made(tx: CampaignTx, orderId: string, productId: string, templateId: string): Promise<CampaignRow | null> {
    return tx.m.findOne(CampaignEntity, { where: { orderId, productId, templateId } });
  }

  /** Records a campaign with its ad sets (and, while it is CREATING, the job that creates it) in the caller's transaction. */
  async insert(tx: CampaignTx, campaign: Omit<CampaignRow, 'createdAt' | 'updatedAt'>, adSets: Array<Omit<AdSetRow, 'createdAt' | 'updatedAt'>>): Promise<CampaignRow> {
    const row = await this.campaigns.insert(tx, campaign);
    for (const adSet of adSets) await this.adSets.insert(tx, adSet);
    if (row.status === 'CREATING') await this.enqueueCreation(tx, row);
    return row;
  }

  async enqueueCreation(tx: CampaignTx, campaign: Pick<CampaignRow, 'id' | 'customerId' | 'officeId' | 'name'>): Promise<void> {
    const input: CreateCampaignInput = { campaignId: campaign.id };
    await this.jobs.enqueue(CREATE_CAMPAIGN_JOB, input, { customerId: campaign.customerId, officeId: campaign.officeId }, { manager: tx.m, name: `Create campaign ${campaign.name}`.slice(0, 200) });
  }

  /** The account of a kind by our id; null when there is none of that kind. */
  account(tx: CampaignTx, kind: AccountKind, id: string): Promise<AdAccountRow | null> {
    return this.accountStore.ofKind(tx, kind, id);
  }

  /** The customer's own account of a kind, else one any customer may use (the oldest first): null when neither exists. */
  async defaultAccount(tx: CampaignTx, kind: AccountKind, customerId: string): Promise<AdAccountRow | null> {
    const qb = await this.accountStore.accounts.query(SYSTEM, tx.m);
    const rows = await qb
      .andWhere('a.kind = :kind', { kind })
      .andWhere('(a.customerId = :customerId OR a.customerId IS NULL)', { customerId })
      .orderBy('a.createdAt', 'ASC')
      .addOrderBy('a.id', 'ASC')
      .getMany();
    return rows.find((r) => r.customerId === customerId) ?? rows.find((r) => r.customerId === null) ?? null;
  }

  /** A template by id, whoever's it is, through the campaign templates area's declaration. */
  template(tx: CampaignTx, id: string): Promise<CampaignTemplateRow | null> {
    return this.templates.templates.find(SYSTEM, id, tx.m);
  }

  listings(tx: CampaignTx, ids: readonly string[]): Promise<KnownListingRow[]> {
    return this.projections.listings(tx.m, ids);
  }

  /** A RESOURCE order's resources that are known, not deleted and the customer's, in the order named. */
  async resources(tx: CampaignTx, ids: readonly string[], customerId: string): Promise<KnownResourceRow[]> {
    return (await this.projections.knownResources(tx.m, ids)).filter((r) => !r.deleted && r.customerId === customerId);
  }

  names(tx: CampaignTx, ids: readonly string[]): Promise<Map<string, KnownNameRow>> {
    return this.projections.names(tx.m, ids);
  }

  // Creation and status

  find(id: string, m?: EntityManager): Promise<CampaignRow | null> {
    return this.campaigns.find(SYSTEM, id, m);
  }

  /** The campaign read for update in the caller's transaction. */
  lock(tx: CampaignTx, id: string): Promise<CampaignRow> {
    return this.campaigns.lock(tx, SYSTEM, id);
  }

  write(tx: CampaignTx, current: CampaignRow, changes: Partial<CampaignRow>): Promise<CampaignRow> {
    return this.campaigns.write(tx, current, changes);
  }

  /** A campaign's ad sets, in the caller's transaction. */
  adSetsIn(tx: CampaignTx, campaignId: string): Promise<AdSetRow[]> {
    return tx.m.find(AdSetEntity, { where: { campaignId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async writeAdSet(tx: CampaignTx, current: AdSetRow, changes: Partial<AdSetRow>): Promise<void> {
    await this.adSets.write(tx, current, changes);
  }

  /**
   * How many campaigns an order makes: its products' templates, less those that could not be made
   * (FAILED), which will never complete. All of them are recorded with order.ready, before any is created.
   */
  countOfOrder(tx: CampaignTx, orderId: string): Promise<number> {
    return tx.m.count(CampaignEntity, { where: { orderId, status: Not('FAILED') } });
  }

  /** Created campaigns whose status may still change, oldest first. */
  live(): Promise<CampaignRow[]> {
    return this.onNetwork(LIVE_STATUSES);
  }

  /** Created campaigns that are live or completed (those with delivery and leads to read), oldest first. */
  liveOrCompleted(): Promise<CampaignRow[]> {
    return this.onNetwork([...LIVE_STATUSES, 'COMPLETED']);
  }

  private onNetwork(statuses: readonly CampaignStatus[]): Promise<CampaignRow[]> {
    return this.kit.ds.getRepository(CampaignEntity).find({ where: { status: In([...statuses]), externalId: Not(IsNull()), deleted: false }, order: { createdAt: 'ASC' } });
  }

  /** Campaigns whose creation met a network error and is due again. */
  dueForRetry(now: Date): Promise<CampaignRow[]> {
    return this.kit.ds.getRepository(CampaignEntity).find({ where: { status: 'CREATING', nextAttemptAt: LessThanOrEqual(now) }, order: { nextAttemptAt: 'ASC' } });
  }

  /** A creation whose job ended without settling the campaign (it failed, or its runner died too often) is tried again at `at`. */
  async retryLater(m: EntityManager, campaignId: string, at: Date): Promise<void> {
    await m.update(CampaignEntity, { id: campaignId, status: 'CREATING', nextAttemptAt: IsNull() }, { nextAttemptAt: at });
  }

  /** Whether any campaign on the account is not over (an account with running campaigns is not unlinked). */
  async hasRunningCampaigns(adAccountId: string, tx: CampaignTx): Promise<boolean> {
    return (await tx.m.count(CampaignEntity, { where: { adAccountId, status: Not(In([...SETTLED_STATUSES])) } })) > 0;
  }

  /** Whether a sync job is waiting already (the timer then queues none). */
  async syncQueued(): Promise<boolean> {
    return (await this.jobs.list({ kinds: [SYNC_CAMPAIGNS_JOB], status: 'queued', limit: 1 })).total > 0;
  }

  enqueueSync(): Promise<unknown> {
    return this.jobs.enqueue(SYNC_CAMPAIGNS_JOB, {}, { customerId: SYSTEM_OWNER }, { name: 'Campaign status sync' });
  }

  // Administration (campaign-admin.ts, ad-sets.ts): what the caller reaches, by kind

  /** The social and display lists: one resource each, for their own x-list (50 and 25 a page). */
  private adminLists?: Record<NetworkKind, OwnedResource<CampaignRow, 'ads'>>;

  private listOf(kind: NetworkKind): OwnedResource<CampaignRow, 'ads'> {
    this.adminLists ??= {
      social: this.kit.resource({ ...this.campaigns.declaration, list: lists.listCampaigns }),
      display: this.kit.resource({ ...this.campaigns.declaration, list: lists.listGdnCampaigns }),
    };
    return this.adminLists[kind];
  }

  /** A page of the kind's campaigns the principal reaches, deleted ones left out. */
  adminPage(principal: Principal, kind: NetworkKind, q: ResourceListQuery, filters: CampaignListFilters): Promise<Page<CampaignRow>> {
    return this.listOf(kind).list(principal, q, (qb) => void narrowCampaigns(qb, kind, filters));
  }

  /**
   * Every campaign of the kind the filters select, newest first (ties by id, newest first too), in batches read
   * one after another (keyset paging, data/keyset.ts): the export, of any size in bounded memory.
   */
  async adminBatches(principal: Principal, kind: NetworkKind, filters: CampaignListFilters): Promise<AsyncGenerator<CampaignRow[]>> {
    const qb = narrowCampaigns(await this.campaigns.query(principal), kind, filters);
    if (filters.search) {
      qb.andWhere(containsClause('c.name', 'cSearch'), { cSearch: containsPattern(filters.search) });
      await narrowByTrigrams(qb, 'c', ['name'], filters.search);
    }
    return keysetBatches(qb, { alias: 'c', sort: '-createdAt' });
  }

  /** A campaign of the kind the principal reaches (a deleted one too: lists leave it out, its page shows it), else 404. */
  async reachedCampaign(principal: Principal, kind: NetworkKind, id: string): Promise<CampaignRow> {
    const row = await this.campaigns.get(principal, id);
    if (row.kind !== kind) throw notFound(this.campaigns.declaration.notFound);
    return row;
  }

  /** Any campaign the principal reaches (social or display), else 404: the parent of its ad sets. */
  reachedAnyCampaign(principal: Principal, id: string): Promise<CampaignRow> {
    return this.campaigns.get(principal, id);
  }

  private adSetList?: OwnedResource<AdSetRow, 'ads'>;

  /** A page of the ad sets the principal reaches, of campaigns not deleted. */
  adSetPage(principal: Principal, q: ResourceListQuery, filters: AdSetListFilters): Promise<Page<AdSetRow>> {
    this.adSetList ??= this.kit.resource({ ...this.adSets.declaration, list: lists.listAllAdSets });
    return this.adSetList.list(principal, q, (qb) => {
      const deleted = qb.subQuery().select('dc.id').from(CampaignEntity, 'dc').where('dc.deleted = :dcDeleted').getQuery();
      qb.andWhere(`s.campaignId NOT IN ${deleted}`, { dcDeleted: true });
      if (filters.customerId) qb.andWhere('s.customerId = :sCustomer', { sCustomer: filters.customerId });
      if (filters.campaignId) qb.andWhere('s.campaignId = :sCampaign', { sCampaign: filters.campaignId });
      if (filters.reviewStatus) qb.andWhere('s.reviewStatus = :sReview', { sReview: filters.reviewStatus });
    });
  }

  /** An ad set the principal reaches, else 404. */
  reachedAdSet(principal: Principal, id: string): Promise<AdSetRow> {
    return this.adSets.get(principal, id);
  }

  /** Inside a write: the ad set read for update as the principal reaches it, else 404. */
  lockAdSet(tx: CampaignTx, principal: Principal, id: string): Promise<AdSetRow> {
    return this.adSets.lock(tx, principal, id);
  }

  /** The customers of the listings known to the listing projection (deleted ones are not), by listing id. */
  async listingCustomers(listingIds: readonly string[]): Promise<Map<string, string>> {
    return new Map((await this.projections.listings(this.kit.ds.manager, listingIds)).map((l) => [l.id, l.customerId]));
  }

  /** The campaigns the principal reaches that name any of the listings (deleted ones too): what their status is derived from. */
  async ofListings(principal: Principal, listingIds: readonly string[]): Promise<Array<Pick<CampaignRow, 'listingIds' | 'status' | 'deleted'>>> {
    if (!listingIds.length) return [];
    const qb = await this.campaigns.query(principal);
    // listingIds is a JSON array stored as text: each id as a quoted element.
    const clauses = listingIds.map((_, i) => `c.listingIds LIKE :cListing${i}`);
    qb.andWhere(`(${clauses.join(' OR ')})`, Object.fromEntries(listingIds.map((id, i) => [`cListing${i}`, `%"${id}"%`])));
    return qb.select(['c.id', 'c.listingIds', 'c.status', 'c.deleted']).getMany();
  }
}

export interface AdSetListFilters {
  customerId?: string | undefined;
  campaignId?: string | undefined;
  reviewStatus?: ReviewState | undefined;
}

/** The list's and the export's filters; an undefined one filters nothing. */
export interface CampaignListFilters {
  customerId?: string | undefined;
  orderId?: string | undefined;
  status?: CampaignStatus | undefined;
  listingId?: string | undefined;
  search?: string | undefined;
}

function narrowCampaigns(qb: SelectQueryBuilder<CampaignRow>, kind: NetworkKind, f: CampaignListFilters): SelectQueryBuilder<CampaignRow> {
  qb.andWhere('c.kind = :cKind', { cKind: kind }).andWhere('c.deleted = :cDeleted', { cDeleted: false });
  if (f.customerId) qb.andWhere('c.customerId = :cCustomer', { cCustomer: f.customerId });
  if (f.orderId) qb.andWhere('c.orderId = :cOrder', { cOrder: f.orderId });
  if (f.status) qb.andWhere('c.status = :cStatus', { cStatus: f.status });
  if (f.listingId) qb.andWhere('c.listingIds LIKE :cListing', { cListing: `%"${f.listingId}"%` });
  return qb;
}

/**
 * The owner recorded on the status-sync job, which works for every customer: the jobs table needs one,
 * and no customer's job list shows a job of this all-zero id.
 */
export const SYSTEM_OWNER = '00000000-0000-0000-0000-000000000000';

/** The simulated network's memory in simulator_state: a simulated campaign outlives a restart as a real one does. */
export class SimulatorStateStore implements SimulatorState {
  private readonly ds: DataSource;

  constructor(ds: DataSource) {
    this.ds = ds;
  }

  async get(key: string): Promise<string | null> {
    return (await this.ds.getRepository(SimulatorStateEntity).findOne({ where: { key } }))?.value ?? null;
  }

  async insert(key: string, json: string): Promise<boolean> {
    try {
      await this.ds.getRepository(SimulatorStateEntity).insert({ key, value: json, updatedAt: new Date() });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async put(key: string, json: string): Promise<void> {
    await this.ds.getRepository(SimulatorStateEntity).update({ key }, { value: json, updatedAt: new Date() });
  }
}
