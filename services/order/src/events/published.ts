// What the order context publishes (x-event schemas OrderCreatedEvent, OrderReadyEvent,
// OrderCancelledEvent, OrderStatusChangedEvent, OrderRefundRequiredEvent in openapi/order), built in one place from the row as written.
import type { OrderRow } from '../persistence/entities.ts';
import type { OrderStatus } from '../domain/types.ts';

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
    orderType: o.orderType,
    productIds: o.products.map((p) => p.productId),
    startDate: o.startDate,
    campaignName: o.campaignName,
    listingIds: o.listingIds,
    resourceIds: o.resourceIds,
    fbDpaCatalogId: o.fbDpaCatalogId,
    attributes: o.attributes,
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
