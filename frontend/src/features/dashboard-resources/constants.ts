// The resources tab's limits (003 §9): 10 a page (options 10 to 100), newest first (-_id: the API's -createdAt,
// creation time then id), at most 10 selected for an order; the fields a search may be matched in (003 §5:
// reference exactly, the others contain the text; the server does the matching).
export const RESOURCES_PAGE_SIZE = 10;
export const RESOURCES_PAGE_SIZES = [10, 20, 30, 50, 75, 100] as const;
export const RESOURCES_SORT = '-createdAt' as const;
/** 003 §9 "Resources selectable for an order: max 10" (the order service refuses more too). */
export const RESOURCE_SELECTION_LIMIT = 10;

export type ResourceSearchField = 'name' | 'reference' | 'title' | 'message' | 'description';
export const RESOURCE_SEARCH_FIELDS: readonly { value: ResourceSearchField; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'reference', label: 'Reference' },
  { value: 'title', label: 'Title' },
  { value: 'message', label: 'Message' },
  { value: 'description', label: 'Description' },
];
export const DEFAULT_SEARCH_FIELD: ResourceSearchField = 'name';

/**
 * 003 §9 "Mobile means a screen not wider than the breakpoint that is above the small size": the theme's `md`
 * breakpoint (48rem, 768 px) is the one above `sm`, so a screen narrower than 768 px is a phone here.
 */
export const MOBILE_MAX_WIDTH_PX = 767;
