// A table as an Excel workbook (one worksheet, a bold header row), for exports such as a context's
// orders list: the writing side of xlsx-table.ts.
import ExcelJS from 'exceljs';

export type CellValue = string | number | boolean | Date | null;

/** The workbook's bytes: `header` as its first row, then `rows`, in the worksheet `sheetName`. */
export async function xlsxTable(sheetName: string, header: readonly string[], rows: readonly (readonly CellValue[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.columns.forEach((column) => (column.width = 18));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
