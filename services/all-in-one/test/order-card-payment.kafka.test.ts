// The order → payment choreography as a cluster runs it: customer, listing, order and payment each on
// their own MariaDB database, one key pair, one Kafka, Stripe's API on stripe-mock. A card order waits
// in PENDING_PAYMENT; payment hears of it from order.events, opens a session and an intent through the
// Stripe SDK; Stripe's signed webhook (signed here by hand, as Stripe signs: HMAC-SHA256 of
// "timestamp.body") moves the payment to SUCCEEDED, payment.succeeded crosses the broker, the order
// becomes READY and order.ready is on the order topic, once, however often the webhook is replayed.
// An invoice order is READY at once, with its order.ready on the topic too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { generateKeyPairPem, topicOf, type EventEnvelope } from '@adops/platform';
import { assertOk, clientAs, kafkaBrokerList, startTestService, type TestResponse, type TestService } from '@adops/platform/testing';
import { customerModule } from '@adops/customer';
import { listingModule } from '@adops/listing';
import { orderModule } from '@adops/order';
import { paymentModule } from '@adops/payment';

const LIMIT_MS = 20_000;
const WEBHOOK_SECRET = 'whsec_adops_choreography';
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_adops',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_adops',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: process.env.STRIPE_API_BASE ?? 'http://127.0.0.1:12111',
};

let customer: TestService;
let listing: TestService;
let order: TestService;
let payment: TestService;
let reader: Consumer;
const orderTopic: EventEnvelope[] = [];
let prefix = '';

async function eventually<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const start = Date.now();
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    assert.ok(Date.now() - start < LIMIT_MS, `${what}: not within ${LIMIT_MS} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Sends until the answer is not a refusal for something the receiving context has not heard of yet. */
const untilKnown = (what: string, send: () => Promise<TestResponse>) =>
  eventually(what, async () => {
    const res = await send();
    return res.status === 400 || res.status === 404 ? undefined : res;
  });

/** The Stripe-Signature header Stripe sends: t=<unix seconds>,v1=<HMAC-SHA256 of "t.body" with the endpoint's secret>. */
const stripeSignature = (body: string, secret = WEBHOOK_SECRET, t = Math.floor(Date.now() / 1000)) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

const postWebhook = async (body: string) => {
  const res = await fetch(`${payment.url}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body) }, body });
  return res.status;
};

before(async () => {
  const keys = await generateKeyPairPem();
  prefix = `c${randomBytes(4).toString('hex')}.`;
  const env = { KAFKA_PREFIX: prefix };
  customer = await startTestService(customerModule, { kafka: true, keys, env });
  listing = await startTestService(listingModule, { kafka: true, keys, env });
  order = await startTestService(orderModule, { kafka: true, keys, env });
  payment = await startTestService(paymentModule, { kafka: true, keys, env: { ...env, ...STRIPE_ENV } });
  const kafka = new Kafka({ clientId: `reader-${prefix}`, brokers: await kafkaBrokerList(), logLevel: logLevel.NOTHING });
  reader = kafka.consumer({ groupId: `${prefix}order-topic-reader` });
  await reader.connect();
  await reader.subscribe({ topic: topicOf(prefix, 'order'), fromBeginning: true });
  await reader.run({ eachMessage: async ({ message }) => void orderTopic.push(JSON.parse(message.value!.toString()) as EventEnvelope) });
});
after(async () => {
  await reader?.disconnect();
  await payment?.close();
  await order?.close();
  await listing?.close();
  await customer?.close();
});

/** A customer with an office, an agent and a listing (made in their own contexts), and a product of one listing. */
async function world() {
  const admin = clientAs(customer, 'admin');
  const tag = randomUUID().slice(0, 8);
  const made = async (client: ReturnType<typeof clientAs>, path: string, body: object) => assertOk(await client.post(path, body), 201).id as string;
  const customerId = await made(admin, '/api/customers', { name: `Choreography ${tag}` });
  const officeId = await made(admin, '/api/offices', { customerId, name: `Office ${tag}` });
  const agentId = await made(admin, '/api/agents', { customerId, fullName: `Agent ${tag}`, email: `agent-${tag}@example.com`, officeIds: [officeId] });
  const listingAdmin = clientAs(listing, 'admin');
  const listingId = assertOk(await untilKnown('listing knows the customer', () => listingAdmin.post('/api/listings', { customerId, officeId, title: `1 ${tag} Road`, agents: [{ id: agentId }] })), 201).id as string;
  const orderAdmin = clientAs(order, 'admin');
  const type = await made(orderAdmin, '/api/product-types', { name: `One listing ${tag}`, minListings: 1, maxListings: 10 });
  const code = `FB-${tag}`;
  await made(orderAdmin, '/api/products', { code, name: `Facebook 7 days ${tag}`, productTypeId: type, price: 19900, currency: 'NZD', isTaxInclusive: true, taxRate: 15, campaignDurationDays: 7, campaignTemplates: [] });
  const agent = { roles: ['agent'] as const, customerId, agentId, officeIds: [] as string[] };
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const orderBody = (paymentType: 'CREDIT_CARD' | 'INVOICE') => ({
    orderedFrom: 'https://dashboard.adops.example', email: `agent-${tag}@example.com`, paymentType, products: [code], startDate: tomorrow,
    campaignName: `Campaign ${tag} ${paymentType}`, comments: [], attributes: [], campaignData: [], source: 'ORDER_FORM', orderType: 'LISTING',
    listingIds: [listingId], agents: [{ id: agentId }], officeId,
  });
  return { customerId, agentId, agent, orderBody };
}

const readyOnTopic = (orderId: string) => orderTopic.filter((e) => e.type === 'order.ready' && e.subject === orderId);

test('a card order: session, intent on stripe-mock, signed webhook (three times) → READY and one order.ready on the topic', async () => {
  const w = await world();
  const placer = clientAs(order, { roles: ['agent'], customerId: w.customerId, agentId: w.agentId });
  const placed = assertOk(await untilKnown('order knows the listing and the agent', () => placer.post('/api/orders', w.orderBody('CREDIT_CARD'))), 201);
  assert.equal(placed.status, 'PENDING_PAYMENT');
  assert.equal(placed.statusMessage, 'Payment pending.');

  const payer = clientAs(payment, { roles: ['agent'], customerId: w.customerId, agentId: w.agentId });
  const session = assertOk(await untilKnown('payment heard of the order', () => payer.post('/api/payments/sessions', { orderId: placed.id })), 201);
  const intent = assertOk(await payer.post('/api/payments/paymentIntents', { orderId: placed.id, sessionId: session.paymentSessionId, saveCard: true }));
  assert.equal(intent.provider, 'stripe');
  assert.equal(intent.order.amount, placed.amount);
  assert.match(intent.order.payment.paymentInit.clientSecret, /_secret_/);

  const event = {
    id: `evt_${randomUUID().replaceAll('-', '')}`, object: 'event', type: 'payment_intent.succeeded', created: Math.floor(Date.now() / 1000),
    data: { object: { id: 'pi_choreography', object: 'payment_intent', metadata: { paymentId: intent.paymentId, orderId: placed.id } } },
  };
  const body = JSON.stringify(event);
  for (let i = 0; i < 3; i++) assert.equal(await postWebhook(body), 200, `delivery ${i + 1}`);

  const ready = await eventually('the order is READY', async () => {
    const got = assertOk(await placer.get(`/api/orders/${placed.id}`));
    return got.status === 'READY' ? got : undefined;
  });
  assert.equal(ready.statusMessage, 'Order is ready for delivery.');
  assert.equal(assertOk(await payer.get(`/api/payments/${intent.paymentId}`)).status, 'SUCCEEDED');
  const [readyEvent] = await eventually('order.ready on the topic', async () => (readyOnTopic(placed.id).length ? readyOnTopic(placed.id) : undefined));
  assert.equal(readyEvent!.customerId, w.customerId);
  assert.equal((readyEvent!.data as { orderId: string }).orderId, placed.id);
  // Replays have arrived long since: still one order.ready.
  await new Promise((r) => setTimeout(r, 1000));
  assert.equal(readyOnTopic(placed.id).length, 1, 'one order.ready however often the webhook came');
});

test('an invoice order is READY at once and its order.ready reaches the topic; a second confirm with the same key is the same order', async () => {
  const w = await world();
  // Invoice is offered to corporate, not to agents (the default product settings, 002 §6).
  const placer = clientAs(order, { roles: ['corporate'], customerId: w.customerId });
  const key = randomUUID();
  const placed = assertOk(await untilKnown('order knows the listing and the agent', () => placer.post('/api/orders', w.orderBody('INVOICE'), { 'Idempotency-Key': key })), 201);
  assert.equal(placed.status, 'READY');
  const again = await placer.post('/api/orders', w.orderBody('INVOICE'), { 'Idempotency-Key': key });
  assert.equal(again.body.id, placed.id);
  await eventually('order.ready on the topic', async () => (readyOnTopic(placed.id).length ? true : undefined));
  const payer = clientAs(payment, { roles: ['agent'], customerId: w.customerId, agentId: w.agentId });
  const refused = await eventually('payment heard of the order', async () => {
    const res = await payer.post('/api/payments/sessions', { orderId: placed.id });
    return res.status === 404 ? undefined : res;
  });
  assert.equal(refused.status, 409, 'an invoice order has no card payment');
});
