// How insights read on the screens (002 §3; 003 day/month/year): counts grouped by thousands, CTR as a percentage
// with two decimals, cost per video view as money with four decimals ('—' without views), and the daily series
// as the chart plots it. The server computes CTR and cost per view (services/ads insights rules); the screens
// compute them only for a day the server sent without them, by the same definitions.
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, formatDate } from '../../constants.ts';

/** What a dash stands for: a value that does not exist yet (no views, so no cost per view). */
export const NONE = '—';

/** A count of people, impressions, clicks or views: 12,345. */
export const formatCount = (n: number): string => new Intl.NumberFormat(DEFAULT_LOCALE, { maximumFractionDigits: 0 }).format(n);

/** CTR is clicks per 100 impressions, two decimals; 0 without impressions (the spec's InsightTotals). */
export function ctrOf(clicks: number, impressions: number): number {
  if (impressions <= 0) return 0;
  return Math.round((clicks / impressions) * 10_000) / 100;
}

/** A CTR percentage as the screens show it: 2.14%. */
export const formatCtr = (ctr: number): string =>
  `${new Intl.NumberFormat(DEFAULT_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ctr)}%`;

/** Cost per video view is spend per view in major units, four decimals; null without views. */
export function costPerViewOf(spendMajor: number, videoViews: number): number | null {
  if (videoViews <= 0) return null;
  return Math.round((spendMajor / videoViews) * 10_000) / 10_000;
}

/** Cost per video view (major units) as money with up to four decimals: $0.0125; '—' without views. */
export function formatCostPerView(value: number | null, currency: string = DEFAULT_CURRENCY): string {
  if (value === null) return NONE;
  return new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value);
}

/** An amount in major units (the insights' spend): $17.25. */
export const formatMajor = (value: number, currency: string = DEFAULT_CURRENCY): string =>
  new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency, minimumFractionDigits: 2 }).format(value);

/** A calendar day (YYYY-MM-DD, the series' dates) as DD/MM/YYYY, read as the day it names (no time zone shift). */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** A day on the chart's axis: DD/MM. */
export const formatAxisDay = (day: string): string => formatDay(day).slice(0, 5);

/** A campaign's run as the list shows it: its first and last day, DD/MM/YYYY. */
export const formatRun = (startTime: string, endTime: string): string => `${formatDate(startTime)} – ${formatDate(endTime)}`;

/** One point of the chart: a day and its delivery. */
export interface ChartDay {
  date: string;
  reach: number;
  impressions: number;
  clicks: number;
  ctr: number;
  videoViews: number;
}

/** The series the chart plots, oldest day first, each day's CTR filled in where it was left out. */
export function chartDays(days: readonly { date: string; reach: number; impressions: number; clicks: number; ctr?: number | null; videoViews: number }[]): ChartDay[] {
  return [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((d) => ({ date: d.date, reach: d.reach, impressions: d.impressions, clicks: d.clicks, videoViews: d.videoViews, ctr: d.ctr ?? ctrOf(d.clicks, d.impressions) }));
}

/** The series a chart may plot, and their labels. */
export const CHART_SERIES = {
  reach: 'Reach',
  impressions: 'Impressions',
  clicks: 'Clicks',
  videoViews: 'Video views',
} as const;
export type ChartSeries = keyof typeof CHART_SERIES;

/** The series worth plotting: video views only for a campaign that has some. */
export function seriesOf(days: readonly ChartDay[]): ChartSeries[] {
  const base: ChartSeries[] = ['reach', 'impressions', 'clicks'];
  return days.some((d) => d.videoViews > 0) ? [...base, 'videoViews'] : base;
}
