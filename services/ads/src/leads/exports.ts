// The leads export (002 §7: excelleads), Excel by default, written by the platform's table writer (which
// neutralises texts a spreadsheet would run as formulas: every field of a lead is a stranger's text).
import { EXPORT_CONTENT_TYPES, writeTable, type CellValue, type ExportFormat } from '@adops/platform';
import type { LeadRow } from './entities.ts';

export const LEAD_COLUMNS = ['Created', 'Full Name', 'E-mail', 'Phone', 'Campaign', 'Agent', 'Listing'] as const;

const cells = (l: LeadRow, campaignNames: ReadonlyMap<string, string>): CellValue[] => [l.createdTime.toISOString(), l.fullName ?? '', l.email ?? '', l.phone ?? '', campaignNames.get(l.campaignId) ?? '', l.agentId ?? '', l.listingId ?? ''];

export async function leadsExportFile(rows: readonly LeadRow[], campaignNames: ReadonlyMap<string, string>, format: ExportFormat, now: Date) {
  const body = await writeTable(format, { sheetName: 'Leads', header: LEAD_COLUMNS, rows: rows.map((l) => cells(l, campaignNames)) });
  return { body, contentType: EXPORT_CONTENT_TYPES[format], fileName: `leads-${now.toISOString().slice(0, 10)}.${format}` };
}
