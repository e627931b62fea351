// How the campaigns tab shows a campaign's stats (002 §3 Campaign stats, §9): counts grouped by thousands, CTR
// a percentage with two decimals, cost per video view in major units (the server's four decimals, shown with
// two as every amount), the view the dashboard opens with, and where the export is fetched.
import type { CampaignStat } from '../../lib/api/generated/ads.ts';
import { DEFAULT_LOCALE } from '../../constants.ts';
import { DEFAULT_CAMPAIGNS_VIEW, type CampaignsView } from './constants.ts';

export const formatCount = (n: number): string => new Intl.NumberFormat(DEFAULT_LOCALE).format(n);
export const formatPercent = (ratio: number): string => `${ratio.toFixed(2)}%`;
/** A major-unit amount (cost per video view) in its currency, or '' without one. */
export const formatMajor = (amount: number | null, currency: string): string =>
  amount === null ? '' : new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

/** The view the tab opens with: the dashboard's defaultCampaignsView, LIST when it sets none. */
export const initialView = (configured: string | undefined): CampaignsView => (configured === 'GRID' || configured === 'LIST' ? configured : DEFAULT_CAMPAIGNS_VIEW);

export const statusLabel = (c: Pick<CampaignStat, 'isCompleted'>) => (c.isCompleted ? 'Completed' : 'Active');

/** The export (exportCampaignStats) of what the list shows; its filters are the list's (none but the caller's scope). */
export const campaignStatsExportUrl = (): string => `/api/insights/campaign-stats/export?${new URLSearchParams({ format: 'xlsx' })}`;
