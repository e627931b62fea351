// The payable-orders projection, fed by the order context's events (contract: order.created,
// order.cancelled, order.ready, order.status_changed), typed by the order spec's x-event schemas.
// Payment never calls the order service. Each event is handled once (the platform's inbox); a
// cancelled order's open payments are cancelled with it, and their intents at the provider too,
// after the event's transaction.
import type { EntityManager } from 'typeorm';
import { afterCommit, SYSTEM, subscribeTo, type EventMaps, type Logger, type Subscription } from '@adops/platform';
import type { PaymentPort } from '../payments/providers/port.ts';
import type { PaymentStore } from '../payments/store.ts';
import { cancel } from '../payments/rules.ts';
import type { PayableOrderStore } from './store.ts';

/** order.created's payload, from the order spec's x-event schema. */
export type OrderCreatedData = EventMaps['order']['order.created'];

export function payableOrdersProjection({ store, payments, port, log }: { store: PayableOrderStore; payments: PaymentStore; port: PaymentPort; log?: Logger | undefined }): Subscription {
  const setStatus = async (m: EntityManager, orderId: string, status: string) => {
    const tx = store.within(m);
    const order = await store.forUpdate(tx, orderId);
    if (!order || order.status === status) return;
    await store.orders.write(tx, order, { status });
  };

  const created = async (event: { data: OrderCreatedData }, m: EntityManager) => {
    const d = event.data;
    const tx = store.within(m);
    if (await store.find(SYSTEM, d.orderId, tx)) return;
    await store.orders.insert(tx, {
      id: d.orderId,
      customerId: d.customerId,
      officeId: d.officeId ?? null,
      agentIds: [...new Set(d.agentIds ?? [])],
      orderNumber: d.orderNumber,
      paymentType: d.paymentType,
      status: d.status,
      amount: d.amount,
      currency: d.currency,
      email: d.email ?? null,
      createdBy: d.createdBy ?? null,
    });
  };

  const cancelled = async (event: { data: { orderId: string } }, m: EntityManager) => {
    await setStatus(m, event.data.orderId, 'CANCELLED');
    const tx = store.within(m);
    const open = await payments.openPaymentsForUpdate(tx, event.data.orderId);
    for (const payment of open) {
      const change = cancel(payment.status);
      if (change) await payments.payments.write(tx, payment, change);
    }
    // At the provider after the commit, best effort: never a provider call (the simulator's own
    // transaction, Stripe's HTTP) inside the event's transaction. An intent left open there cannot be
    // charged through us (the order and payment are closed), and a late success is handled by the
    // webhook's state rules (the money is recorded, never lost).
    const intents = open.flatMap((p) => (p.providerPaymentId ? [p.providerPaymentId] : []));
    if (intents.length) {
      afterCommit(m, async () => {
        for (const intentId of intents) {
          await port.cancelIntent(intentId).catch((error: unknown) => log?.warn({ err: error, intentId, orderId: event.data.orderId }, 'payment: cancelling the intent of a cancelled order failed'));
        }
      });
    }
  };

  return subscribeTo('payment', 'order', {
    'order.created': created,
    'order.cancelled': cancelled,
    'order.ready': (event, m) => setStatus(m, event.data.orderId, 'READY'),
    'order.status_changed': (event, m) => setStatus(m, event.data.orderId, event.data.to),
  });
}
