// A payment's state, driven by its provider's events. Monotonic: SUCCEEDED is terminal (a replayed
// or late failure never takes a paid order back), CANCELLED is final but for a success (the money was
// taken after all), and a failure leaves the intent open for another card (Stripe's
// requires_payment_method), so FAILED can still succeed.
import type { IntentStatus } from './payment-port.ts';

export type PaymentStatus = 'REQUIRES_PAYMENT' | 'REQUIRES_ACTION' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';

export type PaymentOutcome = 'succeeded' | 'failed' | 'canceled';

/** The state after an outcome, or null when the outcome changes nothing (a replay, a late event). */
export function next(current: PaymentStatus, outcome: PaymentOutcome): PaymentStatus | null {
  if (current === 'SUCCEEDED') return null;
  switch (outcome) {
    case 'succeeded':
      return 'SUCCEEDED';
    case 'failed':
      return current === 'CANCELLED' ? null : 'FAILED';
    case 'canceled':
      return current === 'CANCELLED' ? null : 'CANCELLED';
  }
}

/** The provider event types we act on, and their outcome. */
export const OUTCOMES: Readonly<Record<string, PaymentOutcome>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
};

/** A payment that may still take a card: its intent is reused rather than a new one made. */
export const OPEN: readonly PaymentStatus[] = ['REQUIRES_PAYMENT', 'REQUIRES_ACTION', 'PROCESSING', 'FAILED'];

/** What the payment page is told of an intent the provider reports. */
export function pageStatus(payment: PaymentStatus, intent: IntentStatus | null): 'REQUIRES_PAYMENT' | 'SUCCEEDED' | 'PROCESSING' {
  if (payment === 'SUCCEEDED') return 'SUCCEEDED';
  if (payment === 'PROCESSING' || intent === 'processing' || intent === 'succeeded') return 'PROCESSING';
  return 'REQUIRES_PAYMENT';
}
