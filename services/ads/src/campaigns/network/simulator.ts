// The simulated ad network: the embedded default's and the tests' network for both kinds (social and
// display). It behaves like a real one where the use cases can tell: ids of its own, a review that may
// reject an ad (by the documented rules of review.ts), statuses that follow the clock, insights that grow
// day by day and lead-form submissions, all deterministic, and kept in a state that survives a restart.
import { toMinorUnits } from '@adops/platform';
import type {
  AdNetwork,
  AdSetChange,
  CampaignChange,
  CampaignSpec,
  CreativeSpec,
  DailyInsight,
  NetworkAccount,
  NetworkAd,
  NetworkAudience,
  NetworkCampaign,
  NetworkLead,
  NetworkPage,
} from './port.ts';
import { reviewCreative } from './review.ts';
import {
  adExternalId,
  adReview,
  adSetExternalId,
  campaignExternalId,
  campaignOfAd,
  campaignOfAdSet,
  currentAdSetSettings,
  currentSettings,
  networkAd,
  networkCampaign,
  stateKey,
  upgradedCampaign,
  type SimulatedCampaign,
} from './simulator-campaign.ts';
import { dailyInsights, simulatedLeads } from './simulator-delivery.ts';
import { simulatedAudiences, simulatedPages } from './simulator-audiences.ts';
import type { SimulatorState } from './simulator-state.ts';

/**
 * The smallest daily budget the simulator accepts, in major units of the account's currency (5.00 NZD is
 * 500 minor units): about what Meta asks of a campaign optimised for clicks. A campaign's lifetime budget
 * must cover it for every day it runs (a day begun counts).
 */
export const SIMULATOR_MINIMUM_DAILY_BUDGET = 5;

const DAY_MS = 86_400_000;

/** A call the simulated network refuses, as a real network answers an error: the code says which kind. */
export class SimulatedNetworkError extends Error {
  readonly code: 'NOT_FOUND' | 'INVALID';

  constructor(code: 'NOT_FOUND' | 'INVALID', message: string) {
    super(message);
    this.name = 'SimulatedNetworkError';
    this.code = code;
  }
}

export class SimulatedNetwork implements AdNetwork {
  readonly provider = 'simulator' as const;
  private readonly clock: () => Date;
  private readonly state: SimulatorState;

  constructor(options: { clock: () => Date; state: SimulatorState }) {
    this.clock = options.clock;
    this.state = options.state;
  }

  /** Creates the campaign, its ad sets and one ad per ad set, each sent to review; the same reference again answers the first campaign. */
  async createCampaign(account: NetworkAccount, spec: CampaignSpec): Promise<NetworkCampaign> {
    const externalId = campaignExternalId(account.accountId, spec.reference);
    const existing = await this.find(account, externalId);
    if (existing) return networkCampaign(existing, this.clock());
    this.check(spec, account.currency);

    const now = this.clock();
    const createdAt = now.toISOString();
    const reasons = reviewCreative(spec);
    const campaign: SimulatedCampaign = {
      externalId,
      reference: spec.reference,
      accountId: account.accountId,
      kind: account.kind,
      currency: account.currency,
      objective: spec.objective,
      specialAdCategories: [...spec.specialAdCategories],
      ...(spec.isHousing !== undefined ? { isHousing: spec.isHousing } : {}),
      ...(account.timeZone ? { timeZone: account.timeZone } : {}),
      countries: [...new Set(spec.adSets.flatMap((s) => s.targeting.countries.map((c) => c.toUpperCase())))],
      startTime: new Date(spec.startTime).toISOString(),
      createdAt,
      settings: [
        {
          at: createdAt,
          name: spec.name,
          lifetimeBudget: spec.lifetimeBudget,
          endTime: new Date(spec.endTime).toISOString(),
        },
      ],
      adSets: spec.adSets.map((s, i) => ({
        externalId: adSetExternalId(externalId, i),
        settings: [{ at: createdAt, name: s.name, targeting: structuredClone(s.targeting), lifetimeBudget: s.lifetimeBudget }],
      })),
      ads: spec.adSets.map((_, i) => ({
        externalId: adExternalId(externalId, i),
        adSetExternalId: adSetExternalId(externalId, i),
        creative: structuredClone(spec.creative),
        submittedAt: createdAt,
        reasons,
      })),
      pauses: [],
      deletedAt: null,
    };
    // Two creations racing for one reference: the second finds the first's document and answers it.
    if (!(await this.state.insert(stateKey(externalId), JSON.stringify(campaign)))) {
      return networkCampaign(await this.load(account, externalId), now);
    }
    return networkCampaign(campaign, now);
  }

  async findCampaign(account: NetworkAccount, reference: string): Promise<NetworkCampaign | null> {
    const campaign = await this.find(account, campaignExternalId(account.accountId, reference));
    return campaign ? networkCampaign(campaign, this.clock()) : null;
  }

  async getCampaign(account: NetworkAccount, externalId: string): Promise<NetworkCampaign> {
    return networkCampaign(await this.load(account, externalId), this.clock());
  }

  /**
   * Renames, pauses (PAUSED), resumes (ACTIVE), deletes (DELETED, for good), moves the end time (to a future
   * instant after the start) or sets a new lifetime budget (at least the minimum for its days). A deleted
   * campaign takes no change.
   */
  async updateCampaign(account: NetworkAccount, externalId: string, change: CampaignChange): Promise<NetworkCampaign> {
    const campaign = await this.load(account, externalId);
    if (campaign.deletedAt !== null) throw new SimulatedNetworkError('INVALID', `campaign ${externalId} is deleted`);
    const now = this.clock();
    const at = now.toISOString();
    const settings = currentSettings(campaign);
    const next = { ...settings, at };
    if (change.name !== undefined) {
      if (change.name.trim() === '') throw new SimulatedNetworkError('INVALID', 'name must not be empty');
      next.name = change.name;
    }
    if (change.endTime !== undefined) {
      const end = Date.parse(change.endTime);
      if (Number.isNaN(end)) throw new SimulatedNetworkError('INVALID', 'endTime must be an ISO 8601 instant');
      if (end <= now.getTime() || end <= Date.parse(campaign.startTime))
        throw new SimulatedNetworkError('INVALID', 'endTime must be in the future and after startTime');
      next.endTime = new Date(end).toISOString();
    }
    if (change.lifetimeBudget !== undefined) {
      // As on Meta: a lifetime budget below what the campaign has spent already cannot be met.
      const spent = dailyInsights(campaign, now).reduce((sum, day) => sum + day.spend, 0);
      if (change.lifetimeBudget < spent)
        throw new SimulatedNetworkError('INVALID', `lifetimeBudget must be at least the ${spent} spent already`);
      next.lifetimeBudget = change.lifetimeBudget;
    }
    if (change.endTime !== undefined || change.lifetimeBudget !== undefined)
      this.checkBudget(next.lifetimeBudget, campaign.startTime, next.endTime, campaign.currency);
    if (
      next.name !== settings.name ||
      next.endTime !== settings.endTime ||
      next.lifetimeBudget !== settings.lifetimeBudget
    )
      campaign.settings.push(next);

    const paused = campaign.pauses.find((p) => p.to === null);
    if (change.status === 'PAUSED' && !paused) campaign.pauses.push({ from: at, to: null });
    if (change.status === 'ACTIVE' && paused) paused.to = at;
    if (change.status === 'DELETED') campaign.deletedAt = at;

    await this.state.put(stateKey(externalId), JSON.stringify(campaign));
    return networkCampaign(campaign, now);
  }

  /**
   * Renames an ad set, replaces its targeting or sets its budget share, as a new version of its settings.
   * As on Meta, where a campaign's budget is its ad sets' sum, a share's change moves the campaign's
   * lifetime budget by as much, from that instant: delivery follows it from that day, as it follows a
   * campaign budget change, and the same limits hold (at least what was spent, at least the minimum for
   * its days). A deleted campaign's ad sets take no change.
   */
  async updateAdSet(account: NetworkAccount, adSetId: string, change: AdSetChange): Promise<{ externalId: string; name: string }> {
    const campaignId = campaignOfAdSet(adSetId);
    if (campaignId === null) throw new SimulatedNetworkError('NOT_FOUND', `no ad set ${adSetId}`);
    const campaign = await this.load(account, campaignId);
    const adSet = campaign.adSets.find((s) => s.externalId === adSetId);
    if (!adSet) throw new SimulatedNetworkError('NOT_FOUND', `no ad set ${adSetId}`);
    if (campaign.deletedAt !== null) throw new SimulatedNetworkError('INVALID', `campaign ${campaignId} is deleted`);
    const now = this.clock();
    const at = now.toISOString();
    const current = currentAdSetSettings(adSet);
    const next = { ...current, at };
    if (change.name !== undefined) {
      if (change.name.trim() === '') throw new SimulatedNetworkError('INVALID', 'name must not be empty');
      next.name = change.name;
    }
    if (change.targeting !== undefined) next.targeting = structuredClone(change.targeting);
    const budgetDelta = change.lifetimeBudget === undefined ? 0 : change.lifetimeBudget - current.lifetimeBudget;
    if (change.lifetimeBudget !== undefined) {
      if (!Number.isInteger(change.lifetimeBudget) || change.lifetimeBudget < 0)
        throw new SimulatedNetworkError('INVALID', "an ad set's lifetimeBudget must be whole minor units, not below 0");
      next.lifetimeBudget = change.lifetimeBudget;
    }
    if (budgetDelta !== 0) {
      const settings = currentSettings(campaign);
      const lifetimeBudget = settings.lifetimeBudget + budgetDelta;
      const spent = dailyInsights(campaign, now).reduce((sum, day) => sum + day.spend, 0);
      if (lifetimeBudget < spent)
        throw new SimulatedNetworkError('INVALID', `with this share, the campaign's lifetimeBudget (${lifetimeBudget}) must be at least the ${spent} spent already`);
      try {
        this.checkBudget(lifetimeBudget, campaign.startTime, settings.endTime, campaign.currency);
      } catch (error) {
        throw new SimulatedNetworkError('INVALID', `with this share, the campaign's ${(error as Error).message}`);
      }
      campaign.settings.push({ ...settings, at, lifetimeBudget });
    }
    if (JSON.stringify({ ...next, at: current.at }) !== JSON.stringify(current)) adSet.settings.push(next);
    await this.state.put(stateKey(campaignId), JSON.stringify(campaign));
    return { externalId: adSet.externalId, name: next.name };
  }

  /** Sends a rejected ad's edited creative back to review, decided by the same rules REVIEW_DELAY_MS later. */
  async resubmitAd(account: NetworkAccount, adId: string, creative: CreativeSpec): Promise<NetworkAd> {
    const campaignId = campaignOfAd(adId);
    if (campaignId === null) throw new SimulatedNetworkError('NOT_FOUND', `no ad ${adId}`);
    const campaign = await this.load(account, campaignId);
    const ad = campaign.ads.find((a) => a.externalId === adId);
    if (!ad) throw new SimulatedNetworkError('NOT_FOUND', `no ad ${adId}`);
    const now = this.clock();
    if (campaign.deletedAt !== null) throw new SimulatedNetworkError('INVALID', `campaign ${campaignId} is deleted`);
    // An approved ad is delivering, and one in review is already being looked at: only a rejected one goes back.
    if (adReview(ad, now).status !== 'REJECTED')
      throw new SimulatedNetworkError('INVALID', `ad ${adId} is not rejected`);
    ad.creative = structuredClone(creative);
    ad.submittedAt = now.toISOString();
    ad.reasons = reviewCreative({ creative, specialAdCategories: campaign.specialAdCategories, ...(campaign.isHousing !== undefined ? { isHousing: campaign.isHousing } : {}) });
    await this.state.put(stateKey(campaignId), JSON.stringify(campaign));
    return networkAd(ad, now);
  }

  /** The days the campaign delivered within the range (dates YYYY-MM-DD or instants, both ends included). */
  async insights(
    account: NetworkAccount,
    externalId: string,
    range: { from: string; to: string },
  ): Promise<DailyInsight[]> {
    const campaign = await this.load(account, externalId);
    const from = range.from.slice(0, 10);
    const to = range.to.slice(0, 10);
    return dailyInsights(campaign, this.clock()).filter((day) => day.date >= from && day.date <= to);
  }

  /** The lead-form submissions after `since` (all when null), up to now, oldest first. */
  async leads(account: NetworkAccount, externalId: string, since: string | null): Promise<NetworkLead[]> {
    const campaign = await this.load(account, externalId);
    const after = since === null ? -Infinity : Date.parse(since);
    return simulatedLeads(campaign, this.clock()).filter((lead) => Date.parse(lead.createdTime) > after);
  }

  /** One day's minimum (SIMULATOR_MINIMUM_DAILY_BUDGET) in the account's minor units. */
  async minimumBudget(account: NetworkAccount): Promise<number> {
    return toMinorUnits(SIMULATOR_MINIMUM_DAILY_BUDGET, account.currency);
  }

  /** The account's audiences, the same on every call (simulator-audiences.ts). */
  async listAudiences(account: NetworkAccount): Promise<NetworkAudience[]> {
    return simulatedAudiences(account);
  }

  /** The social account's pages, the same on every call; none for a display account. */
  async listPages(account: NetworkAccount): Promise<NetworkPage[]> {
    return simulatedPages(account);
  }

  private async find(account: NetworkAccount, externalId: string): Promise<SimulatedCampaign | null> {
    const json = await this.state.get(stateKey(externalId));
    if (json === null) return null;
    const campaign = upgradedCampaign(JSON.parse(json) as Parameters<typeof upgradedCampaign>[0]);
    // Another account's campaign is as invisible as on a real network.
    return campaign.accountId === account.accountId && campaign.kind === account.kind ? campaign : null;
  }

  private async load(account: NetworkAccount, externalId: string): Promise<SimulatedCampaign> {
    const campaign = await this.find(account, externalId);
    if (!campaign)
      throw new SimulatedNetworkError('NOT_FOUND', `no campaign ${externalId} in account ${account.accountId}`);
    return campaign;
  }

  private check(spec: CampaignSpec, currency: string): void {
    if (spec.reference.trim() === '') throw new SimulatedNetworkError('INVALID', 'reference must not be empty');
    if (spec.name.trim() === '') throw new SimulatedNetworkError('INVALID', 'name must not be empty');
    const start = Date.parse(spec.startTime);
    const end = Date.parse(spec.endTime);
    if (Number.isNaN(start) || Number.isNaN(end))
      throw new SimulatedNetworkError('INVALID', 'startTime and endTime must be ISO 8601 instants');
    if (end <= start) throw new SimulatedNetworkError('INVALID', 'endTime must be after startTime');
    if (spec.adSets.length === 0) throw new SimulatedNetworkError('INVALID', 'a campaign needs at least one ad set');
    this.checkBudget(spec.lifetimeBudget, spec.startTime, spec.endTime, currency);
    const shares = spec.adSets.reduce((sum, s) => sum + s.lifetimeBudget, 0);
    if (
      spec.adSets.some((s) => !Number.isInteger(s.lifetimeBudget) || s.lifetimeBudget < 0) ||
      shares > spec.lifetimeBudget
    ) {
      throw new SimulatedNetworkError(
        'INVALID',
        "the ad sets' budgets must be whole minor units that add up to at most the campaign's lifetime budget",
      );
    }
  }

  private checkBudget(lifetimeBudget: number, startTime: string, endTime: string, currency: string): void {
    const days = Math.ceil((Date.parse(endTime) - Date.parse(startTime)) / DAY_MS);
    const minimum = toMinorUnits(SIMULATOR_MINIMUM_DAILY_BUDGET, currency) * days;
    if (!Number.isInteger(lifetimeBudget) || lifetimeBudget < minimum) {
      throw new SimulatedNetworkError(
        'INVALID',
        `lifetimeBudget must be whole minor units, at least ${minimum} for ${days} day(s)`,
      );
    }
  }
}
