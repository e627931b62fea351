// getCampaignDataItem (002 §7 "GET order campaign data item"): a template's campaign data item for the
// order's listings. The template must be one of the caller's customer's (any dashboard user of it: each
// may order), of the model named; the listings that customer's, not deleted and within the caller's reach
// as the listing context scopes listings (a branch user's own agent's, a branch manager's offices');
// otherwise 404. For staff the customer is the template's.
import { notFound, scopeOf, type Principal } from '@adops/platform';
import type { CampaignDataItem, CampaignTemplateModel } from '@adops/openapi/generated/ads';
import { kindOfTemplateModel } from '../campaigns/rules.ts';
import { campaignDataItem, listingReachable } from './campaign-data-item.ts';
import { LISTING_NOT_FOUND, TEMPLATE_NOT_FOUND, type CampaignTemplateStore } from './store.ts';

export class CampaignDataItems {
  private readonly store: CampaignTemplateStore;

  constructor(store: CampaignTemplateStore) {
    this.store = store;
  }

  async of(principal: Principal, templateId: string, templateModel: CampaignTemplateModel, listingIds: readonly string[] = []): Promise<CampaignDataItem> {
    const template = await this.store.orderTemplates.get(principal, templateId);
    if (template.kind !== kindOfTemplateModel(templateModel)) throw notFound(TEMPLATE_NOT_FOUND);
    const ids = [...new Set(listingIds)];
    const rows = await this.store.listingsForOrder(principal, ids);
    const scope = scopeOf(principal);
    const byId = new Map(rows.filter((l) => !l.deleted && l.customerId === template.customerId && listingReachable(scope, l)).map((l) => [l.id, l]));
    const listings = ids.map((id) => byId.get(id));
    if (listings.some((l) => l === undefined)) throw notFound(LISTING_NOT_FOUND);
    const placed = listings.filter((l) => l !== undefined);
    const names = await this.store.knownNames([template.customerId, ...placed.flatMap((l) => l.agentIds)]);
    const agents = new Map([...names.values()].filter((n) => n.kind === 'agent').map((n) => [n.id, { name: n.name, email: n.email }]));
    return campaignDataItem({ template, listings: placed, agents, customerName: names.get(template.customerId)?.name ?? null });
  }
}
