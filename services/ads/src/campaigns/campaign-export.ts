// The campaigns' CSV export (001 §7: campaignscsv, gdn-campaignscsv), written by the platform's table
// writer, which neutralises texts a spreadsheet would run as formulas (a campaign name is a customer's text).
import { csvChunks, toMajorUnits, type CellValue } from '@adops/platform';
import { totalsOf } from '../insights/rules.ts';
import type { CampaignRow } from './entities.ts';
import type { NetworkKind } from './network/port.ts';

export const CAMPAIGN_EXPORT_COLUMNS = ['Created', 'Campaign', 'Status', 'Order Number', 'Start Time', 'End Time', 'Lifetime Budget', 'Currency', 'Reach', 'Impressions', 'Clicks', 'CTR (%)', 'Video Views', 'Spend', 'Leads', 'Housing'] as const;

function cells(c: CampaignRow): CellValue[] {
  const t = totalsOf(c, c.currency);
  return [c.createdAt.toISOString(), c.name, c.status, c.orderNumber, c.startTime.toISOString(), c.endTime.toISOString(), toMajorUnits(c.lifetimeBudget, c.currency), c.currency, t.reach, t.impressions, t.clicks, t.ctr, t.videoViews, toMajorUnits(c.spend, c.currency), c.leadsCount, c.isHousing ? 'Yes' : 'No'];
}

/** The file's name: `campaigns-<YYYY-MM-DD>.csv`, `gdn-campaigns-…` for the display campaigns. */
export const campaignsExportStem = (kind: NetworkKind) => (kind === 'social' ? 'campaigns' : 'gdn-campaigns');

/** The CSV export as text chunks, one per batch of campaigns (the same bytes writeTable writes for the same rows). */
export const campaignsCsvChunks = (batches: AsyncIterable<CampaignRow[]>): AsyncGenerator<string> => csvChunks(CAMPAIGN_EXPORT_COLUMNS, batches, cells);
