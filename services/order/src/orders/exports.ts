// The orders export (002 §7: "orders list for excel", a csv file named orders-{date}.csv), as CSV or
// Excel, written by the platform's table writer (which neutralises texts a spreadsheet would run as
// formulas: a campaign name is the customer's text).
import { EXPORT_CONTENT_TYPES, neutralisedText, toMajorUnits, writeTable, type CellValue, type ExportFormat } from '@adops/platform';
import type { OrderRow } from './entities.ts';

export const EXPORT_COLUMNS = ['Order Number', 'Created', 'Campaign Name', 'Status', 'Payment Type', 'Order Type', 'Products', 'Amount', 'Tax', 'Currency', 'Start Date', 'E-mail', 'Customer', 'Office'] as const;

function cells(o: OrderRow): CellValue[] {
  return [
    o.orderNumber,
    o.createdAt.toISOString(),
    o.campaignName,
    o.status,
    o.paymentType,
    o.orderType,
    o.products.map((p) => p.code).join(' '),
    // Amounts in major units with the currency's decimals (JPY 0, NZD 2).
    toMajorUnits(o.amount, o.currency),
    toMajorUnits(o.amountTax, o.currency),
    o.currency,
    o.startDate ?? '',
    o.email ?? '',
    o.customerId,
    o.officeId ?? '',
  ];
}

export interface ExportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

export async function exportFile(rows: OrderRow[], format: ExportFormat, now = new Date()): Promise<ExportFile> {
  const date = now.toISOString().slice(0, 10);
  const body = await writeTable(format, { sheetName: 'Orders', header: EXPORT_COLUMNS, rows: rows.map(cells) });
  return { body, contentType: EXPORT_CONTENT_TYPES[format], fileName: `orders-${date}.${format}` };
}

/** The CSV file's name and type, before its rows are known. */
export function csvExportHead(now = new Date()): { contentType: string; fileName: string } {
  return { contentType: EXPORT_CONTENT_TYPES.csv, fileName: `orders-${now.toISOString().slice(0, 10)}.csv` };
}

/** A CSV cell as writeTable writes it: neutralised text, RFC 4180 quoting. */
function csvField(value: CellValue): string {
  const text = value === null ? '' : value instanceof Date ? value.toISOString() : typeof value === 'string' ? neutralisedText(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly CellValue[]) => `${cells.map(csvField).join(',')}\n`;

/**
 * The CSV export as text chunks: the header, then one chunk per batch of orders (the same bytes
 * writeTable writes for the same rows), so a response streams it without holding every order.
 */
export async function* csvExportChunks(batches: AsyncIterable<OrderRow[]>): AsyncGenerator<string> {
  const lines = (batch: OrderRow[]) => batch.map((o) => csvLine(cells(o))).join('');
  // The first batch is read before the header is given: a query that fails, fails before any byte is sent.
  const it = batches[Symbol.asyncIterator]();
  const first = await it.next();
  yield csvLine(EXPORT_COLUMNS) + (first.done ? '' : lines(first.value));
  if (first.done) return;
  for (let next = await it.next(); !next.done; next = await it.next()) yield lines(next.value);
}
