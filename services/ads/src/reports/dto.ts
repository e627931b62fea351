// Report links and reports to the contract's shapes. A report carries the campaign's own figures and
// nothing else: no customer, office, order, budget, spend or e-mail; its ads as they show, without their links.
import type { components } from '@adops/openapi/generated/ads';
import { ctrOf, totalsOf } from '../insights/rules.ts';
import type { ReportLinkRow } from './entities.ts';
import { dateIn } from '../campaigns/rules.ts';
import type { Report } from './report-links.ts';
import { dayMonthYear } from './rules.ts';

type S = components['schemas'];

export const reportLinkOf = (l: ReportLinkRow, shortUrl: string): S['ReportLink'] => ({ shortId: l.shortId, shortUrl, campaignId: l.campaignId, createdAt: l.createdAt.toISOString() });

export function reportDataOf(r: Report): S['ReportData'] {
  const c = r.campaign;
  // 003: the report's dates are day/month/year, in the campaign's account's time zone.
  const [start, end] = [dateIn(c.startTime, r.timeZone), dateIn(c.endTime, r.timeZone)];
  return {
    shortId: r.shortId,
    name: c.name,
    startDate: dayMonthYear(start),
    endDate: dayMonthYear(end),
    startTime: c.startTime.toISOString(),
    endTime: c.endTime.toISOString(),
    isCompleted: c.status === 'COMPLETED',
    currency: c.currency,
    insights: totalsOf(c, c.currency),
    leadsCount: c.leadsCount,
    daily: r.days.slice(-400).map((d) => ({ date: d.date, reach: d.reach, impressions: d.impressions, clicks: d.clicks, ctr: ctrOf(d.clicks, d.impressions), videoViews: d.videoViews })),
    heroImage: r.heroImage,
    headerLogo: r.headerLogo,
    agents: r.agentNames.slice(0, 20).map((name) => ({ name })),
    adPreviews: r.adPreviews,
  };
}
