// The orders export (002 §7: "orders list for excel", a csv file named orders-{date}.csv), as CSV or Excel.
import { stringify } from 'csv-stringify/sync';
import { toMajorUnits, xlsxTable, type CellValue } from '@adops/platform';
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

export async function exportFile(rows: OrderRow[], format: 'csv' | 'xlsx', now = new Date()): Promise<ExportFile> {
  const date = now.toISOString().slice(0, 10);
  if (format === 'xlsx') {
    return { body: await xlsxTable('Orders', EXPORT_COLUMNS, rows.map(cells)), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName: `orders-${date}.xlsx` };
  }
  const text = stringify([[...EXPORT_COLUMNS], ...rows.map((o) => cells(o).map((c) => (c === null ? '' : String(c))))]);
  return { body: Buffer.from(text, 'utf8'), contentType: 'text/csv; charset=utf-8', fileName: `orders-${date}.csv` };
}
