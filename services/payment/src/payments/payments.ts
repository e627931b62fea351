// Reading payments: one payment, and the list of those the caller reaches (the kit's scope), filtered.
import type { Principal } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/payment';
import type { PaymentRow } from './entities.ts';
import type { PaymentStore } from './store.ts';
import { assertListableCustomer } from './rules.ts';

export type PaymentListQuery = NonNullable<operations['listPayments']['parameters']['query']>;

export class Payments {
  private readonly store: PaymentStore;

  constructor(store: PaymentStore) {
    this.store = store;
  }

  async get(principal: Principal, paymentId: string): Promise<PaymentRow> {
    return this.store.payments.get(principal, paymentId);
  }

  /** The payments the caller reaches, filtered; a dashboard user naming another customer is 404. */
  async list(principal: Principal, q: PaymentListQuery): Promise<{ items: PaymentRow[]; count: number }> {
    assertListableCustomer(principal, q.customerId);
    return this.store.payments.list(principal, q, { orderId: q.orderId, customerId: q.customerId, status: q.status });
  }
}
