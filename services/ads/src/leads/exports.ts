// The leads export (002 §7: excelleads), Excel by default, written by the platform's table writer (which
// neutralises texts a spreadsheet would run as formulas: every field of a lead is a stranger's text).
import { csvChunks, EXPORT_CONTENT_TYPES, type CellValue, type ExportFormat } from '@adops/platform';
import { exportFile, type ExportFile } from '../campaigns/export-files.ts';
import type { LeadRow } from './entities.ts';

export const LEAD_COLUMNS = ['Created', 'Full Name', 'E-mail', 'Phone', 'Campaign', 'Agent', 'Listing'] as const;

const cells = (l: LeadRow, campaignName: string): CellValue[] => [l.createdTime.toISOString(), l.fullName ?? '', l.email ?? '', l.phone ?? '', campaignName, l.agentId ?? '', l.listingId ?? ''];

export function leadsExportFile(rows: readonly LeadRow[], campaignNames: ReadonlyMap<string, string>, format: ExportFormat, now: Date): Promise<ExportFile> {
  return exportFile(format, 'leads', { sheetName: 'Leads', header: LEAD_COLUMNS, rows: rows.map((l) => cells(l, campaignNames.get(l.campaignId) ?? '')) }, now);
}

/** The CSV file's name and type, before its rows are known. */
export const leadsCsvHead = (now: Date) => ({ contentType: EXPORT_CONTENT_TYPES.csv, fileName: `leads-${now.toISOString().slice(0, 10)}.csv` });

/** The CSV export as text chunks, one per batch of leads (the same bytes the whole file has). */
export const leadsCsvChunks = (batches: AsyncIterable<Array<{ lead: LeadRow; campaignName: string }>>): AsyncGenerator<string> =>
  csvChunks(LEAD_COLUMNS, batches, (r) => cells(r.lead, r.campaignName));
