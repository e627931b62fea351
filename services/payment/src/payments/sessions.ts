// Payment sessions: the payment page of one order, opened by a user who reaches the order while it
// awaits its card payment. An Idempotency-Key gives the user's earlier session of the same order.
import { randomUUID } from 'node:crypto';
import { conflict, isDuplicateKey, type Principal, type Tx } from '@adops/platform';
import type { PayableOrderStore } from '../orders/store.ts';
import type { PaymentSessionRow } from './entities.ts';
import type { PaymentStore } from './store.ts';
import { ALREADY_PAID, assertPayable, assertSameOrder } from './rules.ts';

export class PaymentSessions {
  private readonly store: PaymentStore;
  private readonly orders: PayableOrderStore;

  constructor(store: PaymentStore, orders: PayableOrderStore) {
    this.store = store;
    this.orders = orders;
  }

  async create(principal: Principal, orderId: string, idempotencyKey: string | undefined): Promise<PaymentSessionRow> {
    const earlierSession = async (tx: Tx<'payment'>): Promise<PaymentSessionRow | null> => {
      if (!idempotencyKey) return null;
      const earlier = await this.store.sessionByIdempotencyKey(tx, principal.userId, idempotencyKey);
      if (earlier) assertSameOrder(earlier, orderId);
      return earlier;
    };
    try {
      return await this.store.transaction(async (tx) => {
        const earlier = await earlierSession(tx);
        if (earlier) return earlier;
        const order = await this.orders.get(principal, orderId, tx);
        assertPayable(order);
        if (await this.store.succeededPayment(tx, order.id)) throw conflict(ALREADY_PAID);
        const session: PaymentSessionRow = { id: randomUUID(), orderId, customerId: order.customerId, userId: principal.userId, idempotencyKey: idempotencyKey ?? null, createdAt: new Date() };
        await this.store.insertSession(tx, session);
        return session;
      });
    } catch (error) {
      // The same key sent twice at once: the unique (userId, idempotencyKey) index let one through.
      if (idempotencyKey && isDuplicateKey(error)) {
        const earlier = await this.store.transaction((tx) => earlierSession(tx));
        if (earlier) return earlier;
      }
      throw error;
    }
  }
}
