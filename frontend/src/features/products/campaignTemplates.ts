// The campaign templates a product can name: the ads context's social and display templates (its
// listCampaignTemplates and listGdnCampaignTemplates), offered by name with their customer's templates
// all together — a product belongs to no customer, and the order context checks each one exists.
import type { TemplateModel } from '../../lib/api/generated/order.ts';
import { useListCampaignTemplates, useListGdnCampaignTemplates } from '../../lib/api/generated/ads.ts';

export interface CampaignTemplateOption {
  templateId: string;
  templateModel: TemplateModel;
  name: string;
  /** The campaign type, e.g. SINGLE_LISTING_IMAGE_CAROUSEL. */
  type?: string;
}

/** The most templates offered of each kind: the largest page the lists give. */
const OFFERED = 100;

/** The campaign templates to choose from, social first, by name. */
export function useCampaignTemplateOptions(): readonly CampaignTemplateOption[] {
  const social = useListCampaignTemplates({ params: { query: { limit: OFFERED } } });
  const display = useListGdnCampaignTemplates({ params: { query: { limit: OFFERED } } });
  return [
    ...(social.data?.items ?? []).map((t) => ({ templateId: t.id, templateModel: 'CustomerCampaignTemplate' as const, name: t.name, type: t.campaignType })),
    ...(display.data?.items ?? []).map((t) => ({ templateId: t.id, templateModel: 'CustomerGdnCampaignTemplate' as const, name: t.name, type: t.campaignType })),
  ];
}

export const TEMPLATE_MODEL_LABELS: Record<TemplateModel, string> = {
  CustomerCampaignTemplate: 'Facebook',
  CustomerGdnCampaignTemplate: 'Google display',
};
