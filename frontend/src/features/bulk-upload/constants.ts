// The bulk manage screen's constants (spec 002 §4, §6, §8, §9).
/** 002 §9: the batch list refreshes every 10 s; an upload may take 300 000 ms. */
export const BULK_REFRESH_MS = 10_000;
export const BULK_UPLOAD_TIMEOUT_MS = 300_000;
/** 002 §9: bulk listing page size 10. */
export const BULK_PAGE_SIZE = 10;
/** 002 §6: zip, csv or ms-excel. */
export const BULK_ACCEPT = '.csv,.xlsx,.zip,text/csv,application/zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** 002 §8: bulk screen errors show an 'Error' dialog; 002 §6: 'file upload fail.' on failure. */
export const BULK_ERROR_TITLE = 'Error';
export const BULK_UPLOAD_FAIL = 'file upload fail.';
