// A campaign's ad sets (each with its one ad): listed, read, previewed with the review rules' warnings,
// and edited — the name, the budget share and the targeting within the template rules (a housing ad's
// kept compliant), applied on the network first for a campaign live there (updateAdSet) and sent with the
// creation of one not yet made — and a rejected ad's texts, which go back to the network's review
// (resubmitAd) at once.
import { conflict, invalidFields, type Principal } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import type { AdSetRow, CampaignRow } from './entities.ts';
import type { CampaignNetworks } from './campaign-networks.ts';
import type { AdSetChange, CreativeSpec } from './network/port.ts';
import { ADMIN_MESSAGES, editedTargeting, isChangeable, reviewWarnings, targetingEditErrors } from './admin-rules.ts';
import { matchAdSets } from './rules.ts';
import { askNetwork } from './campaign-admin.ts';
import type { CampaignStore } from './store.ts';

export type UpdateAdSetBody = operations['updateAdSet']['requestBody']['content']['application/json'];
export type AdSetListQuery = NonNullable<operations['listAllAdSets']['parameters']['query']>;

export interface AdPreview {
  adSet: AdSetRow;
  warnings: ReturnType<typeof reviewWarnings>;
}

export class AdSets {
  private readonly store: CampaignStore;
  private readonly networks: CampaignNetworks;

  constructor(deps: { store: CampaignStore; networks: CampaignNetworks }) {
    this.store = deps.store;
    this.networks = deps.networks;
  }

  /** The ad sets of a campaign the principal reaches (404 otherwise), in the order they were made. */
  async ofCampaign(principal: Principal, campaignId: string): Promise<AdSetRow[]> {
    const campaign = await this.store.reachedAnyCampaign(principal, campaignId);
    return this.store.transaction((tx) => this.store.adSetsIn(tx, campaign.id));
  }

  /** A page of the ad sets the principal reaches (of campaigns not deleted), filtered. */
  page(principal: Principal, q: AdSetListQuery) {
    const { customerId, campaignId, reviewStatus, ...paging } = q;
    return this.store.adSetPage(principal, paging, { customerId, campaignId, reviewStatus });
  }

  get(principal: Principal, id: string): Promise<AdSetRow> {
    return this.store.reachedAdSet(principal, id);
  }

  /** The ad as it will look, with what the review rules would refuse it for in its campaign. */
  async preview(principal: Principal, id: string): Promise<AdPreview> {
    const adSet = await this.store.reachedAdSet(principal, id);
    const campaign = await this.store.reachedAnyCampaign(principal, adSet.campaignId);
    return { adSet, warnings: reviewWarnings({ creative: adSet.creative, specialAdCategories: campaign.spec.specialAdCategories, isHousing: campaign.isHousing }) };
  }

  /**
   * Applies the edit on the campaign's network first when the campaign is live there (a change or a
   * resubmission the network refuses is a 502 and changes nothing here), then stores it. A new budget
   * share moves the campaign's lifetime budget by as much: the networks count a campaign's budget as its
   * ad sets' sum (Meta's ad-set budgets; the simulator follows Meta).
   */
  async update(principal: Principal, id: string, body: UpdateAdSetBody): Promise<AdSetRow> {
    const adSet = await this.store.reachedAdSet(principal, id);
    const campaign = await this.store.reachedAnyCampaign(principal, adSet.campaignId);
    if (campaign.deleted || ['COMPLETED', 'DELETED', 'FAILED'].includes(campaign.status)) throw conflict(ADMIN_MESSAGES.notChangeable);
    const errors = body.targeting ? targetingEditErrors(body.targeting, adSet.targeting) : [];
    if (errors.length) throw invalidFields(errors);
    const creative = body.creative ? editedCreative(adSet.creative, body.creative) : null;
    if (creative && (adSet.reviewStatus !== 'REJECTED' || adSet.adExternalId === null)) throw conflict(ADMIN_MESSAGES.onlyRejectedAds);

    const name = body.name?.trim();
    const edited = body.targeting ? editedTargeting(adSet.targeting, body.targeting, { isHousing: campaign.isHousing, countries: campaign.spec.specialAdCategoryCountries }) : null;
    const change: AdSetChange = {
      ...(name !== undefined && name !== adSet.name ? { name } : {}),
      ...(edited ? { targeting: edited.targeting } : {}),
      ...(body.lifetimeBudget !== undefined && body.lifetimeBudget !== adSet.lifetimeBudget ? { lifetimeBudget: body.lifetimeBudget } : {}),
    };
    // The network first: a change or a resubmission it refuses changes nothing here.
    const live = isChangeable(campaign) && adSet.externalId !== null;
    if (live && Object.keys(change).length) await this.applyOnNetwork(campaign, adSet.externalId!, change);
    const resubmitted = creative ? await this.resubmit(campaign, adSet.adExternalId!, creative) : null;
    const stored = await this.store.transaction(async (tx) => {
      const current = await this.store.lockAdSet(tx, principal, id);
      const locked = await this.store.lock(tx, campaign.id);
      // Made on its network since it was read: the change must go there, so the edit starts again.
      if (!live && Object.keys(change).length && campaign.status === 'CREATING' && locked.status !== 'CREATING') return null;
      const changes: Partial<AdSetRow> = {
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.targeting !== undefined ? { targeting: change.targeting } : {}),
        ...(change.lifetimeBudget !== undefined ? { lifetimeBudget: change.lifetimeBudget } : {}),
      };
      const campaignChanges: Partial<CampaignRow> = {};
      if (edited?.adjustments.length) campaignChanges.housingAdjustments = [...new Set([...locked.housingAdjustments, ...edited.adjustments])];
      const budgetDelta = change.lifetimeBudget === undefined ? 0 : change.lifetimeBudget - current.lifetimeBudget;
      if (budgetDelta !== 0) campaignChanges.lifetimeBudget = locked.lifetimeBudget + budgetDelta;
      // Not yet made on its network: the creation job sends the spec, so the edit goes there too.
      if (locked.status === 'CREATING' && Object.keys(change).length) campaignChanges.spec = withAdSetChange(locked, await this.store.adSetsIn(tx, locked.id), current.id, change, budgetDelta);
      if (creative && resubmitted) Object.assign(changes, { creative, reviewStatus: resubmitted.ad.review.status, reviewReasons: resubmitted.ad.review.reasons });
      if (Object.keys(changes).length) await this.store.writeAdSet(tx, current, changes);
      if (Object.keys(campaignChanges).length) await this.store.write(tx, locked, campaignChanges);
      if (resubmitted?.campaign) {
        // The campaign as the network now has it (in review again): its status, reviews and reasons follow.
        await this.networks.recordStatus(tx, campaign.id, resubmitted.campaign);
        const after = await this.store.lock(tx, campaign.id);
        if (after.status !== 'REJECTED' && after.reviewReasons.length) await this.store.write(tx, after, { reviewReasons: [] });
      }
      return (await this.store.adSetsIn(tx, campaign.id)).find((s) => s.id === id)!;
    });
    return stored ?? this.update(principal, id, body);
  }

  /** The change on the ad set's network; nothing to call when the campaign's account was unlinked since. */
  private async applyOnNetwork(campaign: CampaignRow, adSetExternalId: string, change: AdSetChange): Promise<void> {
    const target = await askNetwork(() => this.networks.of(campaign));
    if (target) await askNetwork(() => target.network.updateAdSet(target.account, adSetExternalId, change));
  }

  private async resubmit(campaign: CampaignRow, adExternalId: string, creative: CreativeSpec) {
    const target = await askNetwork(() => this.networks.of(campaign));
    if (!target || campaign.externalId === null) throw conflict(ADMIN_MESSAGES.notChangeable);
    const ad = await askNetwork(() => target.network.resubmitAd(target.account, adExternalId, creative));
    const read = await askNetwork(() => target.network.getCampaign(target.account, campaign.externalId!));
    return { ad, campaign: read };
  }
}

/** The creative with the edited texts (the images' text ratios stay unless new ones are given). */
function editedCreative(current: CreativeSpec, edit: NonNullable<UpdateAdSetBody['creative']>): CreativeSpec {
  return {
    ...current,
    ...(edit.headline !== undefined ? { headline: edit.headline.trim() } : {}),
    ...(edit.message !== undefined ? { message: edit.message.trim() } : {}),
    ...(edit.linkUrl !== undefined ? { linkUrl: edit.linkUrl } : {}),
    ...(edit.callToAction !== undefined ? { callToAction: edit.callToAction } : {}),
    ...(edit.imageTextRatios !== undefined ? { imageTextRatios: edit.imageTextRatios } : {}),
  };
}

/**
 * The campaign's spec with one ad set's change made (ad sets matched to the spec's by name, in order, as
 * the names were before it), the campaign's budget moved by the share's change.
 */
function withAdSetChange(campaign: CampaignRow, rows: readonly AdSetRow[], adSetId: string, change: AdSetChange, budgetDelta: number): CampaignRow['spec'] {
  const pairs = matchAdSets(campaign.spec.adSets, rows);
  return {
    ...campaign.spec,
    lifetimeBudget: campaign.spec.lifetimeBudget + budgetDelta,
    adSets: pairs.map(([spec, row]) => (row?.id === adSetId ? { ...spec, ...change } : spec)),
  };
}
