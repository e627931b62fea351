// The rules of an order that need no database: the messages of 002 §4 and §5, amounts with tax,
// the start-date window, the e-mail notice addresses and the list's date rules.
import { invalidField } from '@adops/platform';
import type { OrderAttribute, OrderStatus, PaymentType, ProductSettings } from './types.ts';

/** 002 §4: the message every order read shows for its status. */
export function statusMessage(status: OrderStatus): string {
  switch (status) {
    case 'READY':
    case 'PROCESSING':
    case 'FAILED':
      return 'Order is ready for delivery.';
    case 'DELIVERED':
    case 'COMPLETED':
      return 'Campaign has been delivered.';
    case 'CANCELLED':
      return 'Order has been cancelled.';
    case 'PENDING_PAYMENT':
      return 'Payment pending.';
    default:
      return 'Order has been placed.';
  }
}

export const MESSAGES = {
  campaignName: 'Campaign name is required',
  agentRequired: 'At least one agent is required.',
  maxAgents: (n: number) => `Maximum number of agents is ${n}.`,
  facebookAccount: 'A Facebook billing account is required. Please contact customer support.',
  googleAccount: 'A Google billing account is required. Please contact customer support.',
  nothingSelected: 'No listing, resource or catalog has been selected...',
  noProduct: 'No Product available...',
  selectionLimit: 'Selection limit is 10 listings.',
  deletedListing: (title: string) => `Deleted listing included: ${title}`,
  unknownListing: "Listing not found among the customer's listings.",
  publishedOnly: 'Order requires Published resources only.',
  startDate: 'The start date must lie between today and three months ahead.',
  oneCurrency: 'All products of an order must be in one currency.',
  fromDateFuture: 'The from-date cannot be in the future.',
  refundRequired: (amount: string, status: OrderStatus, providerPaymentId: string) =>
    `A payment of ${amount} (${providerPaymentId}) succeeded while the order was ${status}: it was not applied and must be refunded.`,
  ownOffice: 'Choose one of your offices.',
  commentNotYours: 'Only the author or staff can delete a comment.',
  idempotencyReused: 'This Idempotency-Key was used for a different order.',
  paymentTypeNotOffered: (type: PaymentType) => `${type === 'CREDIT_CARD' ? 'Credit Card' : 'Invoice'} payment is not offered for your role.`,
} as const;

/**
 * 002 §6: "Credit Card and Invoice are offered by role. Invoice is the default when none is allowed." The
 * payment types a caller with these roles may choose, by the product settings' role lists.
 */
export function paymentTypesFor(roles: readonly string[], settings: Pick<ProductSettings, 'creditCardRoles' | 'invoiceRoles'>): PaymentType[] {
  const card = roles.some((r) => (settings.creditCardRoles as readonly string[]).includes(r));
  const invoice = roles.some((r) => (settings.invoiceRoles as readonly string[]).includes(r));
  return [...(card ? (['CREDIT_CARD'] as const) : []), ...(invoice || !card ? (['INVOICE'] as const) : [])];
}

/** MAX_NO_CONTACTS (002 §5, value not shown): the listing's three agent slots. */
export const MAX_AGENTS = 3;
/** 002 §5 and 003: at most 10 listings or resources per order. */
export const MAX_ITEMS = 10;

/**
 * What one product costs: `amount` is what the customer pays, `amountTax` the tax within it. A
 * tax-inclusive price is the amount (its tax taken out of it); an exclusive one gets the tax added.
 * Minor units, rounded half up per product.
 */
export function priced(price: number, isTaxInclusive: boolean, taxRate: number): { amount: number; amountTax: number } {
  if (isTaxInclusive) return { amount: price, amountTax: price - Math.round((price * 100) / (100 + taxRate)) };
  const tax = Math.round((price * taxRate) / 100);
  return { amount: price + tax, amountTax: tax };
}

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * 002 §5: the start date lies between today and three months ahead. "Today" is the customer's: the
 * window is wide enough for every time zone (today's date anywhere from UTC-12 to UTC+14).
 */
export function checkStartDate(startDate: string | undefined, now = new Date()): void {
  if (!startDate) return;
  const earliest = isoDate(now.getTime() - 12 * 3_600_000);
  const latestBase = new Date(now.getTime() + 14 * 3_600_000);
  const latest = new Date(Date.UTC(latestBase.getUTCFullYear(), latestBase.getUTCMonth() + 3, latestBase.getUTCDate()));
  if (startDate < earliest || startDate > latest.toISOString().slice(0, 10)) throw invalidField('/body/startDate', MESSAGES.startDate);
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** EMAIL_NOTICE addresses lower-cased, those that are no e-mail address dropped (002 §5); an empty notice goes. */
export function cleanAttributes(attributes: OrderAttribute[]): OrderAttribute[] {
  const out: OrderAttribute[] = [];
  for (const a of attributes) {
    if (a.entity !== 'EMAIL_NOTICE') {
      out.push({ entity: a.entity, key: a.key, value: a.value.trim() });
      continue;
    }
    const kept = a.value.split(/[\s,;]+/).map((e) => e.toLowerCase()).filter((e) => EMAIL.test(e));
    if (kept.length) out.push({ entity: 'EMAIL_NOTICE', key: 'mailto', value: [...new Set(kept)].join(',') });
  }
  return out;
}

/** The list's window (002 §5 Dates): from in the future is refused, to is capped at now; a dashboard user's default is a year back. */
export function dateWindow(q: { dateFrom?: string; dateTo?: string; dateRange?: number }, dashboard: boolean, now = new Date()): { from?: Date; to?: Date } {
  let from = q.dateFrom ? new Date(q.dateFrom) : undefined;
  if (from && from.getTime() > now.getTime()) throw invalidField('/query/dateFrom', MESSAGES.fromDateFuture);
  if (!from && q.dateRange) from = new Date(now.getTime() - q.dateRange * DAY);
  if (!from && dashboard) from = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()));
  let to = q.dateTo ? new Date(q.dateTo) : undefined;
  if (to && to.getTime() > now.getTime()) to = now;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
