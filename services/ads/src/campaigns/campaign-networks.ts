// A campaign's network and the account it runs in, as the ad-network port takes them (credentials
// opened), and what a network's answer about a campaign changes here: its status, its ad sets' and ads'
// ids and reviews, and the events that follow (written in the caller's transaction).
import type { AdAccounts } from '../accounts/accounts.ts';
import type { AccountStore } from '../accounts/store.ts';
import { networkAccountOf } from '../accounts/minimum-budgets.ts';
import type { CampaignRow } from './entities.ts';
import type { AdNetworks } from './network/networks.ts';
import type { AdNetwork, NetworkAccount, NetworkCampaign } from './network/port.ts';
import { campaignAdRejected, campaignCompleted, campaignCreated } from './events.ts';
import { matchAdSets, statusChange } from './rules.ts';
import type { CampaignStore, CampaignTx } from './store.ts';

/**
 * Makes the campaign's report link in the caller's transaction and answers its URL (the reports area's
 * creation, handed in by app.ts: the reports area reads the campaigns area, so this one cannot import it).
 */
export type MakeReportLink = (tx: CampaignTx, campaign: CampaignRow) => Promise<string>;

export class CampaignNetworks {
  private readonly store: CampaignStore;
  private readonly accountStore: AccountStore;
  private readonly adAccounts: AdAccounts;
  private readonly networks: AdNetworks;
  private readonly clock: () => Date;
  private readonly makeReportLink: MakeReportLink;

  constructor(deps: { store: CampaignStore; accountStore: AccountStore; adAccounts: AdAccounts; networks: AdNetworks; clock: () => Date; makeReportLink: MakeReportLink }) {
    this.store = deps.store;
    this.accountStore = deps.accountStore;
    this.adAccounts = deps.adAccounts;
    this.networks = deps.networks;
    this.clock = deps.clock;
    this.makeReportLink = deps.makeReportLink;
  }

  /** The campaign's network and account; null when the account was unlinked since. */
  async of(campaign: CampaignRow): Promise<{ network: AdNetwork; account: NetworkAccount; timeZone: string } | null> {
    const row = campaign.adAccountId ? await this.accountStore.byId(campaign.adAccountId) : null;
    if (!row) return null;
    const account = { ...networkAccountOf(row, this.adAccounts.openCredentials(row)), timeZone: row.timezone };
    return { network: this.networks.for(row.provider), account, timeZone: row.timezone };
  }

  /**
   * Records a creation: the network's ids for the campaign, its ad sets and ads, the reviews so far and
   * the status, the campaign's report link, and campaign.created with that link (campaign.ad_rejected too
   * when an ad is rejected already). Only a campaign still CREATING is written: a second run that found the
   * campaign on the network changes nothing.
   */
  async recordCreated(tx: CampaignTx, campaignId: string, created: NetworkCampaign, timeZone: string): Promise<boolean> {
    const current = await this.store.lock(tx, campaignId);
    if (current.status !== 'CREATING') return false;
    const reasons = await this.writeAdSets(tx, current, created);
    const next = await this.store.write(tx, current, { externalId: created.externalId, status: created.status, reviewReasons: reasons, nextAttemptAt: null });
    // The link is made with the campaign, so the order shows it as soon as it shows the campaign.
    const reportShortUrl = await this.makeReportLink(tx, next);
    await tx.record(campaignCreated(next, timeZone, await this.store.countOfOrder(tx, next.orderId), reportShortUrl));
    if (created.status === 'REJECTED') await tx.record(campaignAdRejected(next, reasons));
    return true;
  }

  /** Records a status read back from the network, with campaign.completed the first time it is over and campaign.ad_rejected when an ad is rejected. */
  async recordStatus(tx: CampaignTx, campaignId: string, read: NetworkCampaign): Promise<void> {
    const current = await this.store.lock(tx, campaignId);
    if (current.externalId !== read.externalId) return;
    const change = statusChange(current, read.status);
    const reasons = await this.writeAdSets(tx, current, read);
    const reviewReasons = read.status === 'REJECTED' ? reasons : current.reviewReasons;
    const same = change.status === current.status && !change.completed && JSON.stringify(reviewReasons) === JSON.stringify(current.reviewReasons);
    if (same) return;
    const next = await this.store.write(tx, current, { status: change.status, reviewReasons, ...(change.completed ? { completedAt: this.clock() } : {}) });
    if (change.completed) await tx.record(campaignCompleted(next));
    if (change.rejected) await tx.record(campaignAdRejected(next, reasons));
  }

  /** The ad sets' and ads' network ids and reviews; answers the rejected ads' reasons. */
  private async writeAdSets(tx: CampaignTx, campaign: CampaignRow, read: NetworkCampaign): Promise<string[]> {
    const rows = await this.store.adSetsIn(tx, campaign.id);
    const reasons: string[] = [];
    for (const [row, adSet] of matchAdSets(rows, read.adSets)) {
      const ad = adSet ? read.ads.find((a) => a.adSetExternalId === adSet.externalId) : undefined;
      if (ad?.review.status === 'REJECTED') reasons.push(...ad.review.reasons);
      const changes = { externalId: adSet?.externalId ?? row.externalId, adExternalId: ad?.externalId ?? row.adExternalId, reviewStatus: ad?.review.status ?? row.reviewStatus, reviewReasons: ad?.review.reasons ?? row.reviewReasons };
      if (JSON.stringify(changes) !== JSON.stringify({ externalId: row.externalId, adExternalId: row.adExternalId, reviewStatus: row.reviewStatus, reviewReasons: row.reviewReasons }))
        await this.store.writeAdSet(tx, row, changes);
    }
    return [...new Set(reasons)];
  }
}
