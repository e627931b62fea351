// The provider's webhook events (Stripe's, or the simulator's in the same shape): verified over the
// raw bytes, each event id handled once, and applied to its payment by the payment's monotonic
// transitions (payments/rules.ts), with payment.succeeded / payment.failed in the same transaction.
import { badRequest, isDuplicateKey } from '@adops/platform';
import type { PaymentStore } from '../payments/store.ts';
import { WebhookSignatureError, type PaymentPort, type ProviderEvent } from '../payments/providers/port.ts';
import { afterOutcome } from '../payments/rules.ts';
import { paymentFailed, paymentSucceeded } from '../payments/events.ts';
import type { WebhookEventStore } from './store.ts';
import { failureReason, outcomeOf } from './rules.ts';

export const INVALID_SIGNATURE = 'The webhook signature is invalid or too old.';
export const RAW_BODY_MISSING = 'The webhook body must be JSON.';

export class ProviderWebhooks {
  private readonly store: WebhookEventStore;
  private readonly payments: PaymentStore;
  private readonly port: PaymentPort;

  constructor(store: WebhookEventStore, payments: PaymentStore, port: PaymentPort) {
    this.store = store;
    this.payments = payments;
    this.port = port;
  }

  /** A signed event: 400 when its signature is tampered or stale; a replay or a concurrent duplicate does nothing. */
  async receive(rawBody: Buffer | undefined, signature: string): Promise<void> {
    if (!rawBody) throw badRequest(RAW_BODY_MISSING);
    let event: ProviderEvent;
    try {
      event = this.port.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw badRequest(INVALID_SIGNATURE);
      throw error;
    }
    const outcome = outcomeOf(event.type);
    try {
      await this.store.transaction(async (tx) => {
        if (!(await this.store.recordFirstDelivery(tx, event))) return;
        if (!outcome || !event.intent) return;
        const { intent } = event;
        // By our paymentId in the intent's metadata; by the intent id only when the metadata lacks it.
        const payment = intent.paymentId ? await this.payments.paymentForUpdate(tx, intent.paymentId) : await this.payments.paymentOfIntentForUpdate(tx, intent.id);
        if (!payment) return;
        const reason = failureReason(intent.errorMessage);
        const change = afterOutcome(payment.status, outcome, reason);
        if (!change) return;
        await this.payments.payments.write(tx, payment, change, (written) => {
          if (change.status === 'SUCCEEDED') return paymentSucceeded(written, intent.id);
          if (change.status === 'FAILED') return paymentFailed(written, reason);
          return undefined;
        });
      });
    } catch (error) {
      // The same event delivered twice at once: the other delivery handled it.
      if (!isDuplicateKey(error)) throw error;
    }
  }
}
