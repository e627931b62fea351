// Insights rows to the contract's shapes: a campaign's totals and days, and a campaign-stats item.
import { toMajorUnits } from '@adops/platform';
import type { components } from '@adops/openapi/generated/ads';
import type { CampaignRow, DailyInsightRow } from '../campaigns/entities.ts';
import { ctrOf, totalsOf } from './rules.ts';

type S = components['schemas'];

export const campaignStatOf = (c: CampaignRow): S['CampaignStat'] => ({
  campaignId: c.id,
  name: c.name,
  kind: c.kind,
  startTime: c.startTime.toISOString(),
  endTime: c.endTime.toISOString(),
  isCompleted: c.status === 'COMPLETED',
  currency: c.currency,
  lifetimeBudget: c.lifetimeBudget,
  insights: totalsOf(c, c.currency),
  leadsCount: c.leadsCount,
});

export const campaignInsightsOf = (c: CampaignRow, days: readonly DailyInsightRow[]): S['CampaignInsights'] => ({
  campaignId: c.id,
  currency: c.currency,
  spend: toMajorUnits(c.spend, c.currency),
  insights: totalsOf(c, c.currency),
  leadsCount: c.leadsCount,
  insightsSyncedAt: c.insightsSyncedAt?.toISOString() ?? null,
  days: days.map((d) => ({ date: d.date, reach: Number(d.reach), impressions: Number(d.impressions), clicks: Number(d.clicks), ctr: ctrOf(Number(d.clicks), Number(d.impressions)), videoViews: Number(d.videoViews), spend: toMajorUnits(Number(d.spend), c.currency) })),
});
