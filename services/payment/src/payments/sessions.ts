// Payment sessions: the payment page of one order, opened by a user who reaches the order while it
// awaits its card payment. An Idempotency-Key gives the user's earlier session of the same order
// (the platform's idempotency_keys, written with the session).
import { randomUUID } from 'node:crypto';
import { conflict, type Principal } from '@adops/platform';
import type { PayableOrderStore } from '../orders/store.ts';
import type { PaymentSessionRow } from './entities.ts';
import type { PaymentStore } from './store.ts';
import { ALREADY_PAID, assertPayable, KEY_REUSED } from './rules.ts';

export class PaymentSessions {
  private readonly store: PaymentStore;
  private readonly orders: PayableOrderStore;

  constructor(store: PaymentStore, orders: PayableOrderStore) {
    this.store = store;
    this.orders = orders;
  }

  /**
   * Opens the payment page of an order, or answers the session an earlier call of the same user with
   * the same key opened; the same key for another order is 409.
   */
  async create(principal: Principal, orderId: string, idempotencyKey: string | undefined): Promise<PaymentSessionRow> {
    const { result } = await this.store.once(
      { operation: 'createPaymentSession', principal, key: idempotencyKey, request: { orderId }, reusedDetail: KEY_REUSED },
      async (tx) => {
        const order = await this.orders.get(principal, orderId, tx);
        assertPayable(order);
        if (await this.store.succeededPayment(tx, order.id)) throw conflict(ALREADY_PAID);
        const session: PaymentSessionRow = { id: randomUUID(), orderId, customerId: order.customerId, userId: principal.userId, createdAt: new Date() };
        await this.store.insertSession(tx, session);
        return session;
      },
      { idOf: (session) => session.id, replay: async (id) => (await this.store.session(id))! },
    );
    return result;
  }
}
