// The leads export (002 §7: excelleads), Excel by default, written by the platform's table writer (which
// neutralises texts a spreadsheet would run as formulas: every field of a lead is a stranger's text).
import type { CellValue, ExportFormat } from '@adops/platform';
import { exportFile, type ExportFile } from '../campaigns/export-files.ts';
import type { LeadRow } from './entities.ts';

export const LEAD_COLUMNS = ['Created', 'Full Name', 'E-mail', 'Phone', 'Campaign', 'Agent', 'Listing'] as const;

const cells = (l: LeadRow, campaignNames: ReadonlyMap<string, string>): CellValue[] => [l.createdTime.toISOString(), l.fullName ?? '', l.email ?? '', l.phone ?? '', campaignNames.get(l.campaignId) ?? '', l.agentId ?? '', l.listingId ?? ''];

export function leadsExportFile(rows: readonly LeadRow[], campaignNames: ReadonlyMap<string, string>, format: ExportFormat, now: Date): Promise<ExportFile> {
  return exportFile(format, 'leads', { sheetName: 'Leads', header: LEAD_COLUMNS, rows: rows.map((l) => cells(l, campaignNames)) }, now);
}
