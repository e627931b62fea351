// /api/campaigns, /api/gdn-campaigns and /api/adsets: the social and display campaigns (the same use
// cases, by kind), their ad sets, the check before submission and listings' campaign statuses.
import { exportHead, pageSettingsOf, principalOf, reply, sendStreamedDownload, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import type { CampaignAdmin } from './campaign-admin.ts';
import type { AdSets } from './ad-sets.ts';
import { campaignsCsvChunks, campaignsExportStem } from './campaign-export.ts';
import { adPreviewOf, adSetOf, campaignOf } from './dto.ts';
import { CAMPAIGN_STATUSES, reviewWarnings } from './admin-rules.ts';

type CampaignOps =
  | 'listCampaigns'
  | 'getCampaignPageSettings'
  | 'getGdnCampaignPageSettings'
  | 'exportCampaigns'
  | 'getListingCampaignStatuses'
  | 'checkCreative'
  | 'getCampaign'
  | 'updateCampaign'
  | 'deleteCampaign'
  | 'listAdSets'
  | 'listAllAdSets'
  | 'getAdSet'
  | 'updateAdSet'
  | 'getAdSetPreview'
  | 'listGdnCampaigns'
  | 'exportGdnCampaigns'
  | 'getGdnCampaign'
  | 'updateGdnCampaign'
  | 'deleteGdnCampaign'
  | 'refreshGdnCampaign';

const PAGE_SETTINGS = pageSettingsOf('ads', { campaigns: { status: CAMPAIGN_STATUSES }, gdnCampaigns: { status: CAMPAIGN_STATUSES } });

export function campaignHandlers({ campaignAdmin, adSets }: { campaignAdmin: CampaignAdmin; adSets: AdSets }): SomeHandlers<operations, CampaignOps> {
  return {
    listCampaigns: async (req, res) => {
      const { items, count } = await campaignAdmin.list(principalOf(req), 'social', req.query);
      reply(res, 200, { items: items.map(campaignOf), count });
    },
    getCampaignPageSettings: (_req, res) => reply(res, 200, PAGE_SETTINGS.campaigns),
    getGdnCampaignPageSettings: (_req, res) => reply(res, 200, PAGE_SETTINGS.gdnCampaigns),
    exportCampaigns: async (req, res) => {
      await sendStreamedDownload(res, exportHead('csv', campaignsExportStem('social'), new Date()), campaignsCsvChunks(await campaignAdmin.exportBatches(principalOf(req), 'social', req.query)));
    },
    getListingCampaignStatuses: async (req, res) => {
      reply(res, 200, { items: await campaignAdmin.listingStatuses(principalOf(req), req.query.listingIds) });
    },
    checkCreative: async (req, res) => {
      const { headline, message, imageTextRatios, isHousing, specialAdCategories } = req.body;
      const creative = { format: 'IMAGE' as const, headline, message, linkUrl: '', imageUrls: [], callToAction: 'LEARN_MORE' as const, ...(imageTextRatios ? { imageTextRatios } : {}) };
      reply(res, 200, { warnings: reviewWarnings({ creative, specialAdCategories: specialAdCategories ?? [], isHousing }) });
    },
    getCampaign: async (req, res) => {
      reply(res, 200, campaignOf(await campaignAdmin.get(principalOf(req), 'social', req.params.campaignId)));
    },
    updateCampaign: async (req, res) => {
      reply(res, 200, campaignOf(await campaignAdmin.update(principalOf(req), 'social', req.params.campaignId, req.body)));
    },
    deleteCampaign: async (req, res) => {
      await campaignAdmin.remove(principalOf(req), 'social', req.params.campaignId);
      res.status(204).end();
    },
    listAdSets: async (req, res) => {
      const items = await adSets.ofCampaign(principalOf(req), req.params.campaignId);
      reply(res, 200, { items: items.map(adSetOf), count: items.length });
    },
    listAllAdSets: async (req, res) => {
      const { items, count } = await adSets.page(principalOf(req), req.query);
      reply(res, 200, { items: items.map(adSetOf), count });
    },
    getAdSet: async (req, res) => {
      reply(res, 200, adSetOf(await adSets.get(principalOf(req), req.params.adSetId)));
    },
    updateAdSet: async (req, res) => {
      reply(res, 200, adSetOf(await adSets.update(principalOf(req), req.params.adSetId, req.body)));
    },
    getAdSetPreview: async (req, res) => {
      reply(res, 200, adPreviewOf(await adSets.preview(principalOf(req), req.params.adSetId)));
    },
    listGdnCampaigns: async (req, res) => {
      const { items, count } = await campaignAdmin.list(principalOf(req), 'display', req.query);
      reply(res, 200, { items: items.map(campaignOf), count });
    },
    exportGdnCampaigns: async (req, res) => {
      await sendStreamedDownload(res, exportHead('csv', campaignsExportStem('display'), new Date()), campaignsCsvChunks(await campaignAdmin.exportBatches(principalOf(req), 'display', req.query)));
    },
    getGdnCampaign: async (req, res) => {
      reply(res, 200, campaignOf(await campaignAdmin.get(principalOf(req), 'display', req.params.gdnCampaignId)));
    },
    updateGdnCampaign: async (req, res) => {
      reply(res, 200, campaignOf(await campaignAdmin.update(principalOf(req), 'display', req.params.gdnCampaignId, req.body)));
    },
    deleteGdnCampaign: async (req, res) => {
      await campaignAdmin.remove(principalOf(req), 'display', req.params.gdnCampaignId);
      res.status(204).end();
    },
    refreshGdnCampaign: async (req, res) => {
      reply(res, 200, campaignOf(await campaignAdmin.refresh(principalOf(req), 'display', req.params.gdnCampaignId)));
    },
  };
}
