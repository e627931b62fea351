// /api/campaign-templates and /api/gdn-campaign-templates: customers' social and display campaign templates;
// /api/campaign-templates/{templateId}/campaign-data-item: a template's campaign data item for an order.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import type { CampaignTemplates } from './campaign-templates.ts';
import type { CampaignDataItems } from './data-items.ts';
import { toCampaignTemplateDto } from './dto.ts';

type TemplateOps =
  | 'listCampaignTemplates' | 'createCampaignTemplate' | 'getCampaignTemplate' | 'updateCampaignTemplate' | 'deleteCampaignTemplate' | 'cloneCampaignTemplate'
  | 'listGdnCampaignTemplates' | 'createGdnCampaignTemplate' | 'getGdnCampaignTemplate' | 'updateGdnCampaignTemplate' | 'deleteGdnCampaignTemplate' | 'cloneGdnCampaignTemplate'
  | 'getCampaignDataItem';

export function campaignTemplateHandlers({ campaignTemplates: templates, campaignDataItems }: { campaignTemplates: CampaignTemplates; campaignDataItems: CampaignDataItems }): SomeHandlers<operations, TemplateOps> {
  return {
    getCampaignDataItem: async (req, res) =>
      reply(res, 200, await campaignDataItems.of(principalOf(req), req.params.templateId, req.query.templateModel, req.query.listingIds, req.query.resourceIds)),
    listCampaignTemplates: async (req, res) => {
      const page = await templates.list(principalOf(req), 'social', req.query);
      reply(res, 200, { items: page.items.map(toCampaignTemplateDto), count: page.count });
    },
    createCampaignTemplate: async (req, res) => reply(res, 201, toCampaignTemplateDto(await templates.create(principalOf(req), 'social', req.body))),
    getCampaignTemplate: async (req, res) => reply(res, 200, toCampaignTemplateDto(await templates.get(principalOf(req), 'social', req.params.campaignTemplateId))),
    updateCampaignTemplate: async (req, res) => reply(res, 200, toCampaignTemplateDto(await templates.update(principalOf(req), 'social', req.params.campaignTemplateId, req.body))),
    deleteCampaignTemplate: async (req, res) => {
      await templates.remove(principalOf(req), 'social', req.params.campaignTemplateId);
      res.status(204).end();
    },
    cloneCampaignTemplate: async (req, res) => reply(res, 201, toCampaignTemplateDto(await templates.clone(principalOf(req), 'social', req.params.campaignTemplateId, req.body ?? {}))),
    listGdnCampaignTemplates: async (req, res) => {
      const page = await templates.list(principalOf(req), 'display', req.query);
      reply(res, 200, { items: page.items.map(toCampaignTemplateDto), count: page.count });
    },
    createGdnCampaignTemplate: async (req, res) => reply(res, 201, toCampaignTemplateDto(await templates.create(principalOf(req), 'display', req.body))),
    getGdnCampaignTemplate: async (req, res) => reply(res, 200, toCampaignTemplateDto(await templates.get(principalOf(req), 'display', req.params.gdnCampaignTemplateId))),
    updateGdnCampaignTemplate: async (req, res) => reply(res, 200, toCampaignTemplateDto(await templates.update(principalOf(req), 'display', req.params.gdnCampaignTemplateId, req.body))),
    deleteGdnCampaignTemplate: async (req, res) => {
      await templates.remove(principalOf(req), 'display', req.params.gdnCampaignTemplateId);
      res.status(204).end();
    },
    cloneGdnCampaignTemplate: async (req, res) => reply(res, 201, toCampaignTemplateDto(await templates.clone(principalOf(req), 'display', req.params.gdnCampaignTemplateId, req.body ?? {}))),
  };
}
