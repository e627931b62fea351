// The payments area's rows in the contract's shapes.
import type { PaymentRow, PaymentSessionRow } from './entities.ts';

export const paymentDto = (payment: PaymentRow) => ({
  id: payment.id,
  orderId: payment.orderId,
  customerId: payment.customerId,
  status: payment.status,
  amount: payment.amount,
  currency: payment.currency,
  provider: payment.provider,
  createdAt: payment.createdAt.toISOString(),
  updatedAt: payment.updatedAt.toISOString(),
});

/** A session with the address of its payment page. */
export const sessionDto = (session: PaymentSessionRow) => ({
  paymentSessionId: session.id,
  paymentUrl: `/payments/p?sessionId=${encodeURIComponent(session.id)}&orderId=${encodeURIComponent(session.orderId)}`,
  orderId: session.orderId,
});
