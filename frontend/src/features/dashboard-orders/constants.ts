// The orders tab's lists (002 §7, §9): 25 a page (25, 50, 100), newest first ('-createdAt'), the export's name.
export { ORDER_PAGE_SIZES, ordersExportName } from '../orders/constants.ts';
export const ORDERS_TAB_PAGE_SIZE = 25;
export const ORDERS_TAB_SORTS = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: '-orderNumber', label: 'Order number, highest first' },
  { value: 'campaignName', label: 'Campaign name' },
  { value: '-startDate', label: 'Start date, latest first' },
] as const;
export type OrdersTabSort = (typeof ORDERS_TAB_SORTS)[number]['value'];
/** Offices offered in the office filter (the user's scope; the server answers at most this many). */
export const OFFICE_PICKER_LIMIT = 100;
