// The built-in card simulator: the payment port of the embedded default when no Stripe keys are
// configured. It behaves like Stripe's test mode: intents (in its own table, idempotent by key),
// saved cards per provider customer, and Stripe's test cards (rules.ts). Its outcomes are
// Stripe-shaped events signed with its own webhook secret and handed to the same webhook handling
// as Stripe's (verifyWebhook uses the same SDK check). The payment page says it is a simulation
// (the intent answer's provider is 'simulator').
import { randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { conflict, type Logger } from '@adops/platform';
import type { CreateIntentInput, PaymentPort, ProviderCard, ProviderEvent, ProviderIntent } from '../payments/providers/port.ts';
import { verifyStripeSignature } from '../payments/providers/stripe.ts';
import type { SimulatedCard, SimulatedIntentRow } from './entities.ts';
import type { SimulatorStore, SimulatorTx } from './store.ts';
import { ALREADY_FINISHED, AUTHENTICATION_FAILED, behaviourOf, brandOf, DECLINED, EXPIRED, INCORRECT_NUMBER, isExpired, NO_AUTHENTICATION } from './rules.ts';

export type CardInput = { cardId: string } | { number: string; expMonth: number; expYear: number; cvc: string };

export interface SimulatedResult {
  status: 'succeeded' | 'requires_action' | 'failed';
  message?: string;
  nextActionUrl?: string;
}

/** Hands a signed event to the webhook handling (webhooks/webhooks.ts). */
export type Deliver = (rawBody: Buffer, signature: string) => Promise<void>;

type Change = { changes: Partial<SimulatedIntentRow>; event?: string } | null;

export class SimulatorProvider implements PaymentPort {
  readonly provider = 'simulator' as const;
  readonly publishableKey = null;
  private readonly store: SimulatorStore;
  private readonly secret: string;
  private readonly signer = new Stripe('sk_simulator_signs_only');
  /** Set by the module once the webhook handling exists. */
  deliver: Deliver = async () => {
    throw new Error('simulator: no webhook handling attached');
  };
  /** Set by the module: where a failed delivery is reported (it is retried, never lost). */
  log: Pick<Logger, 'warn'> | null = null;

  constructor(store: SimulatorStore, webhookSecret = `whsec_sim_${randomBytes(24).toString('hex')}`) {
    this.store = store;
    this.secret = webhookSecret;
  }

  async createCustomer(): Promise<string> {
    return `cus_sim_${randomUUID().replaceAll('-', '')}`;
  }

  async listCards(customerId: string): Promise<ProviderCard[]> {
    const cards = await this.store.cards(customerId);
    return cards.map(({ id, brand, last4, expMonth, expYear }) => ({ id, brand, last4, expMonth, expYear }));
  }

  async createIntent(idempotencyKey: string, input: CreateIntentInput): Promise<ProviderIntent> {
    const existing = await this.store.intentByIdempotencyKey(idempotencyKey);
    if (existing) return this.intentOf(existing);
    const id = `pi_sim_${randomUUID().replaceAll('-', '')}`;
    const now = new Date();
    const row: SimulatedIntentRow = {
      id,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      idempotencyKey,
      amount: input.amount,
      currency: input.currency,
      customerId: input.customerId,
      receiptEmail: input.receiptEmail,
      saveCard: input.saveCard,
      status: 'requires_payment_method',
      metadata: input.metadata,
      lastError: null,
      pendingCard: null,
      pendingEvent: null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.store.insertIntent(row);
    } catch (error) {
      // the same key at the same moment: the first one made it
      const raced = await this.store.intentByIdempotencyKey(idempotencyKey);
      if (raced) return this.intentOf(raced);
      throw error;
    }
    return this.intentOf(row);
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent> {
    return this.intentOf(await this.store.intent(intentId));
  }

  async cancelIntent(intentId: string): Promise<void> {
    await this.finish(intentId, (row) => (row.status === 'succeeded' || row.status === 'canceled' ? null : { changes: { status: 'canceled' }, event: 'payment_intent.canceled' }));
  }

  verifyWebhook(rawBody: Buffer, signature: string): ProviderEvent {
    return verifyStripeSignature(this.signer, rawBody, signature, this.secret);
  }

  /** The intent a payment page holds the client secret of, or null. */
  async byClientSecret(clientSecret: string): Promise<SimulatedIntentRow | null> {
    return this.store.intentByClientSecret(clientSecret);
  }

  /** Stripe.js's confirmCardPayment, with Stripe's test cards. */
  async confirm(intent: SimulatedIntentRow, card: CardInput, options: { saveCard?: boolean | undefined; receiptEmail?: string | undefined }): Promise<SimulatedResult> {
    let result: SimulatedResult = { status: 'failed' };
    await this.finish(intent.id, async (row, tx) => {
      if (row.status === 'succeeded' || row.status === 'canceled') throw conflict(ALREADY_FINISHED);
      const saveCard = options.saveCard ?? row.saveCard;
      const receiptEmail = options.receiptEmail ?? row.receiptEmail;
      let used: SimulatedCard | null = null;
      if ('cardId' in card) {
        const saved = await tx.savedCard(card.cardId, row.customerId);
        if (!saved) return (result = { status: 'failed', message: DECLINED }), this.failure(DECLINED);
        used = saved;
      } else {
        if (isExpired(card, new Date())) return (result = { status: 'failed', message: EXPIRED }), this.failure(EXPIRED);
        const fresh = { id: `pm_sim_${randomUUID().replaceAll('-', '')}`, brand: brandOf(card.number), last4: card.number.slice(-4), expMonth: card.expMonth, expYear: card.expYear };
        const behaviour = behaviourOf(card.number);
        if (behaviour === 'declined') return (result = { status: 'failed', message: DECLINED }), this.failure(DECLINED);
        if (behaviour === 'authenticate') {
          result = { status: 'requires_action', nextActionUrl: `/payments/p?authenticate=${encodeURIComponent(row.clientSecret)}` };
          return { changes: { status: 'requires_action', pendingCard: saveCard ? fresh : { ...fresh, id: '' }, saveCard, receiptEmail } };
        }
        if (behaviour === 'incorrect') return (result = { status: 'failed', message: INCORRECT_NUMBER }), this.failure(INCORRECT_NUMBER);
        if (saveCard) used = fresh;
      }
      if (used && !('cardId' in card)) await tx.saveCard({ ...used, customerId: row.customerId, createdAt: new Date() });
      result = { status: 'succeeded' };
      return { changes: { status: 'succeeded', lastError: null, pendingCard: null, saveCard, receiptEmail }, event: 'payment_intent.succeeded' };
    });
    return result;
  }

  /** The bank's authentication page: approve finishes the payment, refusing fails it. */
  async authenticate(intent: SimulatedIntentRow, approve: boolean): Promise<SimulatedResult> {
    let result: SimulatedResult = { status: 'failed' };
    await this.finish(intent.id, async (row, tx) => {
      if (row.status !== 'requires_action') throw conflict(NO_AUTHENTICATION);
      if (!approve) return (result = { status: 'failed', message: AUTHENTICATION_FAILED }), this.failure(AUTHENTICATION_FAILED);
      if (row.pendingCard?.id) await tx.saveCard({ ...row.pendingCard, customerId: row.customerId, createdAt: new Date() });
      result = { status: 'succeeded' };
      return { changes: { status: 'succeeded', lastError: null, pendingCard: null }, event: 'payment_intent.succeeded' };
    });
    return result;
  }

  /**
   * Hands on the events a crash or a failed delivery left undelivered (the webhook handling ignores one
   * it has seen). Never fails: a row that cannot be delivered is reported and stays for the next round
   * (at start, and every few seconds while running: the module's timer).
   */
  async deliverPending(): Promise<void> {
    const rows = await this.store.intentsWithPendingEvent();
    for (const row of rows) await this.send(row.id, row.pendingEvent!.body);
  }

  private failure(message: string) {
    return { changes: { status: 'requires_payment_method' as const, lastError: message, pendingCard: null }, event: 'payment_intent.payment_failed' };
  }

  /**
   * Changes an intent under its row lock and, when the change has an event, stores the event's body
   * with it (one transaction), then signs, delivers and clears it: a crash or a failed delivery in
   * between leaves it to deliverPending, and the webhook's event-id dedupe makes the second delivery
   * harmless. The body is stored unsigned: a signature is valid for 300 s and made with this process's
   * secret (random unless SIMULATOR_WEBHOOK_SECRET is set), so it is made at each delivery. The change
   * (the card charged) stands whatever the delivery does: the caller is told its outcome.
   */
  private async finish(intentId: string, change: (row: SimulatedIntentRow, tx: SimulatorTx) => Promise<Change> | Change): Promise<void> {
    const pending = await this.store.transaction(async (tx) => {
      const row = await tx.lockedIntent(intentId);
      if (!row) throw new Error(`simulator: no intent ${intentId}`);
      const outcome = await change(row, tx);
      if (!outcome) return null;
      const next = { ...row, ...outcome.changes, updatedAt: new Date() };
      const pendingEvent = outcome.event ? { body: this.eventBody(outcome.event, next) } : null;
      await tx.updateIntent(intentId, { ...outcome.changes, updatedAt: next.updatedAt, ...(pendingEvent && { pendingEvent }) });
      return pendingEvent;
    });
    if (pending) await this.send(intentId, pending.body);
  }

  /** Signs the body now (Stripe's t=…,v1=HMAC-SHA256) and delivers it; on failure reports it and leaves it pending. */
  private async send(intentId: string, body: string): Promise<void> {
    try {
      await this.deliver(Buffer.from(body), this.signer.webhooks.generateTestHeaderString({ payload: body, secret: this.secret }));
      await this.store.clearPendingEvent(intentId);
    } catch (error) {
      this.log?.warn({ err: error, intentId }, 'simulator: delivering an event to the webhook handling failed; it stays pending and is retried');
    }
  }

  /** A Stripe-shaped event about the intent (the body Stripe would sign). */
  private eventBody(type: string, row: SimulatedIntentRow): string {
    const body = JSON.stringify({
      id: `evt_sim_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: row.id,
          object: 'payment_intent',
          amount: row.amount,
          currency: row.currency.toLowerCase(),
          customer: row.customerId,
          status: row.status,
          receipt_email: row.receiptEmail,
          metadata: row.metadata,
          last_payment_error: row.lastError ? { message: row.lastError } : null,
        },
      },
    });
    return body;
  }

  private intentOf(row: SimulatedIntentRow): ProviderIntent {
    return { id: row.id, clientSecret: row.clientSecret, status: row.status };
  }
}
