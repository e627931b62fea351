// The order's side of a payment's outcome (payment.events, events.ts): the rules (rules.ts
// paymentSucceeded, paymentFailedComment) decide; this writes the status or the comment for staff
// and records what follows, in the inbox's transaction. The inbox handles each event once, and the
// payment context publishes one payment.succeeded per payment: a second one is a second payment.
import { randomUUID } from 'node:crypto';
import { toMajorUnits } from '@adops/platform';
import type { OrderRow } from './entities.ts';
import type { OrderStore, OrderTx } from './store.ts';
import { MESSAGES, newComment, paymentFailedComment, paymentSucceeded, withSystemComment } from './rules.ts';
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
    if (outcome.kind === 'paid') {
      await writeMove(this.store, tx, outcome.order, outcome.move);
      return;
    }
    const mine = outcome.commentOn;
    if (mine) await this.addSystemComment(tx, mine, MESSAGES.refundRequired(`${toMajorUnits(payment.amount, payment.currency)} ${payment.currency}`, mine.status, payment.providerPaymentId));
    await tx.record(orderRefundRequired(payment, outcome.orderStatus));
  }

  /** payment.failed: the order stays PENDING_PAYMENT; the provider's message is kept as a comment for staff. */
  async paymentFailed(tx: OrderTx, payment: PaymentFailed): Promise<void> {
    const current = await this.store.lockForEvent(tx, payment.orderId);
    const comment = paymentFailedComment(current, payment);
    if (current && comment) await this.addSystemComment(tx, current, comment);
  }

  /** A comment for staff (no author), unless the order has all the comments it may have. */
  private async addSystemComment(tx: OrderTx, order: OrderRow, text: string): Promise<void> {
    const comments = withSystemComment(order.comments, newComment(randomUUID(), text, null, new Date()));
    if (comments) await this.store.orders.write(tx, order, { comments });
  }
}
