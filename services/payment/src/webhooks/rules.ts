// What a provider event means for its payment: the event types acted on, and the message a failure
// is recorded with.
import { PAYMENT_FAILED, type PaymentOutcome } from '../payments/rules.ts';

/** The provider event types we act on, and their outcome. */
const OUTCOMES: Readonly<Record<string, PaymentOutcome>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
};

/** The outcome of a provider event type, or null for one we do not act on. */
export function outcomeOf(eventType: string): PaymentOutcome | null {
  return Object.hasOwn(OUTCOMES, eventType) ? OUTCOMES[eventType]! : null;
}

/** The provider's message of a failure, or ours when it gave none. */
export function failureReason(errorMessage: string | null): string {
  return errorMessage ?? PAYMENT_FAILED;
}
