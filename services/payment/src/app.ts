// The payment service module: its spec, tables, handlers and consumers, for its own process (main.ts)
// and for the embedded default alike. Wiring only: each area's store and use cases, handed to its
// handlers and consumers.
import { fileURLToPath } from 'node:url';
import type { DataSource } from 'typeorm';
import type { operations } from '@adops/openapi/generated/payment';
import { completeHandlers, defineModule, type Logger, type Outbox } from '@adops/platform';
import { paymentConfig, type ProviderSettings } from './config.ts';
import { paymentMigrations, paymentTables } from './tables.ts';
import { PayableOrderStore } from './orders/store.ts';
import { payableOrdersProjection } from './orders/events.ts';
import type { PaymentPort } from './payments/providers/port.ts';
import { StripeProvider } from './payments/providers/stripe.ts';
import { PaymentStore } from './payments/store.ts';
import { PaymentSessions } from './payments/sessions.ts';
import { PaymentIntents } from './payments/intents.ts';
import { Payments } from './payments/payments.ts';
import { paymentHandlers } from './payments/handlers.ts';
import { WebhookEventStore } from './webhooks/store.ts';
import { ProviderWebhooks } from './webhooks/webhooks.ts';
import { webhookHandlers } from './webhooks/handlers.ts';
import { SimulatorStore } from './simulator/store.ts';
import { SimulatorProvider } from './simulator/provider.ts';
import { SimulatedConfirmations } from './simulator/confirmations.ts';
import { simulatorHandlers } from './simulator/handlers.ts';
import { currencyHandlers } from './currency/handlers.ts';

/** How often the simulator hands on events whose delivery failed. */
const SIMULATOR_REDELIVERY_MS = 15_000;

export const paymentSpecPath = fileURLToPath(new URL('../../../openapi/generated/payment.openapi.yaml', import.meta.url));

/** The configured provider: Stripe, or the card simulator on this database. */
export function paymentPort(settings: ProviderSettings, dataSource: DataSource): PaymentPort {
  return settings.provider === 'stripe' ? new StripeProvider(settings.stripe) : new SimulatorProvider(new SimulatorStore(dataSource), settings.webhookSecret);
}

/** Each area's store and use cases over one database, with the provider given, and the order.events consumer. */
export function paymentParts({ dataSource, outbox, log }: { dataSource: DataSource; outbox: Outbox<'payment'>; log?: Logger | undefined }, port: PaymentPort) {
  const orders = new PayableOrderStore(dataSource, outbox);
  const store = new PaymentStore(dataSource, outbox);
  const webhooks = new ProviderWebhooks(new WebhookEventStore(dataSource, outbox), store, port);
  const simulator = port instanceof SimulatorProvider ? port : null;
  if (simulator) {
    // the simulator's events reach the same webhook handling as Stripe's
    simulator.deliver = (body, signature) => webhooks.receive(body, signature);
    simulator.log = log ?? null;
  }
  return {
    sessions: new PaymentSessions(store, orders),
    intents: new PaymentIntents(store, orders, port),
    payments: new Payments(store),
    webhooks,
    simulator,
    confirmations: new SimulatedConfirmations(simulator, orders, store),
    subscription: payableOrdersProjection({ store: orders, payments: store, port, log }),
  };
}

export const paymentModule = defineModule({
  name: 'payment',
  specPath: paymentSpecPath,
  entities: paymentTables,
  migrations: paymentMigrations,
  async create(ctx) {
    const config = paymentConfig(process.env);
    const port = paymentPort(config.provider, ctx.dataSource);
    const parts = paymentParts(ctx, port);
    const { simulator } = parts;
    // The simulator's undelivered events (a crash or a failed delivery): at start, then every so often.
    let redeliver: NodeJS.Timeout | undefined;
    ctx.log.info({ provider: port.provider }, port.provider === 'stripe' ? 'payments through Stripe' : 'payments through the built-in card simulator (no Stripe keys configured)');
    return {
      handlers: completeHandlers<operations>({
        ...paymentHandlers(parts),
        ...webhookHandlers(parts.webhooks),
        ...simulatorHandlers(parts.confirmations),
        ...currencyHandlers(config.currencyRates),
      }),
      subscription: parts.subscription,
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
