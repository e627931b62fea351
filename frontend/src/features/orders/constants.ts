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

/** How amounts say whether their tax is in them: the list's rows and total both include it. */
export const TAX_LABELS = {
  rowHeader: 'Total (incl. tax)',
  listTotal: 'Total incl. tax',
  withTax: 'Amount incl. tax',
  withoutTax: 'Amount excl. tax',
  tax: 'Tax',
} as const;

/** Where an order's e-mails go (the receipt e-mail is the orderer's, the notices the order's own). */
export const NOTICE_LABELS = {
  receipt: 'Receipt e-mail',
  notices: 'Notification e-mails',
  none: 'None',
  noneSent: 'No e-mail sent for this order yet.',
  status: { PENDING: 'Sending', SENT: 'Sent', FAILING: 'Retrying', FAILED: 'Failed' },
} as const;

export const PAYMENT_LABELS = {
  invoice: 'Invoiced: no card payment is taken.',
  none: 'No payment attempt reported yet.',
  succeeded: 'Paid',
  failed: 'Declined',
  refund: 'To refund',
} as const;

/** Who made a status change, as the history says it. */
export const STATUS_SOURCE_LABELS = {
  placed: 'placed',
  staff: 'staff',
  payment: 'payment',
  campaigns: 'campaigns',
  recorded: 'status when the history began',
} as const;

export const STATUS_FORM = {
  placeholder: 'Choose the next status',
  noMoves: (status: string) => `${status}: no status change is open to you.`,
} as const;

/** The order's campaigns (issue 27 item 4: made by the ads context once the order is READY). */
export const CAMPAIGN_LABELS = {
  none: 'No campaigns yet: the ads context makes them once the order is ready.',
  completed: 'Completed',
  deleted: 'Deleted',
} as const;
