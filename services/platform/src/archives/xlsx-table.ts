// Workbook rows, streamed with exceljs's streaming reader, first worksheet only. exceljs reads its zip
// with a sequential parser that trusts each local header's sizes (and spools worksheets to temp files),
// so it never sees the upload itself: the workbook's parts are extracted with our checked zip reader
// (real bytes held to `limits.workbook`) and packed again, stored, into a zip whose headers are true,
// in the order that lets exceljs stream the sheet straight through (relationships, shared strings first).
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from './exceljs.ts';
import yazl from 'yazl';
import { makeWorkFolder } from '../http/temp-sweep.ts';
import type { TableLimits } from './limits.ts';
import { notInCorrectFormat } from './refusals.ts';
import { RowShaper, type TableRow } from './table-rows.ts';
import { extractZip, type ExtractedFile } from './zip-reader.ts';

const FIRST_PARTS = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/_rels/workbook.xml.rels',
  'xl/workbook.xml',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
];
const WANTED =
  /^(\[Content_Types\]\.xml|_rels\/\.rels|xl\/_rels\/workbook\.xml\.rels|xl\/workbook\.xml|xl\/sharedStrings\.xml|xl\/styles\.xml|xl\/worksheets\/sheet\d+\.xml)$/;

export async function* readXlsxRows(file: string, limits: TableLimits): AsyncGenerator<TableRow> {
  const scratch = await makeWorkFolder('xlsx');
  const zip = new yazl.ZipFile();
  const packed = zip.outputStream as Readable;
  try {
    const parts = (await extractZip(file, join(scratch, 'parts'), limits.workbook)).filter((part) =>
      WANTED.test(part.name),
    );
    if (!parts.some((part) => part.name === 'xl/workbook.xml')) throw notInCorrectFormat('a zip without a workbook');
    for (const part of orderForStreaming(parts)) zip.addFile(part.path, part.name, { compress: false });
    zip.end();

    const workbook = new (await loadExcelJs()).stream.xlsx.WorkbookReader(packed, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache', // the number formats, so a date cell comes as a Date and not a day count
      entries: 'ignore',
    });
    const shaper = new RowShaper(limits);
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        // exceljs rows are 1-based and sparse: index 0 is unused, gaps are empty cells.
        const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1]));
        const shaped = shaper.take(cells, row.number);
        if (shaped) yield shaped;
      }
      break; // the first worksheet is the table
    }
    if (shaper.columns.length === 0) throw notInCorrectFormat('an empty workbook');
  } catch (error) {
    if (error instanceof Error && !('status' in error) && !('code' in error))
      throw notInCorrectFormat(`workbook: ${error.message}`);
    throw error;
  } finally {
    packed.destroy();
    await rm(scratch, { recursive: true, force: true });
  }
}

function orderForStreaming(parts: ExtractedFile[]): ExtractedFile[] {
  const rank = (name: string) => {
    const known = FIRST_PARTS.indexOf(name);
    return known >= 0 ? known : FIRST_PARTS.length + Number(/(\d+)\.xml$/.exec(name)?.[1] ?? 0);
  };
  return [...parts].sort((a, b) => rank(a.name) - rank(b.name));
}

/** A cell as the text a person typed or sees: formulas give their result, dates their ISO form. */
function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('hyperlink' in value)
    return typeof value.text === 'string' ? value.text : cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}
