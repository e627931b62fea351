// The order's side of a payment's outcome (payment.events, events.ts): the rules (rules.ts
// paymentSucceeded, paymentFailedComment) decide; this writes the status or the comment for staff
// and records what follows, in the inbox's transaction. Every outcome for an order of the paying
// customer is kept on it (its payments), so a declined order shows its attempts. The inbox handles each
// event once, and the payment context publishes one payment.succeeded per payment: a second one is a
// second payment.
import { randomUUID } from 'node:crypto';
import { toMajorUnits } from '@adops/platform';
import type { OrderStore, OrderTx } from './store.ts';
import { MESSAGES, newComment, paymentFailedComment, paymentSucceeded, withPaymentAttempt, withSystemComment } from './rules.ts';
import { orderRefundRequired, type PaymentFailed, type PaymentReactions, type PaymentSucceeded } from './events.ts';
import { writeMove } from './order-status.ts';

export class PaymentOutcomes implements PaymentReactions {
  private readonly store: OrderStore;

  constructor(store: OrderStore) {
    this.store = store;
  }

  /** payment.succeeded: an unpaid order becomes READY (order.ready); any other payment is to be refunded (order.refund_required). */
  async paid(tx: OrderTx, payment: PaymentSucceeded): Promise<void> {
    const current = await this.store.lockForEvent(tx, payment.orderId);
    const outcome = paymentSucceeded(current, payment);
    const attempt = (refundRequired: boolean) => ({
      paymentId: payment.paymentId,
      outcome: 'SUCCEEDED' as const,
      amount: payment.amount,
      currency: payment.currency,
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      reason: null,
      refundRequired,
      at: new Date().toISOString(),
    });
    if (outcome.kind === 'paid') {
      const recorded = await this.store.orders.write(tx, outcome.order, { payments: withPaymentAttempt(outcome.order.payments, attempt(false)) });
      await writeMove(this.store, tx, recorded, outcome.move, null, 'payment');
      return;
    }
    const mine = outcome.commentOn;
    if (mine) {
      const comments = withSystemComment(mine.comments, newComment(randomUUID(), MESSAGES.refundRequired(`${toMajorUnits(payment.amount, payment.currency)} ${payment.currency}`, mine.status, payment.providerPaymentId), null, new Date()));
      await this.store.orders.write(tx, mine, { payments: withPaymentAttempt(mine.payments, attempt(true)), ...(comments ? { comments } : {}) });
    }
    await tx.record(orderRefundRequired(payment, outcome.orderStatus));
  }

  /** payment.failed: the order stays PENDING_PAYMENT with the provider's message as a comment for staff; the attempt is kept on the paying customer's order. */
  async paymentFailed(tx: OrderTx, payment: PaymentFailed): Promise<void> {
    const current = await this.store.lockForEvent(tx, payment.orderId);
    if (!current || current.customerId !== payment.customerId) return;
    const text = paymentFailedComment(current, payment);
    const comments = text ? withSystemComment(current.comments, newComment(randomUUID(), text, null, new Date())) : null;
    const attempt = { paymentId: payment.paymentId, outcome: 'FAILED' as const, amount: null, currency: null, provider: null, providerPaymentId: null, reason: payment.reason, refundRequired: false, at: new Date().toISOString() };
    await this.store.orders.write(tx, current, { payments: withPaymentAttempt(current.payments, attempt), ...(comments ? { comments } : {}) });
  }
}
