// Which payment provider this installation uses: Stripe when its keys are configured, else the
// built-in card simulator (the embedded default). docs/decisions.md: "Payment provider from config".
import type { DataSource } from 'typeorm';
import type { PaymentPort } from './domain/payment-port.ts';
import { StripeProvider } from './adapters/stripe-provider.ts';
import { SimulatorProvider } from './adapters/simulator-provider.ts';

export function choosePaymentPort(env: NodeJS.ProcessEnv, ds: DataSource): PaymentPort {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return new SimulatorProvider(ds, env.SIMULATOR_WEBHOOK_SECRET?.trim() || undefined);
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  // Without it no webhook could be verified, and no order would ever be paid: refuse to start.
  if (!webhookSecret) throw new Error('payment: STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not');
  return new StripeProvider({ secretKey, webhookSecret, publishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() || null, apiBase: env.STRIPE_API_BASE?.trim() || undefined });
}
