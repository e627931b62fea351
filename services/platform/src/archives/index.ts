// The archives kit: uploaded zips and tables, read without trusting them, and exported tables written safely.
export * from './limits.ts';
export * from './refusals.ts';
export { safeEntrySegments } from './entry-paths.ts';
export { inspectZip, forEachZipEntry, extractZip, type ZipEntryInfo, type ExtractedFile } from './zip-reader.ts';
export { fileKind, type FileKind } from './file-kind.ts';
export { tableFormat, readTable, type TableFormat } from './table-reader.ts';
export type { TableRow } from './table-rows.ts';
export { writeTable, csvChunks, exportHead, neutralisedText, EXPORT_CONTENT_TYPES, type CellValue, type ExportFormat, type ExportTable } from './table-write.ts';
