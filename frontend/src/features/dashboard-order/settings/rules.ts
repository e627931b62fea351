// When the settings tabs hold (002 §4 "If all template forms are valid"; §5 images per campaign type, map
// targeting, URLs, ages). The image bounds are the shared module's (the order service refuses the same data);
// the marker and radius limits the map's (components/map/targeting.ts, mirrored by the order service).
import { campaignImageErrors, carouselItemErrors } from '@adops/openapi/rules/campaign-images';
import type { CampaignDataItem, Product } from '../../../lib/api/generated/order.ts';
import { MAX_MARKERS, MAX_RADIUS_KM, MIN_RADIUS_KM } from '../../../components/map/targeting.ts';
import { activeImageCount, formatOf, isWebUrl, typeOf } from './campaignData.ts';
import { SETTINGS_MESSAGES } from './messages.ts';

export interface RulesContext {
  /** The customer's imageAdLimit: an image (and display) campaign's maximum. */
  imageAdLimit: number;
  /** How many listings, resources or catalogue products the order is for (carousel and DPA need 2). */
  itemCount: number;
}

/** The URL fields of an item, by the label the tab shows them with. */
export function urlFields(item: CampaignDataItem): Array<{ label: string; url: string | undefined }> {
  return [
    { label: 'Landing page URL', url: item.linkData?.link },
    ...(item.resources?.publicUrls ?? []).map((u) => ({ label: u.type === 'YOUTUBE' ? 'YouTube URL' : u.type === 'CUSTOMER_URL' ? 'Customer URL' : 'Landing page URL', url: u.url })),
    { label: 'YouTube URL', url: item.campaignSettings?.youTubeUrl },
    { label: 'Follow-up URL', url: item.leadForm?.followUpActionUrl },
  ];
}

/** The messages of an item's images (or, for carousel and DPA, its items' count). */
export function imageErrors(item: CampaignDataItem, ctx: RulesContext, type: string): string[] {
  if (formatOf(type) === 'items') return carouselItemErrors(ctx.itemCount);
  return campaignImageErrors(type, activeImageCount(item.resources?.images), ctx.imageAdLimit);
}

/** The messages of an item's map targeting: at most 15 markers, each 1 to 80 km. */
export function targetingErrors(item: CampaignDataItem): string[] {
  const markers = item.adSettings?.location?.markers ?? [];
  const errors: string[] = [];
  if (markers.length > MAX_MARKERS) errors.push(SETTINGS_MESSAGES.tooManyMarkers);
  // The stored radius in metres, as the order service judges it; what the map applies is whole kilometres already.
  for (const m of markers) {
    const error = m.radius < MIN_RADIUS_KM * 1000 ? SETTINGS_MESSAGES.minRadius : m.radius > MAX_RADIUS_KM * 1000 ? SETTINGS_MESSAGES.maxRadius : null;
    if (error) errors.push(error);
  }
  return errors;
}

/** The message of one URL field, or undefined when it is empty or a simple web address. */
export const urlError = (label: string, url: string | undefined): string | undefined =>
  url !== undefined && url.trim() !== '' && !isWebUrl(url.trim()) ? SETTINGS_MESSAGES.invalidUrl(label) : undefined;

/** The messages of the carousel settings (a headline or description per card). */
export function cardErrors(item: CampaignDataItem): string[] {
  const settings = item.resources?.settings;
  const errors: string[] = [];
  settings?.headlines?.forEach((h, i) => { if (h.length > 255) errors.push(SETTINGS_MESSAGES.headlineTooLong(i + 1)); });
  settings?.descriptions?.forEach((d, i) => { if (d.length > 2000) errors.push(SETTINGS_MESSAGES.descriptionTooLong(i + 1)); });
  return errors;
}

/** The messages one template's data breaks, in the order the tab shows its sections; empty when it holds. */
export function itemErrors(item: CampaignDataItem, ctx: RulesContext, templateType?: string): string[] {
  const type = item.type ?? templateType ?? '';
  const { ageMin, ageMax } = item.adSettings ?? {};
  const errors = [
    ...imageErrors(item, ctx, type),
    ...targetingErrors(item),
    ...(ageMin !== undefined && ageMax !== undefined && ageMin > ageMax ? [SETTINGS_MESSAGES.ages] : []),
    ...urlFields(item).map(({ label, url }) => urlError(label, url)).filter((e): e is string => !!e),
    ...cardErrors(item),
  ];
  return [...new Set(errors)];
}

/**
 * Every message the settings break, over all the product's templates; empty when every tab is valid. An item
 * is matched to its template by templateId; a template without an item is judged as an empty one (no images).
 */
export function campaignDataErrors(product: Pick<Product, 'campaignTemplates'>, items: readonly CampaignDataItem[], ctx: RulesContext): string[] {
  const errors = product.campaignTemplates.flatMap((template) => {
    const item = items.find((d) => d.templateId === template.templateId) ?? { templateId: template.templateId, templateModel: template.templateModel };
    return itemErrors(item, ctx, typeOf(item, template));
  });
  return [...new Set(errors)];
}
