// The campaign data checks placing an order and replacing its campaign data share (002 §3, §5: "the same
// rules" both ways): each item bound to one of the order's products' campaign templates (kept with that
// template's own id), and its images held to the template's campaign type and the customer's imageAdLimit.
// Reads, in the caller's transaction, the products' templates as the ads context told them and, when
// there are items, the customer's limit; the rules themselves are in rules.ts.
import type { FieldError, Tx } from '@adops/platform';
import type { CampaignDataItem } from '@adops/openapi/generated/order';
import type { KnownCampaignTemplateRow } from '../projections/entities.ts';
import type { ProjectionStore } from '../projections/store.ts';
import { campaignDataImageErrors, campaignDataOfProducts, type OfferedProduct } from './rules.ts';

export interface CheckedCampaignData {
  /** The items, each naming its product template by that template's own id. */
  items: CampaignDataItem[];
  /** Items naming a template none of the products has, at their templateId (campaignDataOfProducts). */
  bindingErrors: FieldError[];
  /** Items whose images do not fit their template's type or the customer's limit (campaignDataImageErrors). */
  imageErrors: FieldError[];
  /** The products' campaign templates, live or deleted. */
  templates: KnownCampaignTemplateRow[];
}

/** The campaign data of an order of the customer for these products, checked; errors at `/body/campaignData/…`. */
export async function checkCampaignData(
  projections: ProjectionStore,
  tx: Tx<'order'>,
  campaignData: readonly CampaignDataItem[],
  products: ReadonlyArray<Pick<OfferedProduct, 'campaignTemplates'>>,
  customerId: string,
): Promise<CheckedCampaignData> {
  const base = '/body/campaignData';
  const templates = await projections.campaignTemplates(tx, [...new Set(products.flatMap((p) => p.campaignTemplates.map((t) => t.templateId)))]);
  const bound = campaignDataOfProducts(campaignData, products, base);
  const imageErrors = bound.items.length ? campaignDataImageErrors(bound.items, templates, customerId, await projections.imageAdLimit(tx, customerId), base) : [];
  return { items: bound.items, bindingErrors: bound.errors, imageErrors, templates };
}
