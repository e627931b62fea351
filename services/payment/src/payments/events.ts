// The events the payments area publishes (contract: payment.succeeded, payment.failed), built from
// the payment as written.
import type { EventsOf, NewEventOf } from '@adops/platform';
import type { PaymentRow } from './entities.ts';

type PaymentEvent = NewEventOf<EventsOf<'payment'>>;

/** The order is paid: the payment with its provider's id (the intent's, when the row has none yet). */
export function paymentSucceeded(payment: PaymentRow, intentId: string): PaymentEvent {
  return {
    type: 'payment.succeeded',
    subject: payment.id,
    customerId: payment.customerId,
    data: {
      paymentId: payment.id,
      orderId: payment.orderId,
      customerId: payment.customerId,
      amount: payment.amount,
      currency: payment.currency,
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId ?? intentId,
    },
  };
}

/** A card was refused, with the provider's message. */
export function paymentFailed(payment: PaymentRow, reason: string): PaymentEvent {
  return { type: 'payment.failed', subject: payment.id, customerId: payment.customerId, data: { paymentId: payment.id, orderId: payment.orderId, customerId: payment.customerId, reason } };
}
