// The one writer of every exported table (CSV and Excel), the writing side of table-reader.ts. Each
// text cell is neutralised against formula injection by OWASP's CSV-injection rule: a text that starts
// with =, +, -, @, a tab or a carriage return is one a spreadsheet would run as a formula (=HYPERLINK(…)
// sends the reader's data away, @SUM(…) is a formula in Excel's older syntax), so it gets a leading
// single quote and shows as the text it is. Numbers, booleans and dates are written as their own types
// (a negative amount stays a number a sum can add); only text is neutralised.
import { loadExcelJs } from './exceljs.ts';

export type CellValue = string | number | boolean | Date | null;
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportTable {
  /** The worksheet's name in Excel; CSV has none. */
  sheetName: string;
  header: readonly string[];
  rows: readonly (readonly CellValue[])[];
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** An export's file name and type: `<stem>-<YYYY-MM-DD>.<format>` by `now` (UTC), as every export names its file. */
export function exportHead(format: ExportFormat, stem: string, now: Date): { contentType: string; fileName: string } {
  return { contentType: EXPORT_CONTENT_TYPES[format], fileName: `${stem}-${now.toISOString().slice(0, 10)}.${format}` };
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell as a spreadsheet must show it: prefixed with ' when a spreadsheet would read a formula. */
export const neutralisedText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** The exported file's bytes: `header` as the first row (bold in Excel), then `rows`. */
export async function writeTable(format: ExportFormat, table: ExportTable): Promise<Buffer> {
  return format === 'xlsx' ? xlsx(table) : Buffer.from(csv(table), 'utf8');
}

function neutralised(value: CellValue): CellValue {
  return typeof value === 'string' ? neutralisedText(value) : value;
}

/** A number's own digits (a negative one keeps its sign: it is no formula to a spreadsheet that reads it as a number). */
function csvText(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return neutralisedText(value);
  return String(value);
}

/** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
const csvField = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** One CSV line of cells, its texts neutralised, ended by a line feed. */
export const csvLine = (cells: readonly CellValue[]): string => `${cells.map((cell) => csvField(csvText(cell))).join(',')}\n`;

function csv(table: ExportTable): string {
  return csvLine(table.header) + table.rows.map(csvLine).join('');
}

/**
 * A CSV table as text chunks, for a response that streams it (issue 31: an export of any size in bounded memory):
 * the header, then one chunk per batch of rows, the same bytes writeTable writes for the same rows. The first
 * batch is read before the header is given, so a query that fails, fails before the first byte is sent.
 */
export async function* csvChunks<T>(header: readonly string[], batches: AsyncIterable<readonly T[]>, cellsOf: (row: T) => readonly CellValue[]): AsyncGenerator<string> {
  const lines = (batch: readonly T[]) => batch.map((row) => csvLine(cellsOf(row))).join('');
  const it = batches[Symbol.asyncIterator]();
  const first = await it.next();
  yield csvLine(header) + (first.done ? '' : lines(first.value));
  if (first.done) return;
  for (let next = await it.next(); !next.done; next = await it.next()) yield lines(next.value);
}

async function xlsx(table: ExportTable): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.sheetName);
  sheet.addRow(table.header.map(neutralisedText)).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map(neutralised));
  sheet.columns.forEach((column) => (column.width = 18));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
