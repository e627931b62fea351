// exceljs (with jszip, unzipper and archiver: ~8 MB of V8 heap, ~20 MB of RSS) is loaded on the first workbook
// read or written, not when a service starts: most processes never touch one (docs/decisions.md, the embedded
// default's memory).
import type ExcelJsModule from 'exceljs';

type ExcelJs = typeof ExcelJsModule;

let loading: Promise<ExcelJs> | undefined;

/** exceljs, imported once on first use. */
export const loadExcelJs = (): Promise<ExcelJs> => (loading ??= import('exceljs').then((m) => m.default as ExcelJs));
