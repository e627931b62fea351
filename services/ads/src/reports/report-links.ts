// Report links (001 §7: "generates a short url"): one per campaign, its short id 128 random bits
// (base64url) — the only credential of the public report it opens — made with the campaign when it is
// created on its network (campaign.created carries it), made again and removed by whoever reaches the
// campaign, each such change published as campaign.updated. The report itself (getPublicReport) is that
// campaign's name, dates, delivery and the previews of its own ads, and nothing else of its customer.
import { randomBytes } from 'node:crypto';
import { isDuplicateKey, notFound, type Principal } from '@adops/platform';
import type { CampaignRow, DailyInsightRow } from '../campaigns/entities.ts';
import type { CampaignTx } from '../campaigns/store.ts';
import type { ReportLinkRow } from './entities.ts';
import { campaignLinkChanged } from './events.ts';
import { adPreviewsOf, reportUrl, SHORT_ID_BYTES, type AdPreview } from './rules.ts';
import type { ReportStore } from './store.ts';

export const REPORT_MESSAGES = { linkNotFound: 'Report link not found.', reportNotFound: 'Report not found.' } as const;

export interface Report {
  shortId: string;
  campaign: CampaignRow;
  timeZone: string;
  days: DailyInsightRow[];
  agentNames: string[];
  heroImage: string | null;
  /** The customer's logo as a public URL (its logoUrl as the customer's events told it, made absolute); null without one. */
  headerLogo: string | null;
  adPreviews: AdPreview[];
}

export class ReportLinks {
  private readonly store: ReportStore;
  private readonly publicUrl: () => string;

  constructor(store: ReportStore, publicUrl: () => string) {
    this.store = store;
    this.publicUrl = publicUrl;
  }

  url(shortId: string): string {
    return reportUrl(this.publicUrl(), shortId);
  }

  /** The campaign's link: its existing one (created false), or a new one with campaign.updated. */
  async create(principal: Principal, campaignId: string): Promise<{ link: ReportLinkRow; created: boolean }> {
    await this.store.campaignFor(principal, campaignId);
    try {
      return await this.store.transaction(async (tx) => {
        const campaign = await this.store.lockCampaign(tx, campaignId);
        const made = await this.linkWithin(tx, campaign, principal.userId);
        if (made.created) await tx.record(campaignLinkChanged(campaign, this.url(made.link.shortId)));
        return made;
      });
    } catch (error) {
      // Where rows are not locked (SQLite), a concurrent create may win the unique index: answer its link.
      if (!isDuplicateKey(error)) throw error;
      const existing = await this.store.transaction((tx) => this.store.linkOfCampaign(tx, campaignId));
      if (!existing) throw error;
      return { link: existing, created: false };
    }
  }

  /**
   * The link of a campaign made on its network, in the transaction that records it created (the campaign
   * locked by it): campaign.created carries the URL, so no campaign.updated here. Answers the URL.
   */
  async makeWithin(tx: CampaignTx, campaign: CampaignRow): Promise<string> {
    return this.url((await this.linkWithin(tx, campaign, null)).link.shortId);
  }

  /** The URL of the campaign's link, if it has one (campaign.updated carries it). */
  async urlWithin(tx: CampaignTx, campaignId: string): Promise<string | null> {
    const link = await this.store.linkOfCampaign(tx, campaignId);
    return link ? this.url(link.shortId) : null;
  }

  /** The campaign's existing link, or a new one; the caller holds the campaign's lock. */
  private async linkWithin(tx: CampaignTx, campaign: CampaignRow, createdBy: string | null): Promise<{ link: ReportLinkRow; created: boolean }> {
    const existing = await this.store.linkOfCampaign(tx, campaign.id);
    if (existing) return { link: existing, created: false };
    const link: ReportLinkRow = { shortId: randomBytes(SHORT_ID_BYTES).toString('base64url'), campaignId: campaign.id, customerId: campaign.customerId, createdBy, createdAt: new Date() };
    await this.store.insert(tx, link);
    return { link, created: true };
  }

  /** Removes the link (404 when none, or its campaign is out of reach) and publishes campaign.updated without one. */
  async remove(principal: Principal, shortId: string): Promise<void> {
    const link = await this.store.link(shortId);
    if (!link || !(await this.store.reaches(principal, link.campaignId))) throw notFound(REPORT_MESSAGES.linkNotFound);
    await this.store.transaction(async (tx) => {
      const campaign = await this.store.lockCampaign(tx, link.campaignId);
      if (!(await this.store.remove(tx, shortId))) throw notFound(REPORT_MESSAGES.linkNotFound);
      await tx.record(campaignLinkChanged(campaign, null));
    });
  }

  /** The public report of a short id; an unknown id, a removed link and a deleted campaign are the same 404. */
  async report(shortId: string): Promise<Report> {
    const link = await this.store.link(shortId);
    const campaign = link ? await this.store.findCampaign(link.campaignId) : null;
    if (!link || !campaign || campaign.deleted) throw notFound(REPORT_MESSAGES.reportNotFound);
    const [timeZone, days, names, listings, resources, creatives] = await Promise.all([
      this.store.timeZoneOf(campaign),
      this.store.days(campaign.id),
      this.store.names([campaign.customerId, ...campaign.agentIds]),
      this.store.listings(campaign.listingIds.slice(0, 1)),
      this.store.resources(campaign.resourceIds.slice(0, 1)),
      this.store.creatives(campaign.id),
    ]);
    const agentNames = campaign.agentIds.flatMap((id) => (names.has(id) ? [names.get(id)!.name] : []));
    const adPreviews = adPreviewsOf(creatives, campaign.spec.creative);
    // The hero is the first listing's first picture, or the first resource's (a RESOURCE campaign has no listing).
    const heroImage = listings[0]?.imageUrls[0] ?? resources[0]?.imageUrls[0] ?? null;
    // The customer's logo is a path on this installation (the customer context's public logo), made absolute.
    const logoPath = names.get(campaign.customerId)?.logoUrl ?? null;
    const headerLogo = logoPath ? `${this.publicUrl().replace(/\/+$/, '')}${logoPath}` : null;
    return { shortId, campaign, timeZone, days, agentNames, heroImage, headerLogo, adPreviews };
  }
}
