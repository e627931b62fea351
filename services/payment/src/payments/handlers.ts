// /api/payments: sessions, intents and reads.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/payment';
import type { PaymentSessions } from './sessions.ts';
import type { PaymentIntents } from './intents.ts';
import type { Payments } from './payments.ts';
import { paymentDto, sessionDto } from './dto.ts';

type Ops = 'listPayments' | 'createPaymentSession' | 'createPaymentIntent' | 'getPayment';

export function paymentHandlers({ sessions, intents, payments }: { sessions: PaymentSessions; intents: PaymentIntents; payments: Payments }): SomeHandlers<operations, Ops> {
  return {
    createPaymentSession: async (req, res) => {
      const session = await sessions.create(principalOf(req), req.body.orderId, req.header('idempotency-key'));
      reply(res, 201, sessionDto(session));
    },
    createPaymentIntent: async (req, res) => reply(res, 200, await intents.create(principalOf(req), req.body)),
    listPayments: async (req, res) => {
      const { items, count } = await payments.list(principalOf(req), req.query);
      reply(res, 200, { items: items.map(paymentDto), count });
    },
    getPayment: async (req, res) => reply(res, 200, paymentDto(await payments.get(principalOf(req), req.params.paymentId))),
  };
}
