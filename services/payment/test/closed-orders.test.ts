// A closed order or attempt cannot be charged: a cancelled order's open intent is cancelled after the
// event's transaction, and a cancelled or paid order, or a replaced attempt, takes no card even when
// its intent is still open at the provider.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk, assertProblem } from '@adops/platform/testing';
import { SimulatedIntentEntity } from '../src/simulator/entities.ts';
import { aCustomer, anOrder, deliverOrderEvent, orderEvent, sessionAndIntent, simulatorPaymentService } from './helpers.ts';

const svc = simulatorPaymentService();
const card = (number: string) => ({ number, expMonth: 12, expYear: 2099, cvc: '123' });
const secretOf = (intent: { order: { payment: { paymentInit: { clientSecret: string } } } }) => intent.order.payment.paymentInit.clientSecret;

test('cancelling an unpaid card order in the embedded default: handled at once, the intent cancelled after the commit', async () => {
  const c = aCustomer(svc);
  const order = await anOrder(svc, c);
  const { intent } = await sessionAndIntent(c.agent, order.orderId);
  const cancelled = orderEvent('order.cancelled', { orderId: order.orderId, customerId: c.customerId });
  const started = Date.now();
  assert.equal(await deliverOrderEvent(svc, cancelled), true);
  assert.ok(Date.now() - started < 5000, 'no wait on a second transaction');
  assert.equal(assertOk(await c.agent.get(`/api/payments/${intent.paymentId}`)).status, 'CANCELLED');
  assertProblem(await c.agent.post('/api/payments/sessions', { orderId: order.orderId }), 409, 'This order has been cancelled.');
  // cancelled at the provider (the simulator), and the page's card is refused
  assert.equal((await svc.booted.dataSource.getRepository(SimulatedIntentEntity).findOneByOrFail({ clientSecret: secretOf(intent) })).status, 'canceled');
  assertProblem(await c.agent.post('/api/payments/simulator/confirm', { clientSecret: secretOf(intent), paymentMethod: card('4242424242424242') }), 409, 'This order has been cancelled.');
  // replayed: nothing more
  assert.equal(await deliverOrderEvent(svc, cancelled), false);
  assert.equal(assertOk(await c.agent.get(`/api/payments/${intent.paymentId}`)).status, 'CANCELLED');
});

test('a cancelled or paid order, or a replaced attempt, takes no card even when its intent is still open at the provider (409)', async () => {
  const intents = svc.booted.dataSource.getRepository(SimulatedIntentEntity);
  /** As if the provider cancel (after the commit, best effort) had failed: the simulated intent still open. */
  const cancelFailed = (clientSecret: string) => intents.update({ clientSecret }, { status: 'requires_payment_method' });
  const c = aCustomer(svc);

  const cancelled = await anOrder(svc, c);
  const a = await sessionAndIntent(c.agent, cancelled.orderId);
  await deliverOrderEvent(svc, orderEvent('order.cancelled', { orderId: cancelled.orderId, customerId: c.customerId }));
  await cancelFailed(secretOf(a.intent));
  assertProblem(await c.agent.post('/api/payments/simulator/confirm', { clientSecret: secretOf(a.intent), paymentMethod: card('4242424242424242') }), 409, 'This order has been cancelled.');

  const paid = await anOrder(svc, c);
  const b = await sessionAndIntent(c.agent, paid.orderId);
  await deliverOrderEvent(svc, orderEvent('order.ready', { orderId: paid.orderId, customerId: c.customerId }));
  assertProblem(await c.agent.post('/api/payments/simulator/confirm', { clientSecret: secretOf(b.intent), paymentMethod: card('4242424242424242') }), 409, 'This order has already been paid.');

  const replaced = await anOrder(svc, c);
  const first = await sessionAndIntent(c.corporate, replaced.orderId);
  const pending = assertOk(await c.corporate.post('/api/payments/simulator/confirm', { clientSecret: secretOf(first.intent), paymentMethod: card('4000002500003155') }));
  assert.equal(pending.status, 'requires_action');
  const second = await sessionAndIntent(c.agent, replaced.orderId);
  assert.notEqual(second.intent.paymentId, first.intent.paymentId);
  await intents.update({ clientSecret: secretOf(first.intent) }, { status: 'requires_action' });
  assertProblem(await c.corporate.post('/api/payments/simulator/authenticate', { clientSecret: secretOf(first.intent), approve: true }), 409, 'This payment is no longer open; open the payment page again.');
  await cancelFailed(secretOf(first.intent));
  assertProblem(await c.corporate.post('/api/payments/simulator/confirm', { clientSecret: secretOf(first.intent), paymentMethod: card('4242424242424242') }), 409, 'This payment is no longer open; open the payment page again.');
  assert.equal(assertOk(await c.corporate.get(`/api/payments/${first.intent.paymentId}`)).status, 'CANCELLED');
  // the current attempt still pays
  assert.deepEqual(assertOk(await c.agent.post('/api/payments/simulator/confirm', { clientSecret: secretOf(second.intent), paymentMethod: card('4242424242424242') })), { status: 'succeeded' });
});
