// A campaign's ad sets (each with its one ad): listed, read, previewed with the review rules' warnings,
// and edited — the targeting within the template rules (a housing ad's kept compliant), and a rejected
// ad's texts, which go back to the network's review (resubmitAd) at once. The ad-network port changes no
// live ad set's targeting, so an edited targeting is kept here (and sent with a campaign not yet made).
import { conflict, invalidFields, type Principal } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import type { AdSetRow, CampaignRow } from './entities.ts';
import type { CampaignNetworks } from './campaign-networks.ts';
import type { CreativeSpec } from './network/port.ts';
import { ADMIN_MESSAGES, editedTargeting, reviewWarnings, targetingEditErrors } from './admin-rules.ts';
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

  async update(principal: Principal, id: string, body: UpdateAdSetBody): Promise<AdSetRow> {
    const adSet = await this.store.reachedAdSet(principal, id);
    const campaign = await this.store.reachedAnyCampaign(principal, adSet.campaignId);
    if (campaign.deleted || ['COMPLETED', 'DELETED', 'FAILED'].includes(campaign.status)) throw conflict(ADMIN_MESSAGES.notChangeable);
    const errors = body.targeting ? targetingEditErrors(body.targeting, adSet.targeting) : [];
    if (errors.length) throw invalidFields(errors);
    const creative = body.creative ? editedCreative(adSet.creative, body.creative) : null;
    if (creative && (adSet.reviewStatus !== 'REJECTED' || adSet.adExternalId === null)) throw conflict(ADMIN_MESSAGES.onlyRejectedAds);

    // The network first: a resubmission it refuses changes nothing here.
    const resubmitted = creative ? await this.resubmit(campaign, adSet.adExternalId!, creative) : null;
    return this.store.transaction(async (tx) => {
      const current = await this.store.lockAdSet(tx, principal, id);
      const locked = await this.store.lock(tx, campaign.id);
      const changes: Partial<AdSetRow> = {};
      const campaignChanges: Partial<CampaignRow> = {};
      if (body.targeting) {
        const { targeting, adjustments } = editedTargeting(current.targeting, body.targeting, { isHousing: locked.isHousing, countries: locked.spec.specialAdCategoryCountries });
        changes.targeting = targeting;
        if (adjustments.length) campaignChanges.housingAdjustments = [...new Set([...locked.housingAdjustments, ...adjustments])];
        // Not yet made on its network: the creation job sends the spec, so the edit goes there too.
        if (locked.status === 'CREATING') campaignChanges.spec = withAdSetTargeting(locked, await this.store.adSetsIn(tx, locked.id), current.id, targeting);
      }
      if (creative && resubmitted) Object.assign(changes, { creative, reviewStatus: resubmitted.ad.review.status, reviewReasons: resubmitted.ad.review.reasons });
      await this.store.writeAdSet(tx, current, changes);
      if (Object.keys(campaignChanges).length) await this.store.write(tx, locked, campaignChanges);
      if (resubmitted?.campaign) {
        // The campaign as the network now has it (in review again): its status, reviews and reasons follow.
        await this.networks.recordStatus(tx, campaign.id, resubmitted.campaign);
        const after = await this.store.lock(tx, campaign.id);
        if (after.status !== 'REJECTED' && after.reviewReasons.length) await this.store.write(tx, after, { reviewReasons: [] });
      }
      return (await this.store.adSetsIn(tx, campaign.id)).find((s) => s.id === id)!;
    });
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

/** The campaign's spec with one ad set's targeting replaced (ad sets matched to the spec's by name, in order). */
function withAdSetTargeting(campaign: CampaignRow, rows: readonly AdSetRow[], adSetId: string, targeting: AdSetRow['targeting']): CampaignRow['spec'] {
  const pairs = matchAdSets(campaign.spec.adSets, rows);
  return { ...campaign.spec, adSets: pairs.map(([spec, row]) => (row?.id === adSetId ? { ...spec, targeting } : spec)) };
}
