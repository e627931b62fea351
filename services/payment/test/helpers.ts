// payment's own fixtures: the service (with Stripe on stripe-mock, or the card simulator), orders in
// its payable-orders projection (delivered to its order.events consumer through the platform's
// inbox, as the transport would), and signed webhook deliveries.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { envelope, type EventEnvelope } from '@adops/platform';
import { clientAs, deliverEvent, serviceUnderTest, startTestService, type TestClient, type TestServiceOptions } from '@adops/platform/testing';
import { paymentModule, paymentParts, paymentPort } from '../src/app.ts';
import { providerSettings } from '../src/config.ts';
import type { OrderCreatedData } from '../src/orders/events.ts';

export const WEBHOOK_SECRET = 'whsec_test_adops_payment';
export const STRIPE_API_BASE = process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:12111';

export const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_adops',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_adops',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE,
};

export const startPayment = (options: TestServiceOptions = {}) => startTestService(paymentModule, options);
export type PaymentService = Awaited<ReturnType<typeof startPayment>>;

/** With Stripe (stripe-mock) configured. */
export const stripePaymentService = () => serviceUnderTest(() => startPayment({ env: stripeEnv }));
/** Without Stripe keys: the card simulator. */
export const simulatorPaymentService = () => serviceUnderTest(() => startPayment({ env: { STRIPE_SECRET_KEY: '' } }));

/** Hands an order.events event to payment's consumer through the inbox. */
export function deliverOrderEvent(svc: PaymentService, event: EventEnvelope, env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  const { context } = svc.booted;
  // wired as the module wires it: the simulator's events reach the webhook handling
  const { subscription } = paymentParts(context, paymentPort(providerSettings(env), context.dataSource));
  return deliverEvent(svc, subscription, event);
}

export const orderEvent = (type: string, data: { orderId: string; customerId: string } & Record<string, unknown>) =>
  envelope('order', { type, subject: data.orderId, customerId: data.customerId, data });

/** A customer with an office and an agent, and their dashboard users. */
export function aCustomer(svc: PaymentService) {
  const customerId = randomUUID();
  const officeId = randomUUID();
  const agentId = randomUUID();
  return {
    customerId,
    officeId,
    agentId,
    corporate: clientAs(svc, { roles: ['corporate'], customerId }),
    manager: clientAs(svc, { roles: ['branchmanager'], customerId, officeIds: [officeId] }),
    agent: clientAs(svc, { roles: ['agent'], customerId, agentId }),
    otherAgent: clientAs(svc, { roles: ['agent'], customerId, agentId: randomUUID() }),
  };
}

/** A card order of the customer, projected (order.created), PENDING_PAYMENT unless said otherwise. */
export async function anOrder(svc: PaymentService, owner: { customerId: string; officeId: string; agentId: string }, extra: Partial<OrderCreatedData> = {}): Promise<OrderCreatedData> {
  const data: OrderCreatedData = {
    orderId: randomUUID(),
    orderNumber: Math.floor(Math.random() * 1e6) + 1,
    customerId: owner.customerId,
    officeId: owner.officeId,
    agentIds: [owner.agentId],
    paymentType: 'CREDIT_CARD',
    status: 'PENDING_PAYMENT',
    amount: 49900,
    currency: 'NZD',
    email: 'jo@harbour.example.com',
    createdBy: randomUUID(),
    ...extra,
  };
  await deliverOrderEvent(svc, orderEvent('order.created', data as unknown as { orderId: string; customerId: string }));
  return data;
}

/** A session and an intent for the order, as the payment page makes them. */
export async function sessionAndIntent(client: TestClient, orderId: string, saveCard?: boolean) {
  const session = await client.post('/api/payments/sessions', { orderId });
  if (session.status !== 201) throw new Error(`session: ${session.status} ${JSON.stringify(session.body)}`);
  const intent = await client.post('/api/payments/paymentIntents', { orderId, sessionId: session.body.paymentSessionId, ...(saveCard !== undefined && { saveCard }) });
  if (intent.status !== 200) throw new Error(`intent: ${intent.status} ${JSON.stringify(intent.body)}`);
  return { session: session.body, intent: intent.body };
}

const signer = new Stripe('sk_test_signs_only');

/** A Stripe event about a payment's intent, as Stripe would send it. */
export function stripeEvent(type: string, paymentId: string, extra: { id?: string; message?: string; intentId?: string } = {}) {
  return {
    id: extra.id ?? `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: extra.intentId ?? 'pi_mock',
        object: 'payment_intent',
        metadata: { paymentId },
        last_payment_error: extra.message ? { message: extra.message } : null,
      },
    },
  };
}

/** Posts a body to the webhook with a signature made by `sign` (Stripe's test header by default). */
export async function postWebhook(svc: PaymentService, body: string, signature: string | null = signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET })) {
  const res = await fetch(`${svc.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature !== null && { 'stripe-signature': signature }) },
    body,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

export const sign = (body: string, options: { timestamp?: number; secret?: string } = {}) =>
  signer.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? WEBHOOK_SECRET, ...(options.timestamp !== undefined && { timestamp: options.timestamp }) });
