// The payment port on Stripe, through its SDK. STRIPE_API_BASE points the SDK at another address
// (stripe-mock in tests) through its host, port and protocol options.
import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError, type IntentStatus, type PaymentPort, type ProviderEvent, type ProviderIntent } from './port.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:12111 (stripe-mock); Stripe's own API when absent. */
  apiBase?: string | undefined;
}

export function stripeClient(settings: { secretKey: string; apiBase?: string | undefined }): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? 'http' : 'https' }),
  });
}

const intentOf = (pi: Stripe.PaymentIntent): ProviderIntent => ({ id: pi.id, clientSecret: pi.client_secret, status: pi.status as IntentStatus });

/**
 * A verified Stripe event (or the simulator's, which has the same shape) as the webhook handling reads
 * it. Its object is read as unknown JSON: the body is whatever was signed, not necessarily all that
 * Stripe's types promise.
 */
export function providerEventOf(event: { id: string; type: string; data: { object: unknown } }): ProviderEvent {
  const object = event.data.object as { object?: string; id?: string; metadata?: Record<string, string> | null; last_payment_error?: { message?: string } | null };
  const intent =
    object?.object === 'payment_intent' && typeof object.id === 'string'
      ? { id: object.id, paymentId: object.metadata?.paymentId ?? null, errorMessage: object.last_payment_error?.message ?? null }
      : null;
  return { id: event.id, type: event.type, intent };
}

/** Verifies a Stripe-Signature over the raw bytes with the SDK (HMAC-SHA256, the timestamp within the tolerance). */
export function verifyStripeSignature(stripe: Stripe, rawBody: Buffer, signature: string, secret: string): ProviderEvent {
  try {
    const event: Stripe.Event = stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
    return providerEventOf(event);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
  }
}

export class StripeProvider implements PaymentPort {
  readonly provider = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(settings: StripeSettings) {
    this.stripe = stripeClient(settings);
    this.publishableKey = settings.publishableKey;
    this.webhookSecret = settings.webhookSecret;
  }

  async createCustomer({ userId, customerId, email }: { userId: string; customerId: string; email: string | null }): Promise<string> {
    const customer = await this.stripe.customers.create({ ...(email && { email }), metadata: { userId, customerId } }, { idempotencyKey: `customer-${userId}-${customerId}` });
    return customer.id;
  }

  async listCards(customerId: string) {
    const methods = await this.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 });
    return methods.data.flatMap((m) => (m.card ? [{ id: m.id, brand: m.card.brand, last4: m.card.last4, expMonth: m.card.exp_month, expYear: m.card.exp_year }] : []));
  }

  async createIntent(idempotencyKey: string, input: Parameters<PaymentPort['createIntent']>[1]): Promise<ProviderIntent> {
    const pi = await this.stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        customer: input.customerId,
        ...(input.receiptEmail && { receipt_email: input.receiptEmail }),
        ...(input.saveCard && { setup_future_usage: 'off_session' as const }),
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: input.metadata,
      },
      { idempotencyKey },
    );
    return intentOf(pi);
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent> {
    return intentOf(await this.stripe.paymentIntents.retrieve(intentId));
  }

  async cancelIntent(intentId: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(intentId);
  }

  verifyWebhook(rawBody: Buffer, signature: string): ProviderEvent {
    return verifyStripeSignature(this.stripe, rawBody, signature, this.webhookSecret);
  }
}
