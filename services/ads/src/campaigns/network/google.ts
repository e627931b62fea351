// The Google adapter: display campaigns on Google Ads through google-ads-api. A campaign is one atomic
// GoogleAdsService mutate (budget, campaign, locations, image assets, an ad group per ad set with its age,
// gender and audience criteria, a responsive display ad in each); everything is read back with GAQL.
// Requests are built in google-requests.ts, rows read in google-responses.ts; this file sequences calls.
// Credentials (opened from the account's sealed row): developerToken, clientId, clientSecret,
// refreshToken, loginCustomerId (the manager account, when access is through one).
//
// Leads: the display campaigns made here carry no lead form (Google offers lead form assets on Search,
// Video, Demand Gen and Performance Max campaigns), so there are none to read and `leads()` returns none.
// Were lead forms added, their submissions would come from the form's webhook or from GAQL's
// lead_form_submission_data (the last 30 days).
import { enums, type MutateOperation as SdkMutateOperation } from 'google-ads-api';
import { minorUnitExponent } from '@adops/platform';
import { AdsCustomer, type GoogleAdsEndpoint } from './google-sdk.ts';
import {
  adGroupCriteria,
  adGroupTargetingQuery,
  campaignLocationsQuery,
  campaignPlaces,
  countryConstantsQuery,
  createCampaignOperations,
  dailyBudgetMicros,
  gaqlLikeLiteral,
  gaqlString,
  googleDateTime,
  locationCriteria,
  locationKeys,
  placesOf,
  postcodeConstantsQuery,
  referenceTag,
  responsiveDisplayAd,
  type CampaignPlaces,
  type GeoConstants,
  type MutateOperation,
} from './google-requests.ts';
import { campaignStatus, count, idOf, locationKeyOf, networkAd, spendOf } from './google-responses.ts';
import type { AdNetwork, AdSetChange, CampaignChange, CampaignSpec, CreativeSpec, DailyInsight, NetworkAccount, NetworkAd, NetworkAudience, NetworkCampaign, NetworkLead, NetworkPage } from './port.ts';
import { googleAudience } from './audience-subtypes.ts';

export interface GoogleAdNetworkOptions {
  /** A plaintext gRPC endpoint instead of googleads.googleapis.com (the tests' loopback recorder). */
  endpoint?: GoogleAdsEndpoint;
}

/** Digits only: Google shows customer ids as 123-456-7890 but takes 1234567890. */
function digits(id: string): string {
  return id.replace(/\D/g, '');
}

const AD_FIELDS = 'ad_group.id, ad_group_ad.ad.id, ad_group_ad.policy_summary.approval_status, ad_group_ad.policy_summary.review_status, ad_group_ad.policy_summary.policy_topic_entries';

export class GoogleAdNetwork implements AdNetwork {
  readonly provider = 'google' as const;
  private readonly endpoint: GoogleAdsEndpoint | undefined;

  constructor(options: GoogleAdNetworkOptions = {}) {
    this.endpoint = options.endpoint;
  }

  /** Runs `work` with a Customer for the account, closing what it opened. */
  private async withCustomer<T>(account: NetworkAccount, work: (customer: AdsCustomer, customerId: string) => Promise<T>): Promise<T> {
    const c = account.credentials ?? {};
    for (const key of ['developerToken', 'clientId', 'clientSecret', 'refreshToken'] as const) {
      if (!c[key]) throw new Error(`Google Ads account ${account.accountId} has no ${key}`);
    }
    const customerId = digits(account.accountId);
    const customer = new AdsCustomer(
      customerId,
      { developerToken: c.developerToken!, clientId: c.clientId!, clientSecret: c.clientSecret!, refreshToken: c.refreshToken!, loginCustomerId: c.loginCustomerId ? digits(c.loginCustomerId) : undefined },
      this.endpoint,
    );
    try {
      return await work(customer, customerId);
    } finally {
      await customer.close();
    }
  }

  private async mutate(customer: AdsCustomer, operations: MutateOperation[]): Promise<string[]> {
    const response = await customer.mutateResources(operations as unknown as SdkMutateOperation<unknown>[]);
    // Each operation's response holds one `<entity>_result` with the created or changed resource's name.
    return (response.mutate_operation_responses ?? []).map((r) => {
      const result = Object.entries(r).find(([key, value]) => key.endsWith('_result') && value && typeof value === 'object') as [string, { resource_name?: string }] | undefined;
      return result?.[1].resource_name ?? '';
    });
  }

  async createCampaign(account: NetworkAccount, spec: CampaignSpec): Promise<NetworkCampaign> {
    return this.withCustomer(account, async (customer, customerId) => {
      const places = campaignPlaces(spec);
      const geo = await this.geoConstants(customer, places);
      const images = await Promise.all(spec.creative.imageUrls.map(download));
      const operations = createCampaignOperations(customerId, spec, {
        currency: account.currency,
        timeZone: account.timeZone,
        geo,
        circles: places.circles,
        images,
        businessName: businessName(spec.creative),
      });
      const names = await this.mutate(customer, operations);
      const named = (entity: string) => names.filter((_, i) => operations[i]!.entity === entity);
      const adGroups = named('ad_group').map(idOf);
      // An ad_group_ad's resource name ends in its `<ad group id>~<ad id>` key, the ad's id here.
      const ads = named('ad_group_ad').map(idOf);
      return {
        externalId: idOf(named('campaign')[0]),
        status: 'PENDING_REVIEW',
        adSets: adGroups.map((id, i) => ({ externalId: id, name: spec.adSets[i]!.name })),
        ads: ads.map((key) => ({ externalId: key, adSetExternalId: key.split('~')[0]!, review: { status: 'PENDING', reasons: [] } })),
      };
    });
  }

  /** Google's geo target constants for the countries and postcodes (looked up by GAQL; unknown ones are not targeted). */
  private async geoConstants(customer: AdsCustomer, places: CampaignPlaces): Promise<GeoConstants> {
    const geo: GeoConstants = { countries: [], postcodes: [] };
    if (places.countries.length > 0) {
      geo.countries = (await customer.rows(countryConstantsQuery(places.countries))).map((r) => String(r.geo_target_constant?.resource_name));
    }
    const byCountry = new Map<string, string[]>();
    for (const { country, code } of places.postcodes) byCountry.set(country, [...(byCountry.get(country) ?? []), code]);
    for (const [country, codes] of byCountry) {
      geo.postcodes.push(...(await customer.rows(postcodeConstantsQuery(country, codes))).map((r) => String(r.geo_target_constant?.resource_name)));
    }
    return geo;
  }

  async findCampaign(account: NetworkAccount, reference: string): Promise<NetworkCampaign | null> {
    const rows = await this.withCustomer(account, (customer) =>
      customer.rows(`SELECT campaign.id, campaign.name FROM campaign WHERE campaign.name LIKE ${gaqlString(`%${gaqlLikeLiteral(referenceTag(reference))}`)} AND campaign.status != 'REMOVED'`),
    );
    const id = rows[0]?.campaign?.id;
    return id === undefined || id === null ? null : this.getCampaign(account, String(id));
  }

  async getCampaign(account: NetworkAccount, externalId: string): Promise<NetworkCampaign> {
    return this.withCustomer(account, async (customer) => {
      const id = digits(externalId);
      const [campaign] = await customer.rows(`SELECT campaign.id, campaign.status, campaign.serving_status FROM campaign WHERE campaign.id = ${id}`);
      if (!campaign) throw new Error(`Google Ads campaign ${externalId} not found`);
      const adGroups = await customer.rows(`SELECT ad_group.id, ad_group.name FROM ad_group WHERE campaign.id = ${id} AND ad_group.status != 'REMOVED'`);
      const ads = (await customer.rows(`SELECT ${AD_FIELDS} FROM ad_group_ad WHERE campaign.id = ${id} AND ad_group_ad.status != 'REMOVED'`)).map(networkAd);
      return {
        externalId: id,
        status: campaignStatus(campaign, ads),
        adSets: adGroups.map((r) => ({ externalId: String(r.ad_group?.id), name: String(r.ad_group?.name) })),
        ads,
      };
    });
  }

  async updateCampaign(account: NetworkAccount, externalId: string, change: CampaignChange): Promise<NetworkCampaign> {
    await this.withCustomer(account, async (customer, customerId) => {
      const id = digits(externalId);
      const resource_name = `customers/${customerId}/campaigns/${id}`;
      if (change.status === 'DELETED') {
        await this.mutate(customer, [{ entity: 'campaign', operation: 'remove', resource: resource_name }]);
        return;
      }
      const [current] = await customer.rows(`SELECT campaign.name, campaign.campaign_budget, campaign.start_date_time, campaign.end_date_time FROM campaign WHERE campaign.id = ${id}`);
      const update: Record<string, unknown> = { resource_name };
      if (change.name !== undefined) {
        // The reference tag stays on the name, or findCampaign could no longer recover the campaign.
        const tag = /\[ref:[^\]]*\]$/.exec(current?.campaign?.name ?? '')?.[0];
        update.name = tag ? `${change.name} ${tag}` : change.name;
      }
      if (change.status !== undefined) update.status = change.status === 'ACTIVE' ? enums.CampaignStatus.ENABLED : enums.CampaignStatus.PAUSED;
      if (change.endTime !== undefined) update.end_date_time = googleDateTime(change.endTime, account.timeZone);
      const operations: MutateOperation[] = [];
      if (Object.keys(update).length > 1) operations.push({ entity: 'campaign', operation: 'update', resource: update });
      if (change.lifetimeBudget !== undefined) {
        // Google's start and end are in the account's zone; as instants for counting the days they are read as UTC, which keeps the day count.
        const asInstant = (value: string | null | undefined) => `${String(value).replace(' ', 'T')}Z`;
        const end = change.endTime ?? asInstant(current?.campaign?.end_date_time);
        const amount = dailyBudgetMicros(change.lifetimeBudget, asInstant(current?.campaign?.start_date_time), end, account.currency);
        operations.push({ entity: 'campaign_budget', operation: 'update', resource: { resource_name: String(current?.campaign?.campaign_budget), amount_micros: amount } });
      }
      if (operations.length > 0) await this.mutate(customer, operations);
    });
    return this.getCampaign(account, externalId);
  }

  /**
   * An ad set is an ad group here, and Google keeps part of what an ad set holds on the campaign. So, in
   * one atomic mutate:
   *   - the name is the ad group's;
   *   - ages, gender and audiences are the ad group's criteria: the old ones are removed, the edit's made
   *     as at creation;
   *   - locations are the campaign's criteria, shared by its ad groups: they are replaced when the ad group
   *     is the campaign's only one, and an edit that changes them is refused when there are others (their
   *     places would change too);
   *   - the budget is the campaign's (a daily amount; ad groups of a display campaign have none): a new
   *     share is refused before any call. A campaign's budget is changed with updateCampaign.
   */
  async updateAdSet(account: NetworkAccount, adSetExternalId: string, change: AdSetChange): Promise<{ externalId: string; name: string }> {
    if (change.lifetimeBudget !== undefined)
      throw new Error("Google Ads keeps a display campaign's budget on the campaign, not on its ad groups: change the campaign's lifetime budget instead");
    return this.withCustomer(account, async (customer, customerId) => {
      const id = digits(adSetExternalId);
      const adGroup = `customers/${customerId}/adGroups/${id}`;
      const [row] = await customer.rows(`SELECT ad_group.id, ad_group.name, campaign.id FROM ad_group WHERE ad_group.id = ${id} AND ad_group.status != 'REMOVED'`);
      if (!row) throw new Error(`Google Ads ad group ${adSetExternalId} not found`);
      const operations: MutateOperation[] = [];
      if (change.name !== undefined) operations.push({ entity: 'ad_group', operation: 'update', resource: { resource_name: adGroup, name: change.name } });
      if (change.targeting !== undefined) {
        const campaignId = String(row.campaign?.id);
        operations.push(...(await this.locationChange(customer, customerId, campaignId, change.targeting)));
        const old = await customer.rows(adGroupTargetingQuery(id));
        operations.push(...old.map((r) => ({ entity: 'ad_group_criterion', operation: 'remove' as const, resource: String(r.ad_group_criterion?.resource_name) })));
        operations.push(...adGroupCriteria(customerId, adGroup, change.targeting));
      }
      if (operations.length > 0) await this.mutate(customer, operations);
      return { externalId: id, name: change.name ?? String(row.ad_group?.name ?? '') };
    });
  }

  /** The operations that give the campaign the targeting's locations: none when it has them already. */
  private async locationChange(customer: AdsCustomer, customerId: string, campaignId: string, targeting: AdSetChange['targeting'] & object): Promise<MutateOperation[]> {
    const places = placesOf([targeting], undefined);
    const geo = await this.geoConstants(customer, places);
    const current = await customer.rows(campaignLocationsQuery(campaignId));
    const wanted = locationKeys(geo, places.circles);
    if (JSON.stringify(current.map(locationKeyOf).sort()) === JSON.stringify(wanted)) return [];
    const adGroups = await customer.rows(`SELECT ad_group.id FROM ad_group WHERE campaign.id = ${campaignId} AND ad_group.status != 'REMOVED'`);
    if (adGroups.length > 1)
      throw new Error(`Google Ads targets locations per campaign, shared by its ${adGroups.length} ad groups: one ad group's locations cannot change on their own`);
    const campaign = `customers/${customerId}/campaigns/${campaignId}`;
    return [
      ...current.map((r) => ({ entity: 'campaign_criterion', operation: 'remove' as const, resource: String(r.campaign_criterion?.resource_name) })),
      ...locationCriteria(campaign, geo, places.circles),
    ];
  }

  async resubmitAd(account: NetworkAccount, adExternalId: string, creative: CreativeSpec): Promise<NetworkAd> {
    return this.withCustomer(account, async (customer, customerId) => {
      const adId = adExternalId.split('~').pop()!;
      const images = await Promise.all(creative.imageUrls.map(download));
      const { assets, ad } = responsiveDisplayAd(customerId, creative, images, businessName(creative), -10);
      // An edited responsive display ad goes back to Google's policy review.
      await this.mutate(customer, [...assets, { entity: 'ad', operation: 'update', resource: { resource_name: `customers/${customerId}/ads/${adId}`, ...ad } }]);
      const [row] = await customer.rows(`SELECT ${AD_FIELDS} FROM ad_group_ad WHERE ad_group_ad.ad.id = ${digits(adId)}`);
      if (!row) throw new Error(`Google Ads ad ${adExternalId} not found`);
      return networkAd(row);
    });
  }

  /**
   * Daily impressions, clicks, cost and TrueView video views from one date-segmented query; reach is
   * `metrics.unique_users`, which Google counts over a whole date range and does not add up across days, so
   * it is asked per day (one query each, with the day as the range).
   */
  async insights(account: NetworkAccount, externalId: string, range: { from: string; to: string }): Promise<DailyInsight[]> {
    return this.withCustomer(account, async (customer) => {
      const id = digits(externalId);
      const rows = await customer.rows(
        `SELECT segments.date, metrics.impressions, metrics.clicks, metrics.cost_micros, metrics.video_trueview_views FROM campaign WHERE campaign.id = ${id} AND segments.date BETWEEN ${gaqlString(range.from)} AND ${gaqlString(range.to)} ORDER BY segments.date`,
      );
      const days: DailyInsight[] = [];
      for (const row of rows) {
        const date = String(row.segments?.date);
        const [reach] = await customer.rows(`SELECT metrics.unique_users FROM campaign WHERE campaign.id = ${id} AND segments.date = ${gaqlString(date)}`);
        days.push({
          date,
          reach: count(reach?.metrics?.unique_users),
          impressions: count(row.metrics?.impressions),
          clicks: count(row.metrics?.clicks),
          videoViews: count(row.metrics?.video_trueview_views),
          spend: spendOf(row, account.currency),
        });
      }
      return days;
    });
  }

  /** Display campaigns carry no lead form, so there are no leads to read (see the head of this file). */
  async leads(): Promise<NetworkLead[]> {
    return [];
  }

  /**
   * Google Ads sets no minimum for a campaign budget beyond one unit of the currency's smallest billable
   * amount; one major unit a day is the floor the adapter reports, the same as Meta's fallback.
   */
  async minimumBudget(account: NetworkAccount): Promise<number> {
    return 10 ** minorUnitExponent(account.currency);
  }

  /** The account's open user lists (closed ones take no new members and cannot be targeted usefully). */
  async listAudiences(account: NetworkAccount): Promise<NetworkAudience[]> {
    return this.withCustomer(account, async (customer) => {
      const rows = await customer.rows(
        "SELECT user_list.id, user_list.name, user_list.description, user_list.type, user_list.size_for_display FROM user_list WHERE user_list.membership_status = 'OPEN'",
      );
      return rows.map((row) => googleAudience(row.user_list ?? {}, enums.UserListType));
    });
  }

  /** Google Ads has no pages to post as. */
  async listPages(): Promise<NetworkPage[]> {
    return [];
  }
}

async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`creative image ${url} could not be fetched: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Google shows a business name on responsive display ads (25 characters at most): the landing page's host. */
function businessName(creative: CreativeSpec): string {
  return new URL(creative.linkUrl).hostname.replace(/^www\./, '').slice(0, 25);
}
