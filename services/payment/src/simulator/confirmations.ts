// The payment page's card confirmations on the simulator (Stripe.js's confirmCardPayment and the
// bank's authentication page): for a caller who reaches the intent's order, while the order awaits
// its payment and the intent's payment is open.
import { conflict, notFound, SYSTEM, type Principal } from '@adops/platform';
import { PAYMENT_DATA_NOT_FOUND, type PayableOrderStore } from '../orders/store.ts';
import type { PaymentStore } from '../payments/store.ts';
import { assertOpen, assertPayable } from '../payments/rules.ts';
import type { CardInput, SimulatedResult, SimulatorProvider } from './provider.ts';
import { ALREADY_FINISHED } from './rules.ts';

export class SimulatedConfirmations {
  /** Null when Stripe is configured: every confirmation is then 404. */
  private readonly simulator: SimulatorProvider | null;
  private readonly orders: PayableOrderStore;
  private readonly payments: PaymentStore;

  constructor(simulator: SimulatorProvider | null, orders: PayableOrderStore, payments: PaymentStore) {
    this.simulator = simulator;
    this.orders = orders;
    this.payments = payments;
  }

  async confirm(principal: Principal, body: { clientSecret: string; paymentMethod: CardInput; saveCard?: boolean | undefined; receiptEmail?: string | undefined }): Promise<SimulatedResult> {
    const { simulator, intent } = await this.simulatedIntent(principal, body.clientSecret);
    return simulator.confirm(intent, body.paymentMethod, { saveCard: body.saveCard, receiptEmail: body.receiptEmail });
  }

  async authenticate(principal: Principal, body: { clientSecret: string; approve: boolean }): Promise<SimulatedResult> {
    const { simulator, intent } = await this.simulatedIntent(principal, body.clientSecret);
    return simulator.authenticate(intent, body.approve);
  }

  /**
   * The simulated intent of a client secret whose order the caller reaches; 404 otherwise (and when
   * Stripe is configured). It takes a card only while the order awaits its payment and the intent's
   * payment is open, else 409: a cancelled or paid order, or an attempt replaced by another, whose
   * cancel at the provider may have failed (it is done after the commit, best effort).
   */
  private async simulatedIntent(principal: Principal, clientSecret: string) {
    const simulator = this.simulator;
    if (!simulator) throw notFound(PAYMENT_DATA_NOT_FOUND);
    const intent = await simulator.byClientSecret(clientSecret);
    if (!intent) throw notFound(PAYMENT_DATA_NOT_FOUND);
    const order = await this.orders.find(principal, intent.metadata.orderId);
    if (!order) throw notFound(PAYMENT_DATA_NOT_FOUND);
    const payment = await this.payments.payments.find(SYSTEM, intent.metadata.paymentId);
    if (!payment || payment.orderId !== order.id) throw notFound(PAYMENT_DATA_NOT_FOUND);
    if (payment.status === 'SUCCEEDED') throw conflict(ALREADY_FINISHED);
    assertPayable(order);
    assertOpen(payment.status);
    return { simulator, intent };
  }
}
