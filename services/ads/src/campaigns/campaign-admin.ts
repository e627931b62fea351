// Campaign administration (001 §2, §7): the social and display campaigns listed (50 and 25 a page),
// read, changed and deleted — on their network first, through the ad-network port, then here — exported
// as CSV, a display campaign refreshed from its network on demand, and listings' derived campaign
// statuses (001 §4). Tenancy comes with the store's owned resources: out of reach is 404.
import { conflict, invalidFields, Problem, scopeOf, type Principal, type ResourceListQuery } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import type { CampaignRow } from './entities.ts';
import type { CampaignNetworks } from './campaign-networks.ts';
import type { CampaignChange, NetworkCampaign, NetworkKind } from './network/port.ts';
import { ADMIN_MESSAGES, budgetCoverErrors, isChangeable, listingStatuses } from './admin-rules.ts';
import type { CampaignListFilters, CampaignStore, CampaignTx } from './store.ts';
import { campaignLinkChanged } from '../reports/events.ts';

export type CampaignListQuery = NonNullable<operations['listCampaigns']['parameters']['query']>;
export type CampaignExportQuery = NonNullable<operations['exportCampaigns']['parameters']['query']>;
export type UpdateCampaignBody = operations['updateCampaign']['requestBody']['content']['application/json'];

/** The campaign's report short link now, if it has one (the reports area's): campaign.updated carries it. */
export type ReportShortUrlOf = (tx: CampaignTx, campaignId: string) => Promise<string | null>;

export interface CampaignAdminDeps {
  store: CampaignStore;
  networks: CampaignNetworks;
  clock: () => Date;
  reportShortUrl: ReportShortUrlOf;
  /** Reads a campaign's insights from its network now (the insights area's sync of one campaign). */
  refreshInsights: (campaign: CampaignRow) => Promise<unknown>;
}

const filtersOf = (q: Partial<CampaignExportQuery>): CampaignListFilters => ({ customerId: q.customerId, orderId: q.orderId, status: q.status, listingId: q.listingId, search: q.search });

/** A call to a campaign's network; its failure is the network's (502 with its reason), not ours. */
export async function askNetwork<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const reason = String((error as Error)?.message ?? error).slice(0, 500) || 'no reason given';
    throw new Problem(502, 'Bad Gateway', ADMIN_MESSAGES.networkRefused(reason), { errors: [{ path: '/network', message: reason }] });
  }
}

export class CampaignAdmin {
  private readonly store: CampaignStore;
  private readonly networks: CampaignNetworks;
  private readonly clock: () => Date;
  private readonly reportShortUrl: ReportShortUrlOf;
  private readonly refreshInsights: (campaign: CampaignRow) => Promise<unknown>;

  constructor(deps: CampaignAdminDeps) {
    this.store = deps.store;
    this.networks = deps.networks;
    this.clock = deps.clock;
    this.reportShortUrl = deps.reportShortUrl;
    this.refreshInsights = deps.refreshInsights;
  }

  list(principal: Principal, kind: NetworkKind, q: CampaignListQuery) {
    const { customerId, orderId, status, listingId, ...paging } = q;
    return this.store.adminPage(principal, kind, paging as ResourceListQuery, filtersOf({ customerId, orderId, status, listingId }));
  }

  /** The campaigns the CSV export selects: the list's filters, no paging and no cap, in batches (streamed). */
  exportBatches(principal: Principal, kind: NetworkKind, q: CampaignExportQuery): Promise<AsyncGenerator<CampaignRow[]>> {
    return this.store.adminBatches(principal, kind, filtersOf(q));
  }

  get(principal: Principal, kind: NetworkKind, id: string): Promise<CampaignRow> {
    return this.store.reachedCampaign(principal, kind, id);
  }

  /**
   * Applies the change on the network, then stores it with the status the network answers (through
   * the status recording, so a change that completes it publishes campaign.completed); a new name
   * publishes campaign.updated for the order's copy.
   */
  async update(principal: Principal, kind: NetworkKind, id: string, body: UpdateCampaignBody): Promise<CampaignRow> {
    const campaign = await this.store.reachedCampaign(principal, kind, id);
    if (!isChangeable(campaign)) throw conflict(ADMIN_MESSAGES.notChangeable);
    const change: CampaignChange = {
      ...(body.name !== undefined && body.name !== campaign.name ? { name: body.name.trim() } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.endDate !== undefined ? { endTime: new Date(body.endDate).toISOString() } : {}),
      ...(body.lifetimeBudget !== undefined ? { lifetimeBudget: body.lifetimeBudget } : {}),
    };
    if (change.endTime !== undefined && (Date.parse(change.endTime) <= this.clock().getTime() || Date.parse(change.endTime) <= campaign.startTime.getTime()))
      throw new Problem(400, 'Bad Request', ADMIN_MESSAGES.endDatePast, { errors: [{ path: '/endDate', message: ADMIN_MESSAGES.endDatePast }] });
    if (change.endTime !== undefined || change.lifetimeBudget !== undefined) {
      const dailyMinimum = await this.dailyMinimum(campaign);
      const problems = dailyMinimum === null ? [] : budgetCoverErrors(change, campaign, dailyMinimum);
      if (problems.length) throw invalidFields(problems);
    }
    const read = await this.onNetwork(campaign, (target) => target.network.updateCampaign(target.account, campaign.externalId!, change));
    return this.store.transaction(async (tx) => {
      const current = await this.store.lock(tx, id);
      const stored: Partial<CampaignRow> = {
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.endTime !== undefined ? { endTime: new Date(change.endTime) } : {}),
        ...(change.lifetimeBudget !== undefined ? { lifetimeBudget: change.lifetimeBudget } : {}),
      };
      const next = Object.keys(stored).length ? await this.store.write(tx, current, stored) : current;
      if (read) await this.networks.recordStatus(tx, id, read);
      if (change.name !== undefined) await tx.record(campaignLinkChanged(next, await this.reportShortUrl(tx, id)));
      return this.store.lock(tx, id);
    });
  }

  /** Deleted on its network (when it is there), marked deleted here, and campaign.updated with deleted true. */
  async remove(principal: Principal, kind: NetworkKind, id: string): Promise<void> {
    const campaign = await this.store.reachedCampaign(principal, kind, id);
    // Deleted already: a repeated DELETE changes nothing, as HTTP's idempotent DELETE has it.
    if (campaign.deleted) return;
    // Its creation job may be calling the network right now: marked deleted here, it could still be made there.
    if (campaign.status === 'CREATING') throw conflict(ADMIN_MESSAGES.beingCreated);
    // Over already on the network, or refused there: nothing to delete but our record.
    const onNetwork = campaign.externalId !== null && !['DELETED', 'FAILED'].includes(campaign.status);
    if (onNetwork) await this.onNetwork(campaign, (target) => target.network.updateCampaign(target.account, campaign.externalId!, { status: 'DELETED' }));
    await this.store.transaction(async (tx) => {
      const current = await this.store.lock(tx, id);
      if (current.deleted) return;
      const next = await this.store.write(tx, current, { deleted: true, status: 'DELETED' });
      await tx.record(campaignLinkChanged(next, await this.reportShortUrl(tx, id)));
    });
  }

  /** Reads the campaign's status and ads' reviews (and its insights) from its network now. */
  async refresh(principal: Principal, kind: NetworkKind, id: string): Promise<CampaignRow> {
    const campaign = await this.store.reachedCampaign(principal, kind, id);
    if (campaign.externalId === null || campaign.deleted) return campaign;
    const read = await this.onNetwork(campaign, (target) => target.network.getCampaign(target.account, campaign.externalId!));
    if (!read) return campaign;
    await this.store.transaction((tx) => this.networks.recordStatus(tx, id, read));
    await askNetwork(() => this.refreshInsights(campaign));
    return this.store.reachedCampaign(principal, kind, id);
  }

  /** Staff ask of any listing; a dashboard user of their own customer's (another's is left out, as in any list). */
  async listingStatuses(principal: Principal, listingIds: readonly string[]) {
    const scope = scopeOf(principal);
    let asked = listingIds;
    if (scope.level !== 'all') {
      const customers = await this.store.listingCustomers(listingIds);
      asked = scope.level === 'nothing' ? [] : listingIds.filter((id) => customers.get(id) === scope.customerId);
    }
    return listingStatuses(asked, await this.store.ofListings(principal, asked));
  }

  /** A call on the campaign's network; null when its account was unlinked since (nothing to call). */
  /** The minimum daily budget of the campaign's account on its network (minor units), or null without one. */
  private async dailyMinimum(campaign: CampaignRow): Promise<number | null> {
    const target = await askNetwork(() => this.networks.of(campaign));
    return target ? askNetwork(() => target.network.minimumBudget(target.account)) : null;
  }

  private async onNetwork(campaign: CampaignRow, call: (target: NonNullable<Awaited<ReturnType<CampaignNetworks['of']>>>) => Promise<NetworkCampaign>): Promise<NetworkCampaign | null> {
    const target = await askNetwork(() => this.networks.of(campaign));
    return target ? askNetwork(() => call(target)) : null;
  }
}
