// The payment port: what the payment context needs from a card payment provider. Two adapters
// implement it: Stripe (stripe.ts, the SDK) and the built-in card simulator of the embedded default
// (../../simulator/provider.ts), which behaves like Stripe's test mode. Both sign their webhook
// events, and both events go through the one webhook handling (../../webhooks/webhooks.ts).

export type ProviderName = 'stripe' | 'simulator';

/** Stripe's payment intent statuses (the simulator uses the same). */
export type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled';

export interface ProviderIntent {
  id: string;
  clientSecret: string | null;
  status: IntentStatus;
}

export interface ProviderCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CreateIntentInput {
  /** Minor units. */
  amount: number;
  currency: string;
  /** The provider customer whose saved cards the page offers (and where a saved card goes). */
  customerId: string;
  receiptEmail: string | null;
  /** Keep the card for later payments (Stripe's setup_future_usage). */
  saveCard: boolean;
  /** Ours, carried by every event of the intent: how an event finds its payment. */
  metadata: { paymentId: string; orderId: string };
}

/** A verified provider event, reduced to what the webhook handling reads. */
export interface ProviderEvent {
  id: string;
  type: string;
  intent: { id: string; paymentId: string | null; errorMessage: string | null } | null;
}

/** The signature is missing, does not match the body, or is older than the tolerance. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** How old a signed event may be (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface PaymentPort {
  readonly provider: ProviderName;
  /** What the payment page's provider client needs (Stripe's publishable key); null for the simulator. */
  readonly publishableKey: string | null;
  /** A provider customer for one of our users paying the orders of one of our customers (idempotent per pair). */
  createCustomer(input: { userId: string; customerId: string; email: string | null }): Promise<string>;
  listCards(customerId: string): Promise<ProviderCard[]>;
  /** The same idempotency key gives the same intent, however often it is asked for. */
  createIntent(idempotencyKey: string, input: CreateIntentInput): Promise<ProviderIntent>;
  retrieveIntent(intentId: string): Promise<ProviderIntent>;
  cancelIntent(intentId: string): Promise<void>;
  /** The event, if `signature` signs exactly these bytes within the tolerance; else WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signature: string): ProviderEvent;
}
