// /api/payments and /api/webhooks: sessions, intents, reads, currency conversion, the simulator's
// confirmations, and the provider's webhook.
import { principalOf as who, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/payment';
import type { Payments } from '../payments.ts';
import { convert } from '../domain/currency.ts';
import type { PaymentRow } from '../persistence/entities.ts';

type Ops = 'listPayments' | 'createPaymentSession' | 'createPaymentIntent' | 'getPayment' | 'convertCurrency' | 'confirmSimulatedPayment' | 'authenticateSimulatedPayment' | 'receiveStripeWebhook';

const paymentDto = (p: PaymentRow) => ({
  id: p.id,
  orderId: p.orderId,
  customerId: p.customerId,
  status: p.status,
  amount: p.amount,
  currency: p.currency,
  provider: p.provider,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export function paymentHandlers({ payments, rates }: { payments: Payments; rates: Record<string, number> }): SomeHandlers<operations, Ops> {
  return {
    createPaymentSession: async (req, res) => {
      const key = req.header('idempotency-key');
      const session = await payments.createSession(who(req), req.body.orderId, key);
      const paymentUrl = `/payments/p?sessionId=${encodeURIComponent(session.id)}&orderId=${encodeURIComponent(session.orderId)}`;
      reply(res, 201, { paymentSessionId: session.id, paymentUrl, orderId: session.orderId });
    },
    createPaymentIntent: async (req, res) => reply(res, 200, await payments.createIntent(who(req), req.body)),
    listPayments: async (req, res) => {
      const { items, count } = await payments.list(who(req), req.query);
      reply(res, 200, { items: items.map(paymentDto), count });
    },
    getPayment: async (req, res) => reply(res, 200, paymentDto(await payments.get(who(req), req.params.paymentId))),
    convertCurrency: async (req, res) => reply(res, 200, convert(rates, req.params.fromCode, req.params.toCode, Number(req.params.amount))),
    confirmSimulatedPayment: async (req, res) => reply(res, 200, await payments.confirmSimulated(who(req), req.body)),
    authenticateSimulatedPayment: async (req, res) => reply(res, 200, await payments.authenticateSimulated(who(req), req.body)),
    receiveStripeWebhook: async (req, res) => {
      await payments.receiveWebhook(req.rawBody, req.header('stripe-signature') ?? '');
      reply(res, 200, { received: true });
    },
  };
}
