// /api/webhooks: the provider's signed webhook (public: the signature is its authentication).
import { reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/payment';
import type { ProviderWebhooks } from './webhooks.ts';

export function webhookHandlers(webhooks: ProviderWebhooks): SomeHandlers<operations, 'receiveStripeWebhook'> {
  return {
    receiveStripeWebhook: async (req, res) => {
      await webhooks.receive(req.rawBody, req.header('stripe-signature') ?? '');
      reply(res, 200, { received: true });
    },
  };
}
