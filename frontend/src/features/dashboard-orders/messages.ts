// The orders tab's messages (002 §4, §8), quoted exactly where the spec gives them; the rest are ours.
import { ORDER_STATUS_MESSAGES } from '../orders/constants.ts';

/**
 * 002 §4, the message of each status (defined once in features/orders/constants.ts, whose orderStatusMessage
 * maps them; the server sends the same as statusMessage):
 * READY, PROCESSING, FAILED 'Order is ready for delivery.'; DELIVERED, COMPLETED 'Campaign has been delivered.';
 * CANCELLED 'Order has been cancelled.'; PENDING_PAYMENT 'Payment pending.'; any other 'Order has been placed.'
 */
export const STATUS_MESSAGES = ORDER_STATUS_MESSAGES;

// Ours:
export const ORDERS_TAB_TEXTS = {
  title: 'Orders',
  empty: 'No orders in this range.',
  searchLabel: 'Search orders',
  searchPlaceholder: 'Campaign name, e-mail or order number',
  searching: 'Searching orders...',
  allOffices: 'All offices',
  payNow: 'Pay now',
  report: 'Report',
  downloadCsv: 'Download CSV',
  totalWithTax: 'Total price incl. tax',
  totalWithoutTax: 'Total price excl. tax',
  amountWithTax: 'Amount incl. tax',
  amountWithoutTax: 'Amount excl. tax',
  impressions: 'Impressions',
  overallImpressions: 'Impressions',
  /** 002 §8: an export error is set as the error text; this one when the server gives none. */
  downloadFailed: 'The orders could not be downloaded.',
} as const;

// Ours:
export const DATE_RANGE_TEXTS = {
  from: 'From',
  to: 'To',
  dashboardRange: (label: string) => `Show ${label}`,
  showing: (label: string) => `Showing ${label}.`,
} as const;
