// /api/insights: a campaign's days, the overview's charts, campaign stats and their export.
import { principalOf, reply, sendTable, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/ads';
import type { Insights } from './insights.ts';
import { campaignInsightsOf, campaignStatOf } from './dto.ts';
import { STATS_EXPORT_STEM, statsTable } from './exports.ts';

type InsightOps = 'getCampaignInsights' | 'getOverviewComponents' | 'listCampaignStats' | 'exportCampaignStats';

export function insightHandlers({ insights }: { insights: Insights }): SomeHandlers<operations, InsightOps> {
  return {
    getCampaignInsights: async (req, res) => {
      const { campaign, days } = await insights.ofCampaign(principalOf(req), req.params.campaignId);
      reply(res, 200, campaignInsightsOf(campaign, days));
    },
    getOverviewComponents: async (req, res) => {
      const { dateFrom, dateTo, components } = await insights.overview(principalOf(req), req.query);
      reply(res, 200, { dateFrom: dateFrom.toISOString(), dateTo: dateTo.toISOString(), components });
    },
    listCampaignStats: async (req, res) => {
      const { items, count } = await insights.stats(principalOf(req), req.query);
      reply(res, 200, { items: items.map(campaignStatOf), count });
    },
    exportCampaignStats: async (req, res) => {
      await sendTable(res, req.query.format ?? 'xlsx', STATS_EXPORT_STEM, statsTable(await insights.exportRows(principalOf(req), req.query)));
    },
  };
}
