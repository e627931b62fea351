// Bounds on what an uploaded archive or table may hold. Every number is checked against what the zip
// declares before anything is written, and again against the bytes actually inflated while writing,
// because a declared size is only what the sender chose to write there.

export interface ArchiveLimits {
  /** Sum of every entry's uncompressed bytes. */
  maxTotalBytes: number;
  /** Uncompressed bytes of one entry. */
  maxEntryBytes: number;
  /** Number of entries, directories included. */
  maxEntries: number;
  /** Uncompressed / compressed, for one entry and for the whole archive (a zip bomb's is in the thousands). */
  maxRatio: number;
  /** Entries smaller than this are not held to the ratio (a few bytes of zeros compress 100:1 honestly). */
  ratioFloorBytes: number;
}

export const DEFAULT_ARCHIVE_LIMITS: Readonly<ArchiveLimits> = Object.freeze({
  maxTotalBytes: 200 * 1024 * 1024,
  maxEntryBytes: 100 * 1024 * 1024,
  maxEntries: 2000,
  maxRatio: 100,
  ratioFloorBytes: 64 * 1024,
});

export interface TableLimits {
  /** Data rows after the header row. */
  maxRows: number;
  maxColumns: number;
  /** Characters in one cell (header cells included). */
  maxCellChars: number;
  /** The workbook itself is a zip: it is held to these before the spreadsheet library opens it. */
  workbook: ArchiveLimits;
}

export const DEFAULT_TABLE_LIMITS: Readonly<TableLimits> = Object.freeze({
  maxRows: 10_000,
  maxColumns: 200,
  maxCellChars: 32_767, // Excel's own cell limit
  workbook: Object.freeze({ ...DEFAULT_ARCHIVE_LIMITS, maxTotalBytes: 50 * 1024 * 1024, maxEntries: 500 }),
});

export function archiveLimits(overrides: Partial<ArchiveLimits> = {}): ArchiveLimits {
  return { ...DEFAULT_ARCHIVE_LIMITS, ...overrides };
}

export function tableLimits(
  overrides: Partial<Omit<TableLimits, 'workbook'>> & { workbook?: Partial<ArchiveLimits> } = {},
): TableLimits {
  return {
    ...DEFAULT_TABLE_LIMITS,
    ...overrides,
    workbook: { ...DEFAULT_TABLE_LIMITS.workbook, ...overrides.workbook },
  };
}
