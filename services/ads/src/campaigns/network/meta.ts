// The Meta adapter: social campaigns on the Marketing API through Meta's own SDK. A campaign is made as
// campaign → ad sets (one per spec ad set, each with its budget share and targeting) → one creative
// (link, carousel or video, with an instant form for LEADS) → one ad per ad set. Requests are built in
// meta-requests.ts and responses read in meta-responses.ts; this file only sequences the SDK calls.
// Credentials (opened from the account's sealed row): accessToken (a system user's), appSecret (for
// appsecret_proof), pageId (the page the ads are posted as).
import { minorUnitExponent } from '@adops/platform';
import { allOf, graphApi, graphNodes, META_GRAPH_URL, type GraphNodes } from './meta-sdk.ts';
import { adSetParams, adSetUpdateParams, campaignParams, creativeParams, leadFormParams, nameWithReference, referenceTag, splitBudget, type CreativeMedia } from './meta-requests.ts';
import { campaignStatus, dailyInsight, networkAd, networkLead } from './meta-responses.ts';
import type { AdNetwork, AdSetChange, CampaignChange, CampaignSpec, CreativeSpec, DailyInsight, NetworkAccount, NetworkAd, NetworkAudience, NetworkCampaign, NetworkLead, NetworkPage } from './port.ts';
import { metaAudience, metaPage } from './audience-subtypes.ts';

export interface MetaAdNetworkOptions {
  /** The Graph API origin; Meta's unless a test points it at its loopback recorder. */
  graphUrl?: string;
  now?: () => Date;
}

const CAMPAIGN_FIELDS = ['id', 'name', 'status', 'effective_status', 'start_time', 'stop_time'];
const AD_FIELDS = ['id', 'adset_id', 'effective_status', 'ad_review_feedback'];
const INSIGHT_FIELDS = ['date_start', 'date_stop', 'reach', 'impressions', 'clicks', 'spend', 'actions'];
const LEAD_FIELDS = ['id', 'created_time', 'ad_id', 'campaign_id', 'field_data'];

export class MetaAdNetwork implements AdNetwork {
  readonly provider = 'meta' as const;
  private readonly graphUrl: string;
  private readonly now: () => Date;

  constructor(options: MetaAdNetworkOptions = {}) {
    this.graphUrl = options.graphUrl ?? META_GRAPH_URL;
    this.now = options.now ?? (() => new Date());
  }

  private nodes(account: NetworkAccount): GraphNodes {
    const accessToken = account.credentials?.accessToken;
    if (!accessToken) throw new Error(`Meta ad account ${account.accountId} has no access token`);
    return graphNodes(graphApi(accessToken, { graphUrl: this.graphUrl, appSecret: account.credentials?.appSecret }));
  }

  async createCampaign(account: NetworkAccount, spec: CampaignSpec): Promise<NetworkCampaign> {
    const nodes = this.nodes(account);
    const adAccount = nodes.adAccount(account.accountId);
    const pageId = account.credentials?.pageId;
    const campaign = await adAccount.createCampaign([], campaignParams(spec));
    const adSets: NetworkCampaign['adSets'] = [];
    for (const adSet of spec.adSets) {
      const made = await adAccount.createAdSet([], adSetParams(spec, adSet, campaign.id, pageId));
      adSets.push({ externalId: made.id, name: adSet.name });
    }
    const creativeId = await this.makeCreative(nodes, account, spec.creative, nameWithReference(spec.name, spec.reference));
    const ads: NetworkAd[] = [];
    for (const adSet of adSets) {
      const ad = await adAccount.createAd([], { name: `${adSet.name} ad`, adset_id: adSet.externalId, creative: { creative_id: creativeId }, status: 'ACTIVE' });
      ads.push({ externalId: ad.id, adSetExternalId: adSet.externalId, review: { status: 'PENDING', reasons: [] } });
    }
    return { externalId: campaign.id, status: 'PENDING_REVIEW', adSets, ads };
  }

  /** The creative's media first (the lead form, an uploaded video), then the creative; returns its id. */
  private async makeCreative(nodes: GraphNodes, account: NetworkAccount, creative: CreativeSpec, name: string): Promise<string> {
    const pageId = account.credentials?.pageId;
    const adAccount = nodes.adAccount(account.accountId);
    const media: CreativeMedia = {};
    if (creative.leadForm) {
      if (!pageId) throw new Error('the Meta account has no page id: lead forms belong to a page');
      media.leadFormId = (await nodes.page(pageId).createLeadGenForm([], leadFormParams(creative, name))).id;
    }
    if (creative.format === 'VIDEO') {
      if (!creative.videoUrl) throw new Error('a VIDEO creative needs its video URL');
      // Meta fetches the file itself from file_url, so nothing is streamed through this service.
      media.videoId = (await adAccount.createAdVideo([], { name, file_url: creative.videoUrl })).id;
    }
    return (await adAccount.createAdCreative([], creativeParams(creative, name, pageId, media))).id;
  }

  async findCampaign(account: NetworkAccount, reference: string): Promise<NetworkCampaign | null> {
    const filtering = [{ field: 'name', operator: 'CONTAIN', value: referenceTag(reference) }];
    const found = await allOf(this.nodes(account).adAccount(account.accountId).getCampaigns(['id', 'name'], { filtering }));
    const match = found.find((c) => String(c.name).endsWith(referenceTag(reference)));
    return match ? this.getCampaign(account, String(match.id)) : null;
  }

  async getCampaign(account: NetworkAccount, externalId: string): Promise<NetworkCampaign> {
    const campaign = this.nodes(account).campaign(externalId);
    const data = (await campaign.read(CAMPAIGN_FIELDS)).exportAllData();
    const adSets = await allOf(campaign.getAdSets(['id', 'name']));
    const ads = (await allOf(campaign.getAds(AD_FIELDS))).map(networkAd);
    return {
      externalId,
      status: campaignStatus(data, ads, this.now()),
      adSets: adSets.map((s) => ({ externalId: String(s.id), name: String(s.name) })),
      ads,
    };
  }

  async updateCampaign(account: NetworkAccount, externalId: string, change: CampaignChange): Promise<NetworkCampaign> {
    const nodes = this.nodes(account);
    const campaign = nodes.campaign(externalId);
    const params: Record<string, unknown> = {};
    if (change.name !== undefined) {
      // The reference tag stays on the name, or findCampaign could no longer recover the campaign.
      const current = String((await campaign.read(['name'])).exportAllData().name ?? '');
      const tag = /\[ref:[^\]]*\]$/.exec(current)?.[0];
      params.name = tag ? `${change.name} ${tag}` : change.name;
    }
    if (change.status !== undefined) params.status = change.status;
    if (change.endTime !== undefined) params.stop_time = change.endTime;
    if (Object.keys(params).length > 0) await campaign.update([], params);
    if (change.endTime !== undefined || change.lifetimeBudget !== undefined) {
      // Delivery and budget are the ad sets': each gets the new end and its proportional share of the new budget.
      const adSets = await allOf(campaign.getAdSets(['id', 'lifetime_budget']));
      const budgets = change.lifetimeBudget === undefined ? [] : splitBudget(change.lifetimeBudget, adSets.map((s) => Number(s.lifetime_budget ?? 0)));
      for (const [i, adSet] of adSets.entries()) {
        await nodes.adSet(String(adSet.id)).update([], {
          ...(change.endTime !== undefined ? { end_time: change.endTime } : {}),
          ...(change.lifetimeBudget !== undefined ? { lifetime_budget: budgets[i] } : {}),
        });
      }
    }
    return this.getCampaign(account, externalId);
  }

  /** POST /{adset-id} with what changes (meta-requests.ts), then the ad set's name as Meta now has it. */
  async updateAdSet(account: NetworkAccount, adSetExternalId: string, change: AdSetChange): Promise<{ externalId: string; name: string }> {
    const adSet = this.nodes(account).adSet(adSetExternalId);
    const params = adSetUpdateParams(change);
    if (Object.keys(params).length > 0) await adSet.update([], params);
    const data = (await adSet.read(['id', 'name'])).exportAllData();
    return { externalId: adSetExternalId, name: String(data.name ?? '') };
  }

  async resubmitAd(account: NetworkAccount, adExternalId: string, creative: CreativeSpec): Promise<NetworkAd> {
    const nodes = this.nodes(account);
    const ad = nodes.ad(adExternalId);
    const name = String((await ad.read(['name'])).exportAllData().name ?? adExternalId);
    const creativeId = await this.makeCreative(nodes, account, creative, `${name} (edited)`);
    // Swapping an ad's creative sends the ad back to Meta's review.
    await ad.update([], { creative: { creative_id: creativeId } });
    return networkAd((await ad.read(AD_FIELDS)).exportAllData());
  }

  async insights(account: NetworkAccount, externalId: string, range: { from: string; to: string }): Promise<DailyInsight[]> {
    const rows = await allOf(
      this.nodes(account).campaign(externalId).getInsights(INSIGHT_FIELDS, { level: 'campaign', time_increment: 1, time_range: { since: range.from, until: range.to } }),
    );
    return rows.map((row) => dailyInsight(row, account.currency));
  }

  async leads(account: NetworkAccount, externalId: string, since: string | null): Promise<NetworkLead[]> {
    const nodes = this.nodes(account);
    const params = since === null ? {} : { filtering: [{ field: 'time_created', operator: 'GREATER_THAN', value: Math.floor(Date.parse(since) / 1000) }] };
    const ads = await allOf(nodes.campaign(externalId).getAds(['id']));
    const leads: NetworkLead[] = [];
    for (const ad of ads) {
      const rows = await allOf(nodes.ad(String(ad.id)).getLeads(LEAD_FIELDS, { ...params }));
      leads.push(...rows.map((row) => networkLead(row, externalId)));
    }
    return leads;
  }

  /**
   * The account's `min_daily_budget` (minor units). When Meta does not say, one major unit of the currency
   * a day: Meta's documented floor for ad sets billed on impressions is USD 1.00 a day or its equivalent.
   */
  async minimumBudget(account: NetworkAccount): Promise<number> {
    const data = (await this.nodes(account).adAccount(account.accountId).read(['min_daily_budget', 'currency'])).exportAllData();
    const min = Number(data.min_daily_budget);
    return Number.isFinite(min) && min > 0 ? min : 10 ** minorUnitExponent(account.currency);
  }

  /** act_<id>/customaudiences, every page of it. */
  async listAudiences(account: NetworkAccount): Promise<NetworkAudience[]> {
    const rows = await allOf(this.nodes(account).adAccount(account.accountId).getCustomAudiences(AUDIENCE_FIELDS, { limit: 100 }));
    return rows.map(metaAudience);
  }

  /** act_<id>/promote_pages: the pages the account's ads can be posted as. */
  async listPages(account: NetworkAccount): Promise<NetworkPage[]> {
    const rows = await allOf(this.nodes(account).adAccount(account.accountId).getPromotePages(['id', 'name', 'link'], { limit: 100 }));
    return rows.map(metaPage);
  }
}

const AUDIENCE_FIELDS = ['id', 'name', 'description', 'subtype', 'approximate_count_lower_bound'];
