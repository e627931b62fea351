// getCampaignDataItem (002 §7 "GET order campaign data item"): a template's campaign data item for the
// order's listings or resources. The template must be one of the caller's customer's (any dashboard user
// of it: each may order), of the model named; the listings that customer's, not deleted and within the
// caller's reach as the listing context scopes listings (a branch user's own agent's, a branch manager's
// offices'); the resources that customer's and not deleted (every user of the customer alike, as the order
// context checks a RESOURCE order's), and published; otherwise 404 (400 for an unpublished resource, with
// the order's message). For staff the customer is the template's.
import { invalidField, invalidFields, notFound, scopeOf, type Principal } from '@adops/platform';
import type { CampaignDataItem, CampaignTemplateModel } from '@adops/openapi/generated/ads';
import { kindOfTemplateModel } from '../campaigns/rules.ts';
import { campaignDataItem, listingReachable, resourceDataItem } from './campaign-data-item.ts';
import type { CampaignTemplateRow } from './entities.ts';
import { LISTING_NOT_FOUND, RESOURCE_NOT_FOUND, TEMPLATE_NOT_FOUND, type CampaignTemplateStore } from './store.ts';

/** 003: what an order of an unpublished resource is told (the order context's message). */
export const PUBLISHED_ONLY = 'Order requires Published resources only.';
/** Ours: the spec's query names listingIds or resourceIds. */
export const LISTINGS_OR_RESOURCES = 'An order names listings or resources, not both.';

export class CampaignDataItems {
  private readonly store: CampaignTemplateStore;

  constructor(store: CampaignTemplateStore) {
    this.store = store;
  }

  async of(principal: Principal, templateId: string, templateModel: CampaignTemplateModel, listingIds: readonly string[] = [], resourceIds: readonly string[] = []): Promise<CampaignDataItem> {
    const template = await this.store.orderTemplates.get(principal, templateId);
    if (template.kind !== kindOfTemplateModel(templateModel)) throw notFound(TEMPLATE_NOT_FOUND);
    // What the caller may not see is 404 before anything else is judged, so no rule tells another
    // customer's ids apart from unknown ones.
    const listings = await this.reachableListings(principal, template, listingIds);
    const resources = await this.knownResources(template, resourceIds);
    if (listings.length && resources.length) throw invalidField('/query/resourceIds', LISTINGS_OR_RESOURCES);
    if (resources.length) return this.ofResources(template, resources);
    const names = await this.store.knownNames([template.customerId, ...listings.flatMap((l) => l.agentIds)]);
    const agents = new Map([...names.values()].filter((n) => n.kind === 'agent').map((n) => [n.id, { name: n.name, email: n.email }]));
    return campaignDataItem({ template, listings, agents, customerName: names.get(template.customerId)?.name ?? null });
  }

  /** The listings, in the order asked: the template's customer's, not deleted, within the caller's reach; else 404. */
  private async reachableListings(principal: Principal, template: CampaignTemplateRow, listingIds: readonly string[]) {
    const ids = [...new Set(listingIds)];
    if (!ids.length) return [];
    const scope = scopeOf(principal);
    const rows = await this.store.listingsForOrder(principal, ids);
    const byId = new Map(rows.filter((l) => !l.deleted && l.customerId === template.customerId && listingReachable(scope, l)).map((l) => [l.id, l]));
    const listings = ids.map((id) => byId.get(id));
    if (listings.some((l) => l === undefined)) throw notFound(LISTING_NOT_FOUND);
    return listings.filter((l) => l !== undefined);
  }

  /** The resources, in the order asked: the template's customer's and not deleted; else 404. */
  private async knownResources(template: CampaignTemplateRow, resourceIds: readonly string[]) {
    const ids = [...new Set(resourceIds)];
    if (!ids.length) return [];
    const byId = new Map((await this.store.resourcesForOrder(ids)).filter((r) => !r.deleted && r.customerId === template.customerId).map((r) => [r.id, r]));
    const resources = ids.map((id) => byId.get(id));
    if (resources.some((r) => r === undefined)) throw notFound(RESOURCE_NOT_FOUND);
    return resources.filter((r) => r !== undefined);
  }

  /** The item for a RESOURCE order: its resources must be published too. */
  private async ofResources(template: CampaignTemplateRow, resources: Awaited<ReturnType<CampaignDataItems['knownResources']>>): Promise<CampaignDataItem> {
    const unpublished = resources.flatMap((r, i) => (r.published ? [] : [{ path: `/query/resourceIds/${i}`, message: PUBLISHED_ONLY }]));
    if (unpublished.length) throw invalidFields(unpublished);
    const names = await this.store.knownNames([template.customerId]);
    return resourceDataItem({ template, resources, customerName: names.get(template.customerId)?.name ?? null });
  }
}
