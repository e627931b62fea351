// A ready order's campaigns (002 §3, issue 27 item 4): on order.ready, for each product and each of its
// templates, the campaign is built from the template and the order's campaign data and recorded —
// CREATING, with its ad sets and the job that creates it on the network — in the inbox's transaction:
// the campaigns and their jobs are there with the event's handling, or none is. A campaign that cannot
// be built (no ad account, no template, a location the order cannot fill) is recorded FAILED with the
// reason, and campaign.ad_rejected tells the order and its agents at once. A RESOURCE order's campaigns
// are built from its resources (the customer's, not deleted), read as listings (rules.ts resourceAsListing).
import { randomUUID } from 'node:crypto';
import { TargetingError, type PlaceFacts } from '../campaign-templates/targeting.ts';
import type { AdAccountRow } from '../accounts/entities.ts';
import type { KnownNameRow } from '../projections/entities.ts';
import type { CampaignRow } from './entities.ts';
import type { NetworkKind } from './network/port.ts';
import { campaignAdRejected } from './events.ts';
import type { CampaignStore, CampaignTx } from './store.ts';
import {
  accountUsableBy,
  buildCampaign,
  CAMPAIGN_MESSAGES,
  campaignName,
  campaignSchedule,
  dataFor,
  orderAccountId,
  plannedCampaigns,
  resourceAsListing,
  templateUsableBy,
  type BuiltCampaign,
  type CampaignNames,
  type ListingForCampaign,
  type PlannedCampaign,
  type ReadyOrder,
  type TemplateForCampaign,
} from './rules.ts';

/** Why a campaign could not be built: it is recorded FAILED with this reason. */
class NotBuilt extends Error {}

/** What the projections know of the order, read once for all its campaigns. */
interface OrderFacts {
  /** The order's listings, or its resources read as listings. */
  listings: ListingForCampaign[];
  names: CampaignNames;
  office: PlaceFacts | null;
}

/** The office's known place (projections/rules.ts officeRow), as targeting reads a place. */
const officePlace = (row: KnownNameRow | undefined): PlaceFacts | null =>
  row ? { lat: row.latitude, lng: row.longitude, postcode: row.postcode, country: row.country } : null;

/**
 * What a campaign just recorded holds before anything follows it: nothing delivered, read or retried.
 * The tests that record campaigns of their own start them here too, so a new column is set once.
 */
export function notYetFollowed(): Pick<CampaignRow, 'reach' | 'impressions' | 'clicks' | 'videoViews' | 'spend' | 'leadsCount' | 'insightsSyncedAt' | 'deleted' | 'completedAt' | 'creationAttempts' | 'nextAttemptAt'> {
  return { reach: 0, impressions: 0, clicks: 0, videoViews: 0, spend: 0, leadsCount: 0, insightsSyncedAt: null, deleted: false, completedAt: null, creationAttempts: 0, nextAttemptAt: null };
}

export class BuildCampaigns {
  private readonly store: CampaignStore;
  private readonly clock: () => Date;

  constructor(store: CampaignStore, clock: () => Date) {
    this.store = store;
    this.clock = clock;
  }

  async ready(tx: CampaignTx, order: ReadyOrder): Promise<void> {
    const planned = plannedCampaigns(order);
    if (!planned.length) return;
    const listings = order.resourceIds?.length
      ? (await this.store.resources(tx, order.resourceIds, order.customerId)).map(resourceAsListing)
      : await this.store.listings(tx, order.listingIds ?? []);
    const known = await this.store.names(tx, [order.customerId, order.officeId ?? '', order.agentIds?.[0] ?? '']);
    const names = this.namesOf(known, order);
    const office = order.officeId ? officePlace(known.get(order.officeId)) : null;
    for (const plan of planned) {
      if (await this.store.made(tx, order.orderId, plan.product.productId, plan.templateId)) continue;
      await this.record(tx, order, plan, { listings, names, office });
    }
  }

  private namesOf(known: Map<string, KnownNameRow>, order: ReadyOrder): CampaignNames {
    const agentId = order.agentIds?.[0];
    const agent = agentId ? known.get(agentId) : undefined;
    return {
      customer: known.get(order.customerId)?.name ?? null,
      office: order.officeId ? (known.get(order.officeId)?.name ?? null) : null,
      agent: agent ? { name: agent.name, email: agent.email } : null,
    };
  }

  private async record(tx: CampaignTx, order: ReadyOrder, plan: PlannedCampaign, about: OrderFacts): Promise<void> {
    const { listings, names, office } = about;
    const id = randomUUID();
    const found = await this.store.template(tx, plan.templateId);
    const template = found && templateUsableBy(found, order.customerId) ? found : null;
    const account = template ? await this.accountFor(tx, order, plan.kind, template) : null;
    const name = campaignName(order, plan.product.name, template?.name ?? '');
    const base = this.baseRow(id, order, plan, name, account);
    try {
      if (!template) throw new NotBuilt(found ? CAMPAIGN_MESSAGES.otherCustomersTemplate : CAMPAIGN_MESSAGES.noTemplate);
      if (!account) throw new NotBuilt(CAMPAIGN_MESSAGES.noAccount);
      if (order.currency && order.currency !== account.currency) throw new NotBuilt(CAMPAIGN_MESSAGES.currency(account.currency, order.currency));
      const schedule = campaignSchedule(order.startDate, plan.product.campaignDurationDays, this.clock(), account.timezone);
      const built = buildCampaign({ reference: id, name, template, listings, data: dataFor(order, plan.templateId), names, office, lifetimeBudget: plan.lifetimeBudget, schedule });
      await this.store.insert(tx, { ...base, ...this.builtFields(built), startTime: schedule.start, endTime: schedule.end }, this.adSetRows(id, order, built));
    } catch (error) {
      if (!(error instanceof NotBuilt || error instanceof TargetingError)) throw error;
      const failed = await this.store.insert(tx, { ...base, status: 'FAILED', reviewReasons: [error.message] }, []);
      await tx.record(campaignAdRejected(failed, failed.reviewReasons));
    }
  }

  /**
   * The order's choice (its FB_AD_ACCOUNT / GDN_AD_ACCOUNT attribute), else the template's, else the
   * customer's own account of the kind, else one for any customer; an id naming no account of the kind
   * is passed over.
   */
  private async accountFor(tx: CampaignTx, order: ReadyOrder, kind: NetworkKind, template: TemplateForCampaign): Promise<AdAccountRow | null> {
    for (const id of [orderAccountId(order.attributes ?? [], kind), template.adAccountId]) {
      const account = id ? await this.store.account(tx, kind, id) : null;
      if (account && accountUsableBy(account, order.customerId)) return account;
    }
    return this.store.defaultAccount(tx, kind, order.customerId);
  }

  /** The row before it is built: what a FAILED campaign keeps too (no account: an empty account id, as the column is required). */
  private baseRow(id: string, order: ReadyOrder, plan: PlannedCampaign, name: string, account: AdAccountRow | null): Omit<CampaignRow, 'createdAt' | 'updatedAt'> {
    const now = this.clock();
    return {
      id,
      kind: plan.kind,
      customerId: order.customerId,
      officeId: order.officeId,
      agentIds: [...(order.agentIds ?? [])],
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      productId: plan.product.productId,
      templateId: plan.templateId,
      adAccountId: account?.id ?? '',
      provider: account?.provider ?? 'simulator',
      externalId: null,
      name,
      status: 'CREATING',
      startTime: now,
      endTime: now,
      lifetimeBudget: plan.lifetimeBudget,
      currency: account?.currency ?? order.currency ?? 'NZD',
      listingIds: [...(order.listingIds ?? [])],
      resourceIds: [...(order.resourceIds ?? [])],
      isHousing: false,
      housingAdjustments: [],
      reviewReasons: [],
      spec: { reference: id, name, objective: 'TRAFFIC', specialAdCategories: [], specialAdCategoryCountries: [], lifetimeBudget: plan.lifetimeBudget, startTime: now.toISOString(), endTime: now.toISOString(), adSets: [], creative: { format: 'IMAGE', headline: '', message: '', linkUrl: '', imageUrls: [], callToAction: 'LEARN_MORE' } },
      ...notYetFollowed(),
    };
  }

  private builtFields(built: BuiltCampaign): Pick<CampaignRow, 'spec' | 'isHousing' | 'housingAdjustments' | 'lifetimeBudget'> {
    return { spec: built.spec, isHousing: built.isHousing, housingAdjustments: built.housingAdjustments, lifetimeBudget: built.spec.lifetimeBudget };
  }

  private adSetRows(campaignId: string, order: ReadyOrder, built: BuiltCampaign) {
    return built.adSets.map((adSet) => ({
      id: randomUUID(),
      campaignId,
      customerId: order.customerId,
      officeId: order.officeId,
      agentIds: [...(order.agentIds ?? [])],
      externalId: null,
      name: adSet.name,
      targeting: adSet.targeting,
      lifetimeBudget: adSet.lifetimeBudget,
      adExternalId: null,
      creative: built.spec.creative,
      reviewStatus: 'PENDING' as const,
      reviewReasons: [],
    }));
  }
}
