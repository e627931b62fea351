// The payment service module: its spec, tables, handlers and consumers, for its own process (main.ts)
// and for the embedded default alike.
import { fileURLToPath } from 'node:url';
import type { operations } from '@adops/openapi/generated/payment';
import { completeHandlers, defineModule } from '@adops/platform';
import { paymentEntities } from './persistence/entities.ts';
import { paymentResources } from './persistence/resources.ts';
import { CreatePaymentTables1764600001000 } from './persistence/migrations/1764600001000-create-payment-tables.ts';
import { ProviderCustomersPerCustomer1764600002000 } from './persistence/migrations/1764600002000-provider-customers-per-customer.ts';
import { Payments } from './payments.ts';
import { paymentHandlers } from './handlers/payments.ts';
import { orderProjection } from './events/orders.ts';
import { ratesFrom } from './domain/currency.ts';
import { choosePaymentPort } from './provider-config.ts';

/** How often the simulator hands on events whose delivery failed. */
const SIMULATOR_REDELIVERY_MS = 15_000;

export const paymentSpecPath = fileURLToPath(new URL('../../../openapi/generated/payment.openapi.yaml', import.meta.url));

export const paymentModule = defineModule({
  name: 'payment',
  specPath: paymentSpecPath,
  entities: paymentEntities,
  migrations: [CreatePaymentTables1764600001000, ProviderCustomersPerCustomer1764600002000],
  async create(ctx) {
    const resources = paymentResources(ctx.dataSource, ctx.outbox);
    const port = choosePaymentPort(process.env, ctx.dataSource);
    const payments = new Payments(resources, port);
    const simulator = payments.simulator;
    if (simulator) {
      simulator.deliver = (body, signature) => payments.receiveWebhook(body, signature);
      simulator.log = ctx.log;
    }
    // The simulator's undelivered events (a crash or a failed delivery): at start, then every so often.
    let redeliver: NodeJS.Timeout | undefined;
    ctx.log.info({ provider: port.provider }, port.provider === 'stripe' ? 'payments through Stripe' : 'payments through the built-in card simulator (no Stripe keys configured)');
    return {
      handlers: completeHandlers<operations>({
        ...paymentHandlers({ payments, rates: ratesFrom(process.env.CURRENCY_RATES) }),
      }),
      subscription: orderProjection(resources, port, ctx.log),
      ...(simulator && {
        onStart: async () => {
          // never fails the start: what cannot be delivered now is delivered by a later round
          const deliverPending = () => simulator.deliverPending().catch((error: unknown) => ctx.log.warn({ err: error }, 'simulator: redelivery failed'));
          await deliverPending();
          redeliver = setInterval(() => void deliverPending(), SIMULATOR_REDELIVERY_MS);
          redeliver.unref();
        },
        onStop: async () => clearInterval(redeliver),
      }),
    };
  },
});
