// The campaign templates a product can name: the ads context's social and display templates. That context is
// not built yet, so no install has any and the product form says so; it lists them here (its
// listCampaignTemplates and listGdnCampaignTemplates) once it exists, and the form offers them by name.
import type { TemplateModel } from '../../lib/api/generated/order.ts';

export interface CampaignTemplateOption {
  templateId: string;
  templateModel: TemplateModel;
  name: string;
  /** The campaign type, e.g. SINGLE_LISTING. */
  type?: string;
}

const NONE: readonly CampaignTemplateOption[] = [];

/** The campaign templates to choose from: none until the ads context provides them. */
export function useCampaignTemplateOptions(): readonly CampaignTemplateOption[] {
  return NONE;
}

export const TEMPLATE_MODEL_LABELS: Record<TemplateModel, string> = {
  CustomerCampaignTemplate: 'Facebook',
  CustomerGdnCampaignTemplate: 'Google display',
};
