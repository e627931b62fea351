// The leads export (002 §7: excelleads), Excel by default, written by the platform's table writer (which
// neutralises texts a spreadsheet would run as formulas: every field of a lead is a stranger's text). The CSV
// streams (csvChunks), a batch of leads at a time; the workbook is written whole.
import { csvChunks, type CellValue, type ExportTable } from '@adops/platform';
import type { LeadRow } from './entities.ts';

export const LEAD_COLUMNS = ['Created', 'Full Name', 'E-mail', 'Phone', 'Campaign', 'Agent', 'Listing'] as const;
/** The file's name: `leads-<YYYY-MM-DD>.<format>`. */
export const LEADS_EXPORT_STEM = 'leads';

const cells = (l: LeadRow, campaignName: string): CellValue[] => [l.createdTime.toISOString(), l.fullName ?? '', l.email ?? '', l.phone ?? '', campaignName, l.agentId ?? '', l.listingId ?? ''];

export const leadsTable = (rows: readonly LeadRow[], campaignNames: ReadonlyMap<string, string>): ExportTable => ({
  sheetName: 'Leads',
  header: LEAD_COLUMNS,
  rows: rows.map((l) => cells(l, campaignNames.get(l.campaignId) ?? '')),
});

/** The CSV export as text chunks, one per batch of leads (the same bytes the whole file has). */
export const leadsCsvChunks = (batches: AsyncIterable<Array<{ lead: LeadRow; campaignName: string }>>): AsyncGenerator<string> =>
  csvChunks(LEAD_COLUMNS, batches, (r) => cells(r.lead, r.campaignName));
