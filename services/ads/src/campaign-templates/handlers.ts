// /api/campaign-templates and /api/gdn-campaign-templates: customers' social and display campaign templates.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import type { CampaignTemplates } from './campaign-templates.ts';
import { toCampaignTemplateDto } from './dto.ts';

type TemplateOps =
  | 'listCampaignTemplates' | 'createCampaignTemplate' | 'getCampaignTemplate' | 'updateCampaignTemplate' | 'deleteCampaignTemplate' | 'cloneCampaignTemplate'
  | 'listGdnCampaignTemplates' | 'createGdnCampaignTemplate' | 'getGdnCampaignTemplate' | 'updateGdnCampaignTemplate' | 'deleteGdnCampaignTemplate' | 'cloneGdnCampaignTemplate';

export function campaignTemplateHandlers({ campaignTemplates: templates }: { campaignTemplates: CampaignTemplates }): SomeHandlers<operations, TemplateOps> {
  return {
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
