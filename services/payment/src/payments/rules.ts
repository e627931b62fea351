// The payments area's rules: a payment's status as its provider's events drive it, whether an order
// may be paid by card now, and what the payment page is told of an intent.
//
// A payment's status is monotonic: SUCCEEDED is terminal (a replayed or late failure never takes a
// paid order back), CANCELLED is final but for a success (the money was taken after all), and a
// failure leaves the intent open for another card (Stripe's requires_payment_method), so FAILED can
// still succeed, or fail again with the next card. Each transition answers null when the event
// changes nothing (a replay, a late event), so the events may arrive in any order.
import { conflict, notFound, type Principal } from '@adops/platform';
import type { IntentStatus } from './providers/port.ts';

export const NOT_CARD_ORDER = 'This order is not paid by card.';
export const ALREADY_PAID = 'This order has already been paid.';
export const ORDER_CANCELLED = 'This order has been cancelled.';
export const CUSTOMER_NOT_FOUND = 'Customer not found.';
export const KEY_REUSED = 'This Idempotency-Key was used for another order.';
export const PAYMENT_CLOSED = 'This payment is no longer open; open the payment page again.';
export const PAYMENT_FAILED = 'The payment failed.';

/** The length of the provider's failure message a payment keeps (its column). */
export const FAILURE_REASON_LIMIT = 500;

export type PaymentStatus = 'REQUIRES_PAYMENT' | 'REQUIRES_ACTION' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';

/** What the provider reports an intent came to. */
export type PaymentOutcome = 'succeeded' | 'failed' | 'canceled';

/** A payment's change by a transition. */
export interface PaymentChange {
  status: PaymentStatus;
  failureReason?: string;
}

/** The money was taken: from any status but SUCCEEDED itself. */
export function succeed(current: PaymentStatus): PaymentChange | null {
  return current === 'SUCCEEDED' ? null : { status: 'SUCCEEDED' };
}

/** A card was refused (with the provider's message): not once paid or cancelled. */
export function fail(current: PaymentStatus, reason: string): PaymentChange | null {
  return current === 'SUCCEEDED' || current === 'CANCELLED' ? null : { status: 'FAILED', failureReason: reason.slice(0, FAILURE_REASON_LIMIT) };
}

/** The attempt is given up (its order cancelled, another attempt made, the provider cancelled it): not once paid or cancelled. */
export function cancel(current: PaymentStatus): PaymentChange | null {
  return current === 'SUCCEEDED' || current === 'CANCELLED' ? null : { status: 'CANCELLED' };
}

/** The change a provider's outcome makes, or null when it changes nothing. */
export function afterOutcome(current: PaymentStatus, outcome: PaymentOutcome, reason: string): PaymentChange | null {
  switch (outcome) {
    case 'succeeded':
      return succeed(current);
    case 'failed':
      return fail(current, reason);
    case 'canceled':
      return cancel(current);
  }
}

/** A payment that may still take a card: its intent is reused rather than a new one made. */
export const OPEN: readonly PaymentStatus[] = ['REQUIRES_PAYMENT', 'REQUIRES_ACTION', 'PROCESSING', 'FAILED'];

/** The status of an order still waiting for its card payment. */
const AWAITING_PAYMENT = 'PENDING_PAYMENT';

/** A card order still awaiting its payment, else 409 (whether a payment of it succeeded is the caller's check). */
export function assertPayable(order: { paymentType: string; status: string }): void {
  if (order.paymentType !== 'CREDIT_CARD') throw conflict(NOT_CARD_ORDER);
  if (order.status === 'CANCELLED') throw conflict(ORDER_CANCELLED);
  if (order.status !== AWAITING_PAYMENT) throw conflict(ALREADY_PAID);
}

/** A payment that may still take a card (the simulator's confirmations), else 409. */
export function assertOpen(status: PaymentStatus): void {
  if (!OPEN.includes(status)) throw conflict(PAYMENT_CLOSED);
}


/** A dashboard user filtering the list by another customer is told it does not exist (404); staff filter by any. */
export function assertListableCustomer(principal: Principal, customerId: string | undefined): void {
  if (principal.kind !== 'staff' && customerId && customerId !== principal.customerId) throw notFound(CUSTOMER_NOT_FOUND);
}

/** What the payment page is told of an intent the provider reports. */
export function pageStatus(payment: PaymentStatus, intent: IntentStatus | null): 'REQUIRES_PAYMENT' | 'SUCCEEDED' | 'PROCESSING' {
  if (payment === 'SUCCEEDED') return 'SUCCEEDED';
  if (payment === 'PROCESSING' || intent === 'processing' || intent === 'succeeded') return 'PROCESSING';
  return 'REQUIRES_PAYMENT';
}
