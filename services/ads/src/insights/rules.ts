// The insights' pure rules: the figures 002 §3 shows (CTR, cost per video view) from the network's
// counts, the date window of the overview (002 §7, §9), the days a sync reads, and the overview's charts
// from the summed days.
import { notFound, toMajorUnits, type Principal } from '@adops/platform';
import { LIVE_STATUSES } from '../campaigns/rules.ts';

const DAY_MS = 86_400_000;

/** A campaign's (or a day's) delivery counts as the network reports them. */
export interface Counts {
  reach: number;
  impressions: number;
  clicks: number;
  videoViews: number;
  /** Minor units. */
  spend: number;
}

export interface InsightTotals {
  reach: number;
  impressions: number;
  clicks: number;
  /** Clicks per 100 impressions, two decimals. */
  ctr: number;
  videoViews: number;
  /** Spend per video view, major units with four decimals; null without views. */
  costPerVideoView: number | null;
}

/** Clicks per 100 impressions, rounded to two decimals; 0 without impressions. */
export function ctrOf(clicks: number, impressions: number): number {
  return impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : 0;
}

/** Spend (minor units) per video view in major units of the currency, four decimals; null without views. */
export function costPerVideoViewOf(spend: number, videoViews: number, currency: string): number | null {
  if (videoViews <= 0) return null;
  return Math.round((toMajorUnits(spend, currency) / videoViews) * 10_000) / 10_000;
}

export function totalsOf(c: Counts, currency: string): InsightTotals {
  return { reach: c.reach, impressions: c.impressions, clicks: c.clicks, ctr: ctrOf(c.clicks, c.impressions), videoViews: c.videoViews, costPerVideoView: costPerVideoViewOf(c.spend, c.videoViews, currency) };
}

export function sumCounts(days: readonly Counts[]): Counts {
  return days.reduce<Counts>((s, d) => ({ reach: s.reach + d.reach, impressions: s.impressions + d.impressions, clicks: s.clicks + d.clicks, videoViews: s.videoViews + d.videoViews, spend: s.spend + d.spend }), { reach: 0, impressions: 0, clicks: 0, videoViews: 0, spend: 0 });
}

/**
 * The days a dashboard overview covers (002 §7, §9): a from-date in the future is reset to now, none is
 * three months back; a to-date in the future, or none, is now; a from-date after the to-date is the to-date.
 */
export function overviewWindow(q: { dateFrom?: string; dateTo?: string }, now: Date): { from: Date; to: Date } {
  let to = q.dateTo ? new Date(q.dateTo) : now;
  if (to.getTime() > now.getTime()) to = now;
  let from = q.dateFrom ? new Date(q.dateFrom) : threeMonthsBefore(now);
  if (from.getTime() > now.getTime()) from = now;
  if (from.getTime() > to.getTime()) from = to;
  return { from, to };
}

function threeMonthsBefore(now: Date): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - 3);
  return d;
}

/** The instant's UTC day, YYYY-MM-DD: the days of campaign_daily_insights the overview sums. */
export const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

/** Every UTC day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** How long after completing a campaign's figures are still read (networks restate the last days). */
export const RECENTLY_COMPLETED_MS = 3 * DAY_MS;

/** Whether the sync reads a campaign: live, or completed within RECENTLY_COMPLETED_MS, or never read since it completed. */
export function isSyncDue(c: { status: string; completedAt: Date | null; insightsSyncedAt: Date | null; externalId: string | null; deleted: boolean }, now: Date): boolean {
  if (c.externalId === null || c.deleted) return false;
  if ((LIVE_STATUSES as readonly string[]).includes(c.status)) return true;
  if (c.status !== 'COMPLETED') return false;
  const completedAt = c.completedAt ?? now;
  return now.getTime() - completedAt.getTime() <= RECENTLY_COMPLETED_MS || c.insightsSyncedAt === null || c.insightsSyncedAt.getTime() < completedAt.getTime();
}

/** The most days the daily series of the overview answers (the response's limit). */
export const MAX_CHART_DAYS = 400;

export interface DaySums {
  date: string;
  reach: number;
  impressions: number;
  clicks: number;
}

export interface OverviewInput {
  from: string;
  to: string;
  days: readonly DaySums[];
  impressionsByCampaign: ReadonlyArray<{ name: string; impressions: number }>;
  leadsByAgent: ReadonlyArray<{ name: string; leads: number }>;
}

/**
 * The overview's four charts. The daily ones have a point for every day of the range (0 where nothing
 * was delivered), or — for a range longer than MAX_CHART_DAYS — the last MAX_CHART_DAYS days with figures.
 */
export function overviewComponents(input: OverviewInput) {
  const byDate = new Map(input.days.map((d) => [d.date, d]));
  const range = daysBetween(input.from, input.to);
  const dates = range.length <= MAX_CHART_DAYS ? range : [...byDate.keys()].filter((d) => d >= input.from && d <= input.to).sort().slice(-MAX_CHART_DAYS);
  const day = (date: string) => byDate.get(date) ?? { date, reach: 0, impressions: 0, clicks: 0 };
  return {
    reachAndClicks: { title: 'Reach and clicks', data: { type: 'lineBarChart' as const, values: dates.map((d) => ({ label: d, line: day(d).clicks, bar: day(d).reach })) } },
    impressionsByCampaign: {
      title: 'Impressions by campaign',
      data: { type: 'barChart' as const, values: [...input.impressionsByCampaign].sort((a, b) => b.impressions - a.impressions || a.name.localeCompare(b.name)).slice(0, 20).map((c) => ({ label: c.name, value: c.impressions })) },
    },
    leadsByAgent: {
      title: 'Leads by agent',
      data: { type: 'pieChart' as const, values: [...input.leadsByAgent].sort((a, b) => b.leads - a.leads || a.name.localeCompare(b.name)).slice(0, 50).map((a) => ({ label: a.name, value: a.leads })) },
    },
    ctrTrend: { title: 'Click-through rate', data: { type: 'lineChart' as const, values: dates.map((d) => ({ label: d, value: ctrOf(day(d).clicks, day(d).impressions) })) } },
  };
}

/**
 * The customer a read is narrowed to: staff choose one (or none: all); a dashboard user's reads are their
 * own customer's by their scope, and naming another is 404 'Customer not found.', as the platform answers
 * a write naming another customer (tenancy.ts owningCustomer).
 */
export function customerFilter(principal: Principal, sent: string | undefined): string | undefined {
  if (principal.kind === 'staff') return sent;
  if (sent && sent !== principal.customerId) throw notFound('Customer not found.');
  return undefined;
}
