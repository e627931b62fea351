// The orders' statuses, messages, page sizes and export names (002 §4, §7, §8, §9). The payment page shows an
// order's number too, so it imports orderNumberLabel from here (no pages in this module).

/** The statuses of an order (the order spec's OrderStatus) and the message each shows (002 §4; the server sends it as statusMessage too). */
export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PLACED', 'READY', 'PROCESSING', 'FAILED', 'DELIVERED', 'COMPLETED', 'CANCELLED'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_MESSAGES = {
  ready: 'Order is ready for delivery.',
  delivered: 'Campaign has been delivered.',
  cancelled: 'Order has been cancelled.',
  pendingPayment: 'Payment pending.',
  placed: 'Order has been placed.',
} as const;
export function orderStatusMessage(status: string): string {
  if (status === 'READY' || status === 'PROCESSING' || status === 'FAILED') return ORDER_STATUS_MESSAGES.ready;
  if (status === 'DELIVERED' || status === 'COMPLETED') return ORDER_STATUS_MESSAGES.delivered;
  if (status === 'CANCELLED') return ORDER_STATUS_MESSAGES.cancelled;
  if (status === 'PENDING_PAYMENT') return ORDER_STATUS_MESSAGES.pendingPayment;
  return ORDER_STATUS_MESSAGES.placed;
}
/** Status labels the screens show (ours). */
export const ORDER_STATUS_LABELS: Record<OrderStatusName, string> = {
  PENDING_PAYMENT: 'Pending payment', PLACED: 'Placed', READY: 'Ready', PROCESSING: 'Processing', FAILED: 'Failed',
  DELIVERED: 'Delivered', COMPLETED: 'Completed', CANCELLED: 'Cancelled',
};
export const ORDER_PAGE_SIZES = [25, 50, 100] as const;
/** The orders list's default date window: a year back (002 §9). */
export const ORDERS_DATE_WINDOW_YEARS = 1;
/** The export's file name (002 §7): orders-{date}.csv, and .xlsx for Excel. */
export const ordersExportName = (date: string, kind: 'csv' | 'xlsx') => `orders-${date}.${kind}`;
export const orderNumberLabel = (n: number | string) => `Order# ${n}`;
