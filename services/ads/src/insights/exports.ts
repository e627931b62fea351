// The campaign stats export (002 §7: campaignStatsExcel), Excel by default, written by the platform's
// table writer (which neutralises texts a spreadsheet would run as formulas: a campaign name is a customer's text).
import type { CellValue, ExportTable } from '@adops/platform';
import type { CampaignRow } from '../campaigns/entities.ts';
import { totalsOf } from './rules.ts';

export const STATS_COLUMNS = ['Start Time', 'Campaign', 'Type', 'Reach', 'Impressions', 'Clicks', 'CTR (%)', 'Video Views', 'Cost per Video View', 'Currency', 'Leads', 'Completed'] as const;
/** The file's name: `campaign-stats-<YYYY-MM-DD>.<format>`. */
export const STATS_EXPORT_STEM = 'campaign-stats';

function cells(c: CampaignRow): CellValue[] {
  const t = totalsOf(c, c.currency);
  return [c.startTime.toISOString(), c.name, c.kind, t.reach, t.impressions, t.clicks, t.ctr, t.videoViews, t.costPerVideoView ?? '', c.currency, c.leadsCount, c.status === 'COMPLETED' ? 'Yes' : 'No'];
}

export const statsTable = (rows: readonly CampaignRow[]): ExportTable => ({ sheetName: 'Campaign stats', header: STATS_COLUMNS, rows: rows.map(cells) });
