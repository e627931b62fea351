// The orders' events.
// Published (x-event schemas OrderCreatedEvent, OrderReadyEvent, OrderCancelledEvent,
// OrderStatusChangedEvent, OrderRefundRequiredEvent in openapi/order), built in one place from the row as written.
// Consumed: payment.events. payment.succeeded makes an unpaid order READY (order.ready); one for an order
// that no longer waits for it (or is gone) records order.refund_required and a comment for staff.
// payment.failed leaves it PENDING_PAYMENT with a comment. Idempotent through the inbox (a redelivered
// event changes nothing; only PENDING_PAYMENT moves).
import { subscribeTo, type Subscription } from '@adops/platform';
import type { PaymentEvents } from '@adops/openapi/generated/events';
import type { OrderStatus } from '@adops/openapi/generated/order';
import type { OrderRow } from './entities.ts';
import type { FollowingEvent } from './rules.ts';
import type { OrderStore, OrderTx } from './store.ts';

export const orderCreated = (o: OrderRow) => ({
  type: 'order.created' as const,
  subject: o.id,
  customerId: o.customerId,
  data: {
    orderId: o.id,
    orderNumber: o.orderNumber,
    customerId: o.customerId,
    officeId: o.officeId,
    agentIds: o.agents.map((a) => a.id),
    paymentType: o.paymentType,
    status: o.status,
    amount: o.amount,
    currency: o.currency,
    email: o.email,
    createdBy: o.createdBy,
  },
});

export const orderReady = (o: OrderRow) => ({
  type: 'order.ready' as const,
  subject: o.id,
  customerId: o.customerId,
  data: {
    orderId: o.id,
    orderNumber: o.orderNumber,
    customerId: o.customerId,
    officeId: o.officeId,
    agentIds: o.agents.map((a) => a.id),
    paymentType: o.paymentType,
    currency: o.currency,
    orderType: o.orderType,
    productIds: o.products.map((p) => p.productId),
    // The order's own copy of its products: the ads context builds the campaigns without calling back.
    products: o.products.map((p) => ({ productId: p.productId, name: p.name, campaignDurationDays: p.campaignDurationDays, amount: p.amount, amountTax: p.amountTax, campaignTemplates: p.campaignTemplates })),
    startDate: o.startDate,
    campaignName: o.campaignName,
    listingIds: o.listingIds,
    resourceIds: o.resourceIds,
    fbDpaCatalogId: o.fbDpaCatalogId,
    attributes: o.attributes,
    campaignData: o.campaignData,
  },
});

export const orderCancelled = (o: OrderRow) => ({ type: 'order.cancelled' as const, subject: o.id, customerId: o.customerId, data: { orderId: o.id, customerId: o.customerId } });

export const orderStatusChanged = (o: OrderRow, from: OrderStatus) => ({
  type: 'order.status_changed' as const,
  subject: o.id,
  customerId: o.customerId,
  data: { orderId: o.id, customerId: o.customerId, from, to: o.status },
});

/** A payment the order did not wait for (paid already, moved on, cancelled, deleted): to be refunded. */
export const orderRefundRequired = (
  payment: { paymentId: string; orderId: string; customerId: string; amount: number; currency: string; provider: 'stripe' | 'simulator'; providerPaymentId: string },
  orderStatus: OrderStatus | null,
) => ({
  type: 'order.refund_required' as const,
  subject: payment.orderId,
  customerId: payment.customerId,
  data: {
    orderId: payment.orderId,
    customerId: payment.customerId,
    paymentId: payment.paymentId,
    amount: payment.amount,
    currency: payment.currency,
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId,
    orderStatus,
  },
});

/** The event that follows a status move (rules.ts moveStatus), from the row as written. */
export function followingEvent(type: FollowingEvent, next: OrderRow, from: OrderStatus) {
  switch (type) {
    case 'order.status_changed':
      return orderStatusChanged(next, from);
    case 'order.ready':
      return orderReady(next);
    case 'order.cancelled':
      return orderCancelled(next);
  }
}

/** payment.succeeded v1 and payment.failed v1, typed from openapi/payment's x-event schemas. */
export type PaymentSucceeded = PaymentEvents['payment.succeeded'];
export type PaymentFailed = PaymentEvents['payment.failed'];

/** What the order context does on a payment's outcome, in the inbox's transaction (payment-outcomes.ts). */
export interface PaymentReactions {
  paid(tx: OrderTx, payment: PaymentSucceeded): Promise<void>;
  paymentFailed(tx: OrderTx, payment: PaymentFailed): Promise<void>;
}

/** The payment handlers (consumer 'order', source payment). */
export const paymentsSubscription = (store: OrderStore, reactions: PaymentReactions): Subscription =>
  subscribeTo('order', 'payment', {
    'payment.succeeded': (e, m) => reactions.paid(store.kit.within(m), e.data),
    'payment.failed': (e, m) => reactions.paymentFailed(store.kit.within(m), e.data),
  });
