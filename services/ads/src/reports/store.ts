// The reports area's store: report_links, and what a report reads of the other areas — the campaign
// (through campaigns/store.ts's declaration: a caller's reach is the campaign's), its days in
// campaign_daily_insights, its ad sets' creatives (ad_sets), its account's time zone (accounts/store.ts), its agents' names and its
// listing's pictures (projections/store.ts).
import type { Principal } from '@adops/platform';
import type { AccountStore } from '../accounts/store.ts';
import { AdSetEntity, DailyInsightEntity, type CampaignRow, type DailyInsightRow } from '../campaigns/entities.ts';
import type { CreativeSpec } from '../campaigns/network/port.ts';
import type { CampaignStore, CampaignTx } from '../campaigns/store.ts';
import type { ProjectionStore } from '../projections/store.ts';
import type { KnownListingRow, KnownNameRow, KnownResourceRow } from '../projections/entities.ts';
import { ReportLinkEntity, type ReportLinkRow } from './entities.ts';

export class ReportStore {
  private readonly campaignStore: CampaignStore;
  private readonly accountStore: AccountStore;
  private readonly projections: ProjectionStore;

  constructor(deps: { campaignStore: CampaignStore; accountStore: AccountStore; projections: ProjectionStore }) {
    this.campaignStore = deps.campaignStore;
    this.accountStore = deps.accountStore;
    this.projections = deps.projections;
  }

  transaction<T>(work: (tx: CampaignTx) => Promise<T>): Promise<T> {
    return this.campaignStore.transaction(work);
  }

  /** The campaign if the principal reaches it, else 404 'Campaign not found.'. */
  campaignFor(principal: Principal, campaignId: string): Promise<CampaignRow> {
    return this.campaignStore.campaigns.get(principal, campaignId);
  }

  /** The campaign if the principal reaches it (deleted or not), else null. */
  reachableCampaign(principal: Principal, campaignId: string): Promise<CampaignRow | null> {
    return this.campaignStore.campaigns.find(principal, campaignId);
  }

  /** Whether the principal reaches the campaign. */
  async reaches(principal: Principal, campaignId: string): Promise<boolean> {
    return (await this.reachableCampaign(principal, campaignId)) !== null;
  }

  /** The campaign read for update: its link is made or removed one request at a time. */
  lockCampaign(tx: CampaignTx, campaignId: string): Promise<CampaignRow> {
    return this.campaignStore.lock(tx, campaignId);
  }

  findCampaign(campaignId: string): Promise<CampaignRow | null> {
    return this.campaignStore.find(campaignId);
  }

  linkOfCampaign(tx: CampaignTx, campaignId: string): Promise<ReportLinkRow | null> {
    return tx.m.findOne(ReportLinkEntity, { where: { campaignId } });
  }

  /**
   * The link by its short id (the primary key): a miss costs the same one look-up whatever the id. MariaDB's
   * collation ignores case, so the id found must equal the one asked for, letter for letter.
   */
  async link(shortId: string): Promise<ReportLinkRow | null> {
    const row = await this.campaignStore.kit.ds.getRepository(ReportLinkEntity).findOne({ where: { shortId } });
    return row && row.shortId === shortId ? row : null;
  }

  async insert(tx: CampaignTx, row: ReportLinkRow): Promise<void> {
    await tx.m.insert(ReportLinkEntity, row);
  }

  async remove(tx: CampaignTx, shortId: string): Promise<boolean> {
    return ((await tx.m.delete(ReportLinkEntity, { shortId })).affected ?? 0) > 0;
  }

  days(campaignId: string): Promise<DailyInsightRow[]> {
    return this.campaignStore.kit.ds.getRepository(DailyInsightEntity).find({ where: { campaignId }, order: { date: 'ASC' } });
  }

  /** The creatives of the campaign's ad sets (one ad each), in the order they were made. */
  async creatives(campaignId: string): Promise<CreativeSpec[]> {
    const rows = await this.campaignStore.kit.ds.getRepository(AdSetEntity).find({ select: { id: true, creative: true }, where: { campaignId }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((r) => r.creative);
  }

  /** The campaign's account's time zone; UTC when the account is gone. */
  async timeZoneOf(campaign: CampaignRow): Promise<string> {
    return (await this.accountStore.byId(campaign.adAccountId))?.timezone ?? 'UTC';
  }

  names(ids: readonly string[]): Promise<Map<string, KnownNameRow>> {
    return this.projections.names(this.campaignStore.kit.ds.manager, ids);
  }

  listings(ids: readonly string[]): Promise<KnownListingRow[]> {
    return this.projections.listings(this.campaignStore.kit.ds.manager, ids);
  }

  resources(ids: readonly string[]): Promise<KnownResourceRow[]> {
    return this.projections.knownResources(this.campaignStore.kit.ds.manager, ids);
  }
}
