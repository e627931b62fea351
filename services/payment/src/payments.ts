// The payment context's use cases: sessions and intents for the payment page, the provider's
// webhook events (verified, handled once, monotonic), reads, and the simulator's confirmations.
import type { Principal } from '@adops/platform';
import { badRequest, conflict, isDuplicateKey, notFound, SYSTEM, type Tx } from '@adops/platform';
import { ProviderCustomerEntity, PaymentSessionEntity, WebhookEventEntity, type PayableOrderRow, type PaymentRow, type PaymentSessionRow } from './persistence/entities.ts';
import { PAYMENT_DATA_NOT_FOUND, type PaymentResources } from './persistence/resources.ts';
import { WebhookSignatureError, type PaymentPort, type ProviderCard, type ProviderIntent } from './domain/payment-port.ts';
import { next, OPEN, OUTCOMES, pageStatus } from './domain/payment-state.ts';
import { ALREADY_FINISHED, type CardInput, type SimulatedResult, type SimulatorProvider } from './adapters/simulator-provider.ts';
import { randomUUID } from 'node:crypto';
import type { operations } from '@adops/openapi/generated/payment';

export const NOT_CARD_ORDER = 'This order is not paid by card.';
export const ALREADY_PAID = 'This order has already been paid.';
export const ORDER_CANCELLED = 'This order has been cancelled.';
export const INVALID_SIGNATURE = 'The webhook signature is invalid or too old.';
export const RAW_BODY_MISSING = 'The webhook body must be JSON.';
export const CUSTOMER_NOT_FOUND = 'Customer not found.';
export const KEY_REUSED = 'This Idempotency-Key was used for another order.';
export const PAYMENT_CLOSED = 'This payment is no longer open; open the payment page again.';

export type PaymentListQuery = NonNullable<operations['listPayments']['parameters']['query']>;

/** The statuses of an order still waiting for its card payment. */
const AWAITING_PAYMENT = 'PENDING_PAYMENT';

export interface IntentAnswer {
  paymentStatus: 'REQUIRES_PAYMENT' | 'SUCCEEDED' | 'PROCESSING';
  provider: 'stripe' | 'simulator';
  publishableKey: string | null;
  paymentId: string;
  order: { id: string; orderNumber: number; amount: number; currency: string; payment: { paymentInit: { clientSecret: string | null; cards: ProviderCard[] } } };
  user: { email: string | null };
}

export class Payments {
  private readonly r: PaymentResources;
  private readonly port: PaymentPort;

  constructor(resources: PaymentResources, port: PaymentPort) {
    this.r = resources;
    this.port = port;
  }

  get simulator(): SimulatorProvider | null {
    return this.port.provider === 'simulator' ? (this.port as SimulatorProvider) : null;
  }

  // ---- sessions -------------------------------------------------------------------------------

  async createSession(who: Principal, orderId: string, idempotencyKey: string | undefined): Promise<PaymentSessionRow> {
    const earlierSession = async (m: Tx<'payment'>['m']): Promise<PaymentSessionRow | null> => {
      if (!idempotencyKey) return null;
      const earlier = await m.findOne(PaymentSessionEntity, { where: { userId: who.userId, idempotencyKey } });
      if (earlier && earlier.orderId !== orderId) throw conflict(KEY_REUSED);
      return earlier;
    };
    try {
      return await this.r.kit.transaction(async (tx) => {
        const earlier = await earlierSession(tx.m);
        if (earlier) return earlier;
        const order = await this.r.orders.get(who, orderId, tx.m);
        this.assertPayable(order);
        if (await this.succeededPayment(tx, order.id)) throw conflict(ALREADY_PAID);
        const session: PaymentSessionRow = { id: randomUUID(), orderId, customerId: order.customerId, userId: who.userId, idempotencyKey: idempotencyKey ?? null, createdAt: new Date() };
        await tx.m.insert(PaymentSessionEntity, session);
        return session;
      });
    } catch (error) {
      // The same key sent twice at once: the unique (userId, idempotencyKey) index let one through.
      if (idempotencyKey && isDuplicateKey(error)) {
        const earlier = await this.r.kit.transaction((tx) => earlierSession(tx.m));
        if (earlier) return earlier;
      }
      throw error;
    }
  }

  /** A card order still awaiting its payment, else 409 (whether a payment of it succeeded is the caller's check). */
  private assertPayable(order: PayableOrderRow): void {
    if (order.paymentType !== 'CREDIT_CARD') throw conflict(NOT_CARD_ORDER);
    if (order.status === 'CANCELLED') throw conflict(ORDER_CANCELLED);
    if (order.status !== AWAITING_PAYMENT) throw conflict(ALREADY_PAID);
  }

  private async succeededPayment(tx: Tx<'payment'>, orderId: string): Promise<PaymentRow | null> {
    return (await this.r.payments.query(SYSTEM, tx.m)).andWhere('p.orderId = :orderId AND p.status = :s', { orderId, s: 'SUCCEEDED' }).getOne();
  }

  // ---- intents --------------------------------------------------------------------------------

  /**
   * The order's open payment (or a new attempt) and its provider intent. The payment row exists
   * before the provider call, and the intent is asked for with the key `payment-<paymentId>`, so a
   * retry after any failure gets the same intent, and each attempt has its own.
   */
  async createIntent(who: Principal, body: { orderId: string; sessionId: string; saveCard?: boolean | undefined }): Promise<IntentAnswer> {
    const saveCard = body.saveCard ?? false;
    const prepared = await this.r.kit.transaction(async (tx) => {
      const session = await tx.m.findOne(PaymentSessionEntity, { where: { id: body.sessionId } });
      // the order row is locked: two pages of one order never make two attempts
      const order = await this.r.orders.lock(tx, who, body.orderId);
      if (!session || session.orderId !== order.id) throw notFound(PAYMENT_DATA_NOT_FOUND);
      const paid = await this.succeededPayment(tx, order.id);
      if (paid) return { order, payment: paid, stale: null, account: null };
      this.assertPayable(order);
      const open = await (await this.r.payments.queryForUpdate(tx, SYSTEM))
        .andWhere('p.orderId = :orderId AND p.status IN (:...open)', { orderId: order.id, open: OPEN })
        .orderBy('p.createdAt', 'DESC')
        .getOne();
      // Only the caller's own attempt, on the caller's own card account, is reused: an intent is bound to
      // its provider customer (whose saved cards it may take), so another user's attempt, or one made
      // before the account was keyed by customer, is cancelled and the caller gets their own.
      const account = await tx.m.findOne(ProviderCustomerEntity, { where: { userId: who.userId, customerId: order.customerId, provider: this.port.provider } });
      const mine = open && open.createdBy === who.userId && (open.providerCustomerId === null || open.providerCustomerId === account?.providerCustomerId);
      if (open && mine && open.saveCard === saveCard && open.provider === this.port.provider) return { order, payment: open, stale: null, account };
      // A different choice of saving the card is another intent (setup_future_usage is set at creation).
      const stale = open ? await this.r.payments.write(tx, open, { status: 'CANCELLED' }) : null;
      const payment = await this.r.payments.insert(tx, {
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
        createdBy: who.userId,
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
    const customerId = payment.providerCustomerId ?? account?.providerCustomerId ?? (await this.providerCustomer(who, order.customerId, email));
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
      await this.r.kit.transaction(async (tx) => {
        const current = await this.r.payments.lock(tx, SYSTEM, payment.id);
        await this.r.payments.write(tx, current, { providerPaymentId: intent.id, providerCustomerId: customerId });
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
  private async providerCustomer(who: Principal, customerId: string, email: string | null): Promise<string> {
    // eslint-disable-next-line no-restricted-syntax -- a provider customer is the caller's own (by userId and the order's customer, which payments.ts checked the caller reaches).
    const repo = this.r.kit.ds.getRepository(ProviderCustomerEntity);
    const where = { userId: who.userId, customerId, provider: this.port.provider };
    const known = await repo.findOne({ where });
    if (known) return known.providerCustomerId;
    const providerCustomerId = await this.port.createCustomer({ userId: who.userId, customerId, email });
    try {
      await repo.insert({ ...where, providerCustomerId, createdAt: new Date() });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return (await repo.findOneOrFail({ where })).providerCustomerId;
    }
    return providerCustomerId;
  }

  // ---- reads ----------------------------------------------------------------------------------

  async get(who: Principal, paymentId: string): Promise<PaymentRow> {
    return this.r.payments.get(who, paymentId);
  }

  /** The payments the caller reaches (the kit's scope), filtered; a dashboard user naming another customer is 404. */
  async list(who: Principal, q: PaymentListQuery): Promise<{ items: PaymentRow[]; count: number }> {
    if (who.kind !== 'staff' && q.customerId && q.customerId !== who.customerId) throw notFound(CUSTOMER_NOT_FOUND);
    return this.r.payments.list(who, q, { orderId: q.orderId, customerId: q.customerId, status: q.status });
  }

  // ---- webhooks -------------------------------------------------------------------------------

  /**
   * A provider event: verified over the raw bytes (400 when tampered or stale), recorded by id so it
   * has its effect once, and applied monotonically (payment-state.ts) with its event
   * (payment.succeeded / payment.failed) in the same transaction.
   */
  async receiveWebhook(rawBody: Buffer | undefined, signature: string): Promise<void> {
    if (!rawBody) throw badRequest(RAW_BODY_MISSING);
    let event;
    try {
      event = this.port.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw badRequest(INVALID_SIGNATURE);
      throw error;
    }
    const outcome = OUTCOMES[event.type];
    try {
      await this.r.kit.transaction(async (tx) => {
        if (await tx.m.findOne(WebhookEventEntity, { where: { id: event.id } })) return;
        await tx.m.insert(WebhookEventEntity, { id: event.id, type: event.type, receivedAt: new Date() });
        if (!outcome || !event.intent) return;
        const { intent } = event;
        // By our paymentId in the intent's metadata; by the intent id only when the metadata lacks it.
        const qb = await this.r.payments.queryForUpdate(tx, SYSTEM);
        const payment = intent.paymentId
          ? await qb.andWhere('p.id = :id', { id: intent.paymentId }).getOne()
          : await qb.andWhere('p.providerPaymentId = :pi', { pi: intent.id }).orderBy('p.createdAt', 'DESC').getOne();
        if (!payment) return;
        const status = next(payment.status, outcome);
        if (!status) return;
        const reason = outcome === 'failed' ? (intent.errorMessage ?? 'The payment failed.') : null;
        await this.r.payments.write(tx, payment, { status, ...(reason && { failureReason: reason.slice(0, 500) }) }, (p) => {
          if (status === 'SUCCEEDED') {
            return {
              type: 'payment.succeeded',
              subject: p.id,
              customerId: p.customerId,
              data: { paymentId: p.id, orderId: p.orderId, customerId: p.customerId, amount: p.amount, currency: p.currency, provider: p.provider, providerPaymentId: p.providerPaymentId ?? intent.id },
            };
          }
          if (status === 'FAILED') {
            return { type: 'payment.failed', subject: p.id, customerId: p.customerId, data: { paymentId: p.id, orderId: p.orderId, customerId: p.customerId, reason: reason! } };
          }
          return undefined;
        });
      });
    } catch (error) {
      // The same event delivered twice at once: the other delivery handled it.
      if (!isDuplicateKey(error)) throw error;
    }
  }

  // ---- the card simulator ---------------------------------------------------------------------

  /**
   * The simulated intent of a client secret whose order the caller reaches; 404 otherwise (and when
   * Stripe is configured). It takes a card only while the order awaits its payment and the intent's
   * payment is open, else 409: a cancelled or paid order, or an attempt replaced by another, whose
   * cancel at the provider may have failed (it is done after the commit, best effort).
   */
  private async simulatedIntent(who: Principal, clientSecret: string) {
    const simulator = this.simulator;
    if (!simulator) throw notFound(PAYMENT_DATA_NOT_FOUND);
    const intent = await simulator.byClientSecret(clientSecret);
    if (!intent) throw notFound(PAYMENT_DATA_NOT_FOUND);
    const order = await this.r.orders.find(who, intent.metadata.orderId);
    if (!order) throw notFound(PAYMENT_DATA_NOT_FOUND);
    const payment = await this.r.payments.find(SYSTEM, intent.metadata.paymentId);
    if (!payment || payment.orderId !== order.id) throw notFound(PAYMENT_DATA_NOT_FOUND);
    if (payment.status === 'SUCCEEDED') throw conflict(ALREADY_FINISHED);
    this.assertPayable(order);
    if (!OPEN.includes(payment.status)) throw conflict(PAYMENT_CLOSED);
    return { simulator, intent };
  }

  async confirmSimulated(who: Principal, body: { clientSecret: string; paymentMethod: CardInput; saveCard?: boolean | undefined; receiptEmail?: string | undefined }): Promise<SimulatedResult> {
    const { simulator, intent } = await this.simulatedIntent(who, body.clientSecret);
    return simulator.confirm(intent, body.paymentMethod, { saveCard: body.saveCard, receiptEmail: body.receiptEmail });
  }

  async authenticateSimulated(who: Principal, body: { clientSecret: string; approve: boolean }): Promise<SimulatedResult> {
    const { simulator, intent } = await this.simulatedIntent(who, body.clientSecret);
    return simulator.authenticate(intent, body.approve);
  }
}
