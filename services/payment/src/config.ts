// The payment context's settings from the environment. The provider: Stripe when its keys are
// configured, else the built-in card simulator (the embedded default); docs/decisions.md: "Payment
// provider from config". The currency rate table: the defaults with CURRENCY_RATES over them.
import type { StripeSettings } from './payments/providers/stripe.ts';
import { ratesFrom } from './currency/rules.ts';

export type ProviderSettings = { provider: 'stripe'; stripe: StripeSettings } | { provider: 'simulator'; webhookSecret: string | undefined };

export interface PaymentConfig {
  provider: ProviderSettings;
  currencyRates: Record<string, number>;
}

export function providerSettings(env: NodeJS.ProcessEnv): ProviderSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return { provider: 'simulator', webhookSecret: env.SIMULATOR_WEBHOOK_SECRET?.trim() || undefined };
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  // Without it no webhook could be verified, and no order would ever be paid: refuse to start.
  if (!webhookSecret) throw new Error('payment: STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not');
  return { provider: 'stripe', stripe: { secretKey, webhookSecret, publishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() || null, apiBase: env.STRIPE_API_BASE?.trim() || undefined } };
}

export function paymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  return { provider: providerSettings(env), currencyRates: ratesFrom(env.CURRENCY_RATES) };
}
