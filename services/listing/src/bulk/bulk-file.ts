// What a bulk upload holds, read without trusting it: a csv, an .xlsx workbook, or a zip of one of
// them with the images its rows name. The kind comes from the bytes (the archives kit); a zip's whole
// directory is checked (size, entries, ratio, paths, links) before a byte of it is extracted. The
// request reads it once to refuse a bad file before anything is stored; the job reads the stored copy
// again to make the listings.
import { join, posix } from 'node:path';
import {
  DEFAULT_ARCHIVE_LIMITS, DEFAULT_TABLE_LIMITS, extractZip, fileKind, inspectZip, notInCorrectFormat, readTable,
  type ArchiveLimits, type TableLimits, type TableRow,
} from '@adops/platform';
import { unknownColumns } from './rules.ts';

export type BulkFormat = 'csv' | 'xlsx' | 'zip';

export interface BulkLimits {
  archive: ArchiveLimits;
  table: TableLimits;
}

export const BULK_LIMITS: BulkLimits = { archive: DEFAULT_ARCHIVE_LIMITS, table: DEFAULT_TABLE_LIMITS };

export interface OpenedBulkFile {
  format: BulkFormat;
  /** The table to read (the upload itself, or the one extracted from the zip). */
  tablePath: string;
  /** A zip's other files by their path inside it; empty for a bare table. */
  images: Map<string, string>;
  /** The table's folder inside the zip ('' at its root): image names are also read relative to it. */
  tableFolder: string;
}

const TABLE_NAME = /\.(csv|xlsx)$/i;
/** Files zip tools add that are no part of the upload (macOS resource forks, Finder and Explorer litter). */
const LITTER = (name: string) => name.startsWith('__MACOSX/') || /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(name) || /(^|\/)\._/.test(name);

/** The format of an upload, by its bytes: anything but a csv, a workbook or a zip is 'file not in correct format'. */
export async function bulkFormat(file: string, limits: BulkLimits = BULK_LIMITS): Promise<BulkFormat> {
  const kind = await fileKind(file, limits.archive);
  if (kind === 'text') return 'csv';
  if (kind === 'xlsx' || kind === 'zip') return kind;
  throw notInCorrectFormat('neither a csv, an Excel workbook (.xlsx) nor a zip');
}

/**
 * Opens an upload for reading; a zip is checked whole, then extracted into `workDir` (which the caller
 * removes). Refusals are ArchiveRefused (4xx) or 'file not in correct format'.
 */
export async function openBulkFile(file: string, workDir: string, limits: BulkLimits = BULK_LIMITS): Promise<OpenedBulkFile> {
  const format = await bulkFormat(file, limits);
  if (format !== 'zip') return { format, tablePath: file, images: new Map(), tableFolder: '' };
  const entries = (await inspectZip(file, limits.archive)).filter((e) => !e.isDirectory && !LITTER(e.name));
  const tables = entries.filter((e) => TABLE_NAME.test(e.name));
  if (tables.length !== 1) throw notInCorrectFormat(`a zip must hold exactly one .csv or .xlsx file (this one holds ${tables.length})`);
  const extracted = await extractZip(file, join(workDir, 'zip'), limits.archive);
  const table = tables[0]!;
  const images = new Map<string, string>();
  for (const e of extracted) if (e.name !== table.name && !LITTER(e.name)) images.set(e.name.normalize('NFC'), e.path);
  const tablePath = extracted.find((e) => e.name === table.name)!.path;
  return { format, tablePath, images, tableFolder: posix.dirname(table.name) === '.' ? '' : posix.dirname(table.name) };
}

/** The extracted file a row's image name stands for: its path in the zip, or relative to the table's folder. */
export function imageFile(opened: OpenedBulkFile, name: string): string | undefined {
  const key = name.replace(/^\.\//, '').normalize('NFC');
  return opened.images.get(key) ?? (opened.tableFolder ? opened.images.get(`${opened.tableFolder}/${key}`) : undefined);
}

/** The table's rows, streamed. */
export function bulkRows(opened: OpenedBulkFile, limits: BulkLimits = BULK_LIMITS): AsyncGenerator<TableRow> {
  return readTable(opened.tablePath, limits.table);
}

/**
 * Reads the whole table once, as the request does before anything is stored: its rows are counted and
 * its header checked (a column that is not ours, or no title column, is 'file not in correct format').
 */
export async function countBulkRows(opened: OpenedBulkFile, limits: BulkLimits = BULK_LIMITS): Promise<number> {
  let rows = 0;
  for await (const row of bulkRows(opened, limits)) {
    if (rows === 0) {
      const header = Object.keys(row.values);
      const unknown = unknownColumns(header);
      if (unknown.length) throw notInCorrectFormat(`unknown column(s): ${unknown.slice(0, 10).join(', ')}`);
      if (!header.includes('title')) throw notInCorrectFormat('the header row has no title column');
    }
    rows++;
  }
  if (rows === 0) throw notInCorrectFormat('the table has no rows after its header');
  return rows;
}
