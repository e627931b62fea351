// The ads context's downloads (the campaigns' here; the campaign stats' and the leads' in their areas): a
// table written by the platform's table writer (which neutralises texts a spreadsheet would run as
// formulas), named by what it holds and the day it was made, and answered as an attachment.
import { EXPORT_CONTENT_TYPES, writeTable, type ExportFormat, type ExportTable, type reply } from '@adops/platform';

export interface ExportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** The table as `format`, named `<stem>-<YYYY-MM-DD>.<format>` by `now` (UTC). */
export async function exportFile(format: ExportFormat, stem: string, table: ExportTable, now: Date): Promise<ExportFile> {
  return { body: await writeTable(format, table), contentType: EXPORT_CONTENT_TYPES[format], fileName: `${stem}-${now.toISOString().slice(0, 10)}.${format}` };
}

/** Answers the file as a download. */
export function sendExportFile(res: Parameters<typeof reply>[0], file: ExportFile): void {
  res.status(200).set({ 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.fileName}"` }).send(file.body);
}
