// The listings tab's limits (002 §9): 10 a page (options 10 to 100), newest first, at most 10 selected.
export const LISTINGS_TAB_PAGE_SIZE = 10;
export const LISTINGS_TAB_PAGE_SIZES = [10, 20, 30, 50, 75, 100] as const;
export const LISTINGS_TAB_SORT = '-createdAt';
/** 002 §5, §9 "Selection limit 10 listings" (the order service refuses more too). */
export const SELECTION_LIMIT = 10;
/** 002 §4, §9 "Creative job poll 10 s": the tab checks its WAITING video and preview jobs this often. */
export const CREATIVE_JOB_POLL_MS = 10_000;
