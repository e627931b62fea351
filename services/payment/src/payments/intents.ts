// Payment intents: the order's open payment (or a new attempt) and its provider intent, with the
// caller's saved cards, for the payment page.
import type { Principal } from '@adops/platform';
import { notFound, SYSTEM } from '@adops/platform';
import { PAYMENT_DATA_NOT_FOUND, type PayableOrderStore } from '../orders/store.ts';
import type { PaymentStore } from './store.ts';
import type { PaymentPort, ProviderCard, ProviderIntent } from './providers/port.ts';
import { assertPayable, cancel, pageStatus } from './rules.ts';

export interface IntentAnswer {
  paymentStatus: 'REQUIRES_PAYMENT' | 'SUCCEEDED' | 'PROCESSING';
  provider: 'stripe' | 'simulator';
  publishableKey: string | null;
  paymentId: string;
  order: { id: string; orderNumber: number; amount: number; currency: string; payment: { paymentInit: { clientSecret: string | null; cards: ProviderCard[] } } };
  user: { email: string | null };
}

export class PaymentIntents {
  private readonly store: PaymentStore;
  private readonly orders: PayableOrderStore;
  private readonly port: PaymentPort;

  constructor(store: PaymentStore, orders: PayableOrderStore, port: PaymentPort) {
    this.store = store;
    this.orders = orders;
    this.port = port;
  }

  /**
   * The order's open payment (or a new attempt) and its provider intent. The payment row exists
   * before the provider call, and the intent is asked for with the key `payment-<paymentId>`, so a
   * retry after any failure gets the same intent, and each attempt has its own.
   */
  async create(principal: Principal, body: { orderId: string; sessionId: string; saveCard?: boolean | undefined }): Promise<IntentAnswer> {
    const saveCard = body.saveCard ?? false;
    const prepared = await this.store.transaction(async (tx) => {
      const session = await this.store.session(body.sessionId, tx);
      // the order row is locked: two pages of one order never make two attempts
      const order = await this.orders.lock(tx, principal, body.orderId);
      if (!session || session.orderId !== order.id) throw notFound(PAYMENT_DATA_NOT_FOUND);
      const paid = await this.store.succeededPayment(tx, order.id);
      if (paid) return { order, payment: paid, stale: null, account: null };
      assertPayable(order);
      const open = await this.store.newestOpenPaymentForUpdate(tx, order.id);
      // Only the caller's own attempt, on the caller's own card account, is reused: an intent is bound to
      // its provider customer (whose saved cards it may take), so another user's attempt, or one made
      // before the account was keyed by customer, is cancelled and the caller gets their own.
      const account = await this.store.providerCustomer({ userId: principal.userId, customerId: order.customerId, provider: this.port.provider }, tx);
      const mine = open && open.createdBy === principal.userId && (open.providerCustomerId === null || open.providerCustomerId === account);
      if (open && mine && open.saveCard === saveCard && open.provider === this.port.provider) return { order, payment: open, stale: null, account };
      // A different choice of saving the card is another intent (setup_future_usage is set at creation).
      const cancelled = open && cancel(open.status);
      const stale = open && cancelled ? await this.store.payments.write(tx, open, cancelled) : null;
      const payment = await this.store.payments.insert(tx, {
        orderId: order.id,
        customerId: order.customerId,
        officeId: order.officeId,
        status: 'REQUIRES_PAYMENT',
        amount: order.amount,
        currency: order.currency,
        provider: this.port.provider,
        providerPaymentId: null,
        providerCustomerId: null,
        saveCard,
        failureReason: null,
        createdBy: principal.userId,
      });
      return { order, payment, stale, account };
    });
    const { order, payment, stale, account } = prepared;
    if (stale?.providerPaymentId) await this.port.cancelIntent(stale.providerPaymentId).catch(() => undefined);
    const email = order.email;
    const answer = (clientSecret: string | null, status: IntentAnswer['paymentStatus'], cards: ProviderCard[]): IntentAnswer => ({
      paymentStatus: status,
      provider: this.port.provider,
      publishableKey: this.port.publishableKey,
      paymentId: payment.id,
      order: { id: order.id, orderNumber: order.orderNumber, amount: payment.amount, currency: payment.currency, payment: { paymentInit: { clientSecret, cards } } },
      user: { email },
    });
    if (payment.status === 'SUCCEEDED') return answer(null, 'SUCCEEDED', []);

    // The caller's own account for this customer's orders (the reused payment was checked to be on it),
    // as read in the transaction above, or made now.
    const customerId = payment.providerCustomerId ?? account ?? (await this.providerCustomer(principal, order.customerId, email));
    let intent: ProviderIntent;
    if (payment.providerPaymentId) {
      intent = await this.port.retrieveIntent(payment.providerPaymentId);
    } else {
      intent = await this.port.createIntent(`payment-${payment.id}`, {
        amount: payment.amount,
        currency: payment.currency,
        customerId,
        receiptEmail: email,
        saveCard: payment.saveCard,
        metadata: { paymentId: payment.id, orderId: order.id },
      });
      await this.store.transaction(async (tx) => {
        const current = await this.store.payments.lock(tx, SYSTEM, payment.id);
        await this.store.payments.write(tx, current, { providerPaymentId: intent.id, providerCustomerId: customerId });
      });
    }
    const cards = await this.port.listCards(customerId);
    return answer(intent.clientSecret, pageStatus(payment.status, intent.status), cards);
  }

  /**
   * The caller's customer at the provider (their saved cards) for the orders of one customer of ours,
   * made once per (user, customer): staff paying for several customers never see one customer's cards
   * on another's order.
   */
  private async providerCustomer(principal: Principal, customerId: string, email: string | null): Promise<string> {
    const key = { userId: principal.userId, customerId, provider: this.port.provider };
    const known = await this.store.providerCustomer(key);
    if (known) return known;
    return this.store.keepProviderCustomer(key, await this.port.createCustomer({ userId: principal.userId, customerId, email }));
  }
}
