// A table upload (CSV or .xlsx), told apart by content, read as records keyed by its header row.
import { readCsvRows } from './csv-table.ts';
import { fileKind } from './file-kind.ts';
import { DEFAULT_TABLE_LIMITS, type TableLimits } from './limits.ts';
import { ArchiveRefused, notInCorrectFormat } from './refusals.ts';
import type { TableRow } from './table-rows.ts';
import { readXlsxRows } from './xlsx-table.ts';

export type TableFormat = 'csv' | 'xlsx';

/** 'xlsx' for a workbook, 'csv' for text; anything else is 'file not in correct format'. */
export async function tableFormat(file: string, limits: TableLimits = DEFAULT_TABLE_LIMITS): Promise<TableFormat> {
  const kind = await fileKind(file, limits.workbook).catch((error: unknown) => {
    // A zip too broken to read is just not a workbook; a hostile one (bomb, escaping names) stays ArchiveRefused.
    throw error instanceof ArchiveRefused && error.reason === 'corrupt' ? notInCorrectFormat('a damaged zip') : error;
  });
  if (kind === 'xlsx') return 'xlsx';
  if (kind === 'text') return 'csv';
  throw notInCorrectFormat(kind === 'zip' ? 'a zip archive that is not a workbook' : 'neither text nor a workbook');
}

/**
 * The rows after the header, streamed. Refusals (TableRefused, ArchiveRefused for a hostile workbook)
 * come as the iteration's error, possibly after some rows: callers that must be all-or-nothing
 * collect first or run in a transaction.
 */
export async function* readTable(file: string, limits: TableLimits = DEFAULT_TABLE_LIMITS): AsyncGenerator<TableRow> {
  const format = await tableFormat(file, limits);
  yield* format === 'xlsx' ? readXlsxRows(file, limits) : readCsvRows(file, limits);
}
