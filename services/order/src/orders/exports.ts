// The orders export (002 §7: "orders list for excel", a csv file named orders-{date}.csv), as CSV or
// Excel, written by the platform's table writer (which neutralises texts a spreadsheet would run as
// formulas: a campaign name is the customer's text).
import { csvChunks, toMajorUnits, type CellValue, type ExportTable } from '@adops/platform';
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

/** The file's name: `orders-<YYYY-MM-DD>.<format>`. */
export const ORDERS_EXPORT_STEM = 'orders';

export const ordersTable = (rows: readonly OrderRow[]): ExportTable => ({ sheetName: 'Orders', header: EXPORT_COLUMNS, rows: rows.map(cells) });

/** The CSV export as text chunks, one per batch of orders (the same bytes writeTable writes for the same rows). */
export const csvExportChunks = (batches: AsyncIterable<OrderRow[]>): AsyncGenerator<string> => csvChunks(EXPORT_COLUMNS, batches, cells);
