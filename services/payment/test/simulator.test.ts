// The built-in card simulator (no Stripe keys): Stripe's three test cards, authentication, saved
// cards, and its signed events through the same webhook handling as Stripe's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk, assertProblem, eventLog } from '@adops/platform/testing';
import { aCustomer, anOrder, postWebhook, sessionAndIntent, simulatorPaymentService, stripeEvent } from './helpers.ts';

const svc = simulatorPaymentService();
const card = (number: string) => ({ number, expMonth: 12, expYear: 2099, cvc: '123' });

test('4242 4242 4242 4242 succeeds: the payment and one payment.succeeded, through the webhook handling', async () => {
  const c = aCustomer(svc);
  const order = await anOrder(svc, c);
  const { intent } = await sessionAndIntent(c.agent, order.orderId, true);
  assert.equal(intent.provider, 'simulator');
  assert.equal(intent.publishableKey, null);
  assert.deepEqual(intent.order.payment.paymentInit.cards, []);
  const events = eventLog(svc);
  const mark = await events.mark();
  const clientSecret = intent.order.payment.paymentInit.clientSecret;
  assert.deepEqual(assertOk(await c.agent.post('/api/payments/simulator/confirm', { clientSecret, paymentMethod: card('4242424242424242') })), { status: 'succeeded' });
  assert.equal(assertOk(await c.agent.get(`/api/payments/${intent.paymentId}`)).status, 'SUCCEEDED');
  const recorded = await events.since(mark);
  assert.deepEqual(recorded.map((e) => e.type), ['payment.succeeded']);
  assert.ok(recorded[0]?.type === 'payment.succeeded');
  assert.equal(recorded[0].data.provider, 'simulator');
  assert.match(recorded[0].data.providerPaymentId, /^pi_sim_/);
  assertProblem(await c.agent.post('/api/payments/simulator/confirm', { clientSecret, paymentMethod: card('4242424242424242') }), 409, 'This payment has already been completed.');

  // the card was saved (saveCard): the next order's page offers it, and paying with it succeeds
  const next = await anOrder(svc, c);
  const second = await sessionAndIntent(c.agent, next.orderId);
  const [saved] = second.intent.order.payment.paymentInit.cards;
  assert.deepEqual({ brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear }, { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 });
  assert.deepEqual(assertOk(await c.agent.post('/api/payments/simulator/confirm', { clientSecret: second.intent.order.payment.paymentInit.clientSecret, paymentMethod: { cardId: saved.id } })), { status: 'succeeded' });
});

test('4000 0000 0000 0002 is declined: payment.failed with the message; another card then succeeds', async () => {
  const c = aCustomer(svc);
  const order = await anOrder(svc, c);
  const { intent } = await sessionAndIntent(c.corporate, order.orderId);
  const clientSecret = intent.order.payment.paymentInit.clientSecret;
  const events = eventLog(svc);
  const mark = await events.mark();
  assert.deepEqual(assertOk(await c.corporate.post('/api/payments/simulator/confirm', { clientSecret, paymentMethod: card('4000000000000002') })), { status: 'failed', message: 'Your card was declined.' });
  assert.equal(assertOk(await c.corporate.get(`/api/payments/${intent.paymentId}`)).status, 'FAILED');
  assert.deepEqual(assertOk(await c.corporate.post('/api/payments/simulator/confirm', { clientSecret, paymentMethod: card('4111111111111112') })), { status: 'failed', message: 'Your card number is incorrect.' });
  assert.deepEqual(assertOk(await c.corporate.post('/api/payments/simulator/confirm', { clientSecret, paymentMethod: card('4242424242424242') })), { status: 'succeeded' });
  const recorded = await events.since(mark);
  assert.deepEqual(recorded.map((e) => e.type), ['payment.failed', 'payment.failed', 'payment.succeeded']);
  assert.ok(recorded[0]?.type === 'payment.failed');
  assert.equal(recorded[0].data.reason, 'Your card was declined.');
});

test('4000 0025 0000 3155 requires authentication: approving succeeds, refusing fails', async () => {
  const c = aCustomer(svc);
  for (const approve of [true, false]) {
    const order = await anOrder(svc, c);
    const { intent } = await sessionAndIntent(c.manager, order.orderId);
    const clientSecret = intent.order.payment.paymentInit.clientSecret;
    assertProblem(await c.manager.post('/api/payments/simulator/authenticate', { clientSecret, approve }), 409, 'This payment does not require authentication.');
    const pending = assertOk(await c.manager.post('/api/payments/simulator/confirm', { clientSecret, paymentMethod: card('4000002500003155') }));
    assert.equal(pending.status, 'requires_action');
    assert.ok(pending.nextActionUrl);
    assert.equal(assertOk(await c.manager.get(`/api/payments/${intent.paymentId}`)).status, 'REQUIRES_PAYMENT');
    const done = assertOk(await c.manager.post('/api/payments/simulator/authenticate', { clientSecret, approve }));
    if (approve) assert.deepEqual(done, { status: 'succeeded' });
    else assert.deepEqual(done, { status: 'failed', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' });
    assert.equal(assertOk(await c.manager.get(`/api/payments/${intent.paymentId}`)).status, approve ? 'SUCCEEDED' : 'FAILED');
  }
});

test("another customer's client secret is 404; a forged event signed with another secret is 400", async () => {
  const c = aCustomer(svc);
  const other = aCustomer(svc);
  const order = await anOrder(svc, c);
  const { intent } = await sessionAndIntent(c.agent, order.orderId);
  const clientSecret = intent.order.payment.paymentInit.clientSecret;
  assertProblem(await other.agent.post('/api/payments/simulator/confirm', { clientSecret, paymentMethod: card('4242424242424242') }), 404, 'Payment Data cannot be found, please contact the provider.');
  assertProblem(await c.otherAgent.post('/api/payments/simulator/authenticate', { clientSecret, approve: true }), 404);
  assertProblem(await c.agent.post('/api/payments/simulator/confirm', { clientSecret: 'pi_sim_unknown_secret_x', paymentMethod: card('4242424242424242') }), 404);
  assertProblem(await c.agent.post('/api/payments/simulator/confirm', { clientSecret, paymentMethod: { number: '4242', expMonth: 13, expYear: 2099, cvc: '1' } }), 400);
  // the simulator's secret is its own: Stripe's test secret does not sign for it
  assertProblem(await postWebhook(svc, JSON.stringify(stripeEvent('payment_intent.succeeded', intent.paymentId))), 400, 'The webhook signature is invalid or too old.');
  assert.equal(assertOk(await c.agent.get(`/api/payments/${intent.paymentId}`)).status, 'REQUIRES_PAYMENT');
});
