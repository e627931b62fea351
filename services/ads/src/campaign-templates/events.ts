// What the campaign templates area publishes (payload schemas in openapi/ads: CampaignTemplateSavedEvent,
// CampaignTemplateDeletedEvent), built in one place from the row as written. The order context checks
// products' campaignTemplates against them.
import type { CampaignTemplateRow, TemplateKind } from './entities.ts';

/** 002 §3 templateModel: how the order context names a template's kind. */
export const TEMPLATE_MODEL_OF = { social: 'CustomerCampaignTemplate', display: 'CustomerGdnCampaignTemplate' } as const satisfies Record<TemplateKind, string>;

export const templateSaved = (t: CampaignTemplateRow) => ({
  type: 'campaign_template.saved' as const,
  subject: t.id,
  customerId: t.customerId,
  data: { templateId: t.id, customerId: t.customerId, templateModel: TEMPLATE_MODEL_OF[t.kind], name: t.name, type: t.campaignType },
});

export const templateDeleted = (t: CampaignTemplateRow) => ({
  type: 'campaign_template.deleted' as const,
  subject: t.id,
  customerId: t.customerId,
  data: { templateId: t.id, customerId: t.customerId, templateModel: TEMPLATE_MODEL_OF[t.kind] },
});
