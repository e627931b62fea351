// The payment context with Stripe configured (the SDK against stripe-mock): sessions, intents with
// saved cards, the signed webhook (replays, out-of-order deliveries, tampered and stale signatures),
// reads, tenancy and roles, currency conversion.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { assertOk, assertProblem, clientAs, eventLog } from '@adops/platform/testing';
import { aCustomer, anOrder, deliverOrderEvent, orderEvent, postWebhook, sessionAndIntent, sign, stripeEnv, stripeEvent, stripePaymentService } from './helpers.ts';

const svc = stripePaymentService();
const DATA_NOT_FOUND = 'Payment Data cannot be found, please contact the provider.';

test('order → session → intent → signed webhook: the payment succeeds once, with one payment.succeeded', async () => {
  const c = aCustomer(svc);
  const order = await anOrder(svc, c);
  const { session, intent } = await sessionAndIntent(c.agent, order.orderId, true);
  assert.equal(session.orderId, order.orderId);
  assert.equal(session.paymentUrl, `/payments/p?sessionId=${session.paymentSessionId}&orderId=${order.orderId}`);
  assert.equal(intent.paymentStatus, 'REQUIRES_PAYMENT');
  assert.equal(intent.provider, 'stripe');
  assert.equal(intent.publishableKey, 'pk_test_adops');
  assert.match(intent.order.payment.paymentInit.clientSecret, /_secret_/);
  assert.ok(Array.isArray(intent.order.payment.paymentInit.cards));
  assert.deepEqual({ id: intent.order.id, amount: intent.order.amount, currency: intent.order.currency, number: intent.order.orderNumber }, { id: order.orderId, amount: 49900, currency: 'NZD', number: order.orderNumber });
  assert.equal(intent.user.email, 'jo@harbour.example.com');

  // the same page asking again reuses the payment (and its intent)
  const again = assertOk(await c.agent.post('/api/payments/paymentIntents', { orderId: order.orderId, sessionId: session.paymentSessionId, saveCard: true }));
  assert.equal(again.paymentId, intent.paymentId);

  const events = eventLog(svc);
  const mark = await events.mark();
  const body = JSON.stringify(stripeEvent('payment_intent.succeeded', intent.paymentId));
  const delivered = await postWebhook(svc, body);
  assert.deepEqual([delivered.status, delivered.body], [200, { received: true }]);
  const payment = assertOk(await c.agent.get(`/api/payments/${intent.paymentId}`));
  assert.equal(payment.status, 'SUCCEEDED');
  assert.equal(payment.orderId, order.orderId);
  assert.equal(payment.provider, 'stripe');
  const recorded = await events.since(mark);
  assert.deepEqual(recorded.map((e) => e.type), ['payment.succeeded']);
  const [succeeded] = recorded;
  assert.ok(succeeded?.type === 'payment.succeeded');
  assert.deepEqual(succeeded.data, { paymentId: intent.paymentId, orderId: order.orderId, customerId: c.customerId, amount: 49900, currency: 'NZD', provider: 'stripe', providerPaymentId: succeeded.data.providerPaymentId });
  assert.match(succeeded.data.providerPaymentId, /^pi_/);

  // paid: the page is told so, and no new session
  const paid = assertOk(await c.agent.post('/api/payments/paymentIntents', { orderId: order.orderId, sessionId: session.paymentSessionId }));
  assert.equal(paid.paymentStatus, 'SUCCEEDED');
  assert.equal(paid.order.payment.paymentInit.clientSecret, null);
  assertProblem(await c.agent.post('/api/payments/sessions', { orderId: order.orderId }), 409, 'This order has already been paid.');
});

test('a webhook replayed three times and out of order changes the payment once', async () => {
  const c = aCustomer(svc);
  const order = await anOrder(svc, c);
  const { intent } = await sessionAndIntent(c.corporate, order.orderId);
  const events = eventLog(svc);
  const mark = await events.mark();
  const failed = JSON.stringify(stripeEvent('payment_intent.payment_failed', intent.paymentId, { message: 'Your card was declined.' }));
  const succeeded = JSON.stringify(stripeEvent('payment_intent.succeeded', intent.paymentId));
  const canceled = JSON.stringify(stripeEvent('payment_intent.canceled', intent.paymentId));
  // the success arrives first, then a stale failure and cancellation, each three times
  for (const body of [succeeded, succeeded, failed, succeeded, failed, canceled, failed, canceled]) {
    assert.equal((await postWebhook(svc, body)).status, 200);
  }
  assert.equal(assertOk(await c.corporate.get(`/api/payments/${intent.paymentId}`)).status, 'SUCCEEDED');
  assert.deepEqual((await events.since(mark)).map((e) => e.type), ['payment.succeeded']);
});

test('a failure is recorded with the provider message; the same intent may still succeed', async () => {
  const c = aCustomer(svc);
  const order = await anOrder(svc, c);
  const { session, intent } = await sessionAndIntent(c.agent, order.orderId);
  const events = eventLog(svc);
  const mark = await events.mark();
  await postWebhook(svc, JSON.stringify(stripeEvent('payment_intent.payment_failed', intent.paymentId, { message: 'Your card was declined.' })));
  assert.equal(assertOk(await c.agent.get(`/api/payments/${intent.paymentId}`)).status, 'FAILED');
  const retry = assertOk(await c.agent.post('/api/payments/paymentIntents', { orderId: order.orderId, sessionId: session.paymentSessionId }));
  assert.equal(retry.paymentId, intent.paymentId, 'the failed intent takes another card');
  await postWebhook(svc, JSON.stringify(stripeEvent('payment_intent.succeeded', intent.paymentId)));
  const recorded = await events.since(mark);
  assert.deepEqual(recorded.map((e) => e.type), ['payment.failed', 'payment.succeeded']);
  assert.ok(recorded[0]?.type === 'payment.failed');
  assert.deepEqual(recorded[0].data, { paymentId: intent.paymentId, orderId: order.orderId, customerId: c.customerId, reason: 'Your card was declined.' });
});

test('a tampered, stale, foreign or missing signature is 400 and changes nothing', async () => {
  const c = aCustomer(svc);
  const order = await anOrder(svc, c);
  const { intent } = await sessionAndIntent(c.agent, order.orderId);
  const body = JSON.stringify(stripeEvent('payment_intent.succeeded', intent.paymentId));
  const tampered = body.replace('"object":"event"', '"object":"event" ');
  assertProblem(await postWebhook(svc, tampered, sign(body)), 400, 'The webhook signature is invalid or too old.');
  assertProblem(await postWebhook(svc, body, sign(body, { timestamp: Math.floor(Date.now() / 1000) - 301 })), 400, 'The webhook signature is invalid or too old.');
  assertProblem(await postWebhook(svc, body, sign(body, { secret: 'whsec_someone_else' })), 400, 'The webhook signature is invalid or too old.');
  assertProblem(await postWebhook(svc, body, 'nonsense'), 400);
  assertProblem(await postWebhook(svc, body, null), 400);
  assert.equal(assertOk(await c.agent.get(`/api/payments/${intent.paymentId}`)).status, 'REQUIRES_PAYMENT');
  // a fresh signature within the tolerance is accepted
  assert.equal((await postWebhook(svc, body, sign(body, { timestamp: Math.floor(Date.now() / 1000) - 200 }))).status, 200);
  assert.equal(assertOk(await c.agent.get(`/api/payments/${intent.paymentId}`)).status, 'SUCCEEDED');
});

test('tenancy: another customer, another office or agent of the customer is 404; staff and the owners reach it', async () => {
  const c = aCustomer(svc);
  const other = aCustomer(svc);
  const order = await anOrder(svc, c);
  for (const stranger of [other.corporate, other.agent, c.otherAgent, clientAs(svc, { roles: ['branchmanager'], customerId: c.customerId, officeIds: [randomUUID()] })]) {
    assertProblem(await stranger.post('/api/payments/sessions', { orderId: order.orderId }), 404, DATA_NOT_FOUND);
  }
  const { session, intent } = await sessionAndIntent(c.manager, order.orderId);
  for (const stranger of [other.corporate, c.otherAgent]) {
    assertProblem(await stranger.post('/api/payments/paymentIntents', { orderId: order.orderId, sessionId: session.paymentSessionId }), 404, DATA_NOT_FOUND);
    assertProblem(await stranger.get(`/api/payments/${intent.paymentId}`), 404, 'Payment not found.');
  }
  for (const owner of [c.corporate, c.manager, c.agent, clientAs(svc, 'admin'), clientAs(svc, 'operations')]) {
    assert.equal(assertOk(await owner.get(`/api/payments/${intent.paymentId}`)).id, intent.paymentId);
  }
  // an order not (yet) projected, and a session of another order
  assertProblem(await c.agent.post('/api/payments/sessions', { orderId: randomUUID() }), 404, DATA_NOT_FOUND);
  const second = await anOrder(svc, c);
  assertProblem(await c.agent.post('/api/payments/paymentIntents', { orderId: second.orderId, sessionId: session.paymentSessionId }), 404, DATA_NOT_FOUND);
  assertProblem(await c.agent.post('/api/payments/paymentIntents', { orderId: second.orderId, sessionId: randomUUID() }), 404, DATA_NOT_FOUND);
});

test('roles: anonymous is 401, a role outside the list 403; the webhook is public', async () => {
  const c = aCustomer(svc);
  const order = await anOrder(svc, c);
  const anonymous = clientAs(svc, 'admin');
  anonymous.clearCookies();
  const anon = await fetch(`${svc.url}/api/payments/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderId: order.orderId }) });
  assert.equal(anon.status, 401);
  assert.equal((await fetch(`${svc.url}/api/payments/${randomUUID()}`)).status, 401);
  assert.equal((await fetch(`${svc.url}/api/payments/currency/NZD/AUD/100`)).status, 401);
  const sales = clientAs(svc, { roles: ['sales' as never] });
  const denied = await sales.post('/api/payments/sessions', { orderId: order.orderId });
  assert.ok([401, 403].includes(denied.status), `sales: ${denied.status}`);
});

test('invalid input is 400 at its field; invoice, cancelled and paid orders are 409', async () => {
  const c = aCustomer(svc);
  assertProblem(await c.agent.post('/api/payments/sessions', { orderId: 'not-a-uuid' }), 400, undefined, ['/body/orderId']);
  assertProblem(await c.agent.post('/api/payments/sessions', { orderId: randomUUID(), extra: 1 }), 400, undefined, ['/body/extra']);
  assertProblem(await c.agent.post('/api/payments/paymentIntents', { orderId: randomUUID() }), 400, undefined, ['/body/sessionId']);
  assertProblem(await c.agent.post('/api/payments/sessions', { orderId: randomUUID() }, { 'idempotency-key': 'short' }), 400);
  const invoice = await anOrder(svc, c, { paymentType: 'INVOICE', status: 'READY' });
  assertProblem(await c.agent.post('/api/payments/sessions', { orderId: invoice.orderId }), 409, 'This order is not paid by card.');
  const order = await anOrder(svc, c);
  const { intent } = await sessionAndIntent(c.agent, order.orderId);
  await deliverOrderEvent(svc, orderEvent('order.cancelled', { orderId: order.orderId, customerId: c.customerId }), stripeEnv);
  assertProblem(await c.agent.post('/api/payments/sessions', { orderId: order.orderId }), 409, 'This order has been cancelled.');
  assert.equal(assertOk(await c.agent.get(`/api/payments/${intent.paymentId}`)).status, 'CANCELLED', 'the open intent is cancelled with the order');
  const ready = await anOrder(svc, c);
  await deliverOrderEvent(svc, orderEvent('order.ready', { orderId: ready.orderId, customerId: c.customerId }));
  assertProblem(await c.agent.post('/api/payments/sessions', { orderId: ready.orderId }), 409, 'This order has already been paid.');
});

test('a session with an Idempotency-Key is made once', async () => {
  const c = aCustomer(svc);
  const order = await anOrder(svc, c);
  const key = `key-${randomUUID()}`;
  const first = assertOk(await c.agent.post('/api/payments/sessions', { orderId: order.orderId }, { 'idempotency-key': key }), 201);
  const second = assertOk(await c.agent.post('/api/payments/sessions', { orderId: order.orderId }, { 'idempotency-key': key }), 201);
  assert.equal(second.paymentSessionId, first.paymentSessionId);
  const third = assertOk(await c.agent.post('/api/payments/sessions', { orderId: order.orderId }), 201);
  assert.notEqual(third.paymentSessionId, first.paymentSessionId);
});

test('the simulator operations are 404 when Stripe is configured', async () => {
  const c = aCustomer(svc);
  assertProblem(await c.agent.post('/api/payments/simulator/confirm', { clientSecret: 'pi_x_secret_y', paymentMethod: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' } }), 404, DATA_NOT_FOUND);
  assertProblem(await c.agent.post('/api/payments/simulator/authenticate', { clientSecret: 'pi_x_secret_y', approve: true }), 404, DATA_NOT_FOUND);
});

test('currency conversion: NZD base rates, minor units, 400 for an unknown code', async () => {
  const c = aCustomer(svc);
  assert.deepEqual(assertOk(await c.agent.get('/api/payments/currency/NZD/AUD/10000')), { from: 'NZD', to: 'AUD', amount: 10000, converted: 9100, rate: 0.91 });
  assert.deepEqual(assertOk(await c.agent.get('/api/payments/currency/NZD/NZD/123')), { from: 'NZD', to: 'NZD', amount: 123, converted: 123, rate: 1 });
  assert.equal(assertOk(await c.agent.get('/api/payments/currency/NZD/JPY/100')).converted, 90, 'JPY has no minor unit');
  assertProblem(await c.agent.get('/api/payments/currency/NZD/XYZ/100'), 400, 'Unknown currency code.', ['/path/toCode']);
  assertProblem(await c.agent.get('/api/payments/currency/nzd/AUD/100'), 400);
});
