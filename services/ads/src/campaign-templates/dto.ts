// Campaign templates as the API shows them (openapi/ads CampaignTemplate), social and display alike.
import type { CampaignTemplate } from '@adops/openapi/generated/ads';
import type { CampaignTemplateRow } from './entities.ts';
import { TEMPLATE_MODEL_OF } from './events.ts';

export const toCampaignTemplateDto = (t: CampaignTemplateRow): CampaignTemplate => ({
  id: t.id,
  kind: t.kind,
  templateModel: TEMPLATE_MODEL_OF[t.kind],
  customerId: t.customerId,
  name: t.name,
  campaignType: t.campaignType,
  objective: t.objective,
  useImagesForVideo: t.useImagesForVideo,
  adAccountId: t.adAccountId,
  creative: t.creative,
  adSets: t.adSets,
  scheduleSetting: t.scheduleSetting,
  leadForm: t.leadForm,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});
