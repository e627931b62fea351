// Review findings on the payment context (issue 12): saved cards stay with their user and customer,
// a cancelled order's intent is cancelled after the event's transaction, the simulator's undelivered
// events survive a restart, a closed order or attempt cannot be charged, and concurrent sessions
// with one Idempotency-Key give one session.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Principal } from '@adops/platform';
import { assertOk, assertProblem, clientAs, eventLog } from '@adops/platform/testing';
import { Payments } from '../src/payments.ts';
import { SimulatorProvider } from '../src/adapters/simulator-provider.ts';
import { paymentResources } from '../src/persistence/resources.ts';
import { SimulatedIntentEntity } from '../src/persistence/entities.ts';
import { aCustomer, anOrder, deliverOrderEvent, orderEvent, sessionAndIntent, simulatorPaymentService } from './helpers.ts';

const svc = simulatorPaymentService();
const card = (number: string) => ({ number, expMonth: 12, expYear: 2099, cvc: '123' });
const secretOf = (intent: { order: { payment: { paymentInit: { clientSecret: string } } } }) => intent.order.payment.paymentInit.clientSecret;

test("another customer's saved card is never offered nor accepted: accounts per user and customer, only the caller's own attempt reused", async () => {
  const admin = clientAs(svc, 'admin');
  const x = aCustomer(svc);
  const y = aCustomer(svc);
  // the admin pays customer X's order and saves the card
  const xOrder = await anOrder(svc, x);
  const paidX = await sessionAndIntent(admin, xOrder.orderId, true);
  assert.deepEqual(assertOk(await admin.post('/api/payments/simulator/confirm', { clientSecret: secretOf(paidX.intent), paymentMethod: card('4242424242424242') })), { status: 'succeeded' });
  const xOrder2 = await anOrder(svc, x);
  const [xCard] = (await sessionAndIntent(admin, xOrder2.orderId)).intent.order.payment.paymentInit.cards;
  assert.equal(xCard?.last4, '4242', "the admin's card for X is offered on X's next order");

  // the admin opens customer Y's payment page: X's card is not offered there
  const yOrder = await anOrder(svc, y);
  const byAdmin = await sessionAndIntent(admin, yOrder.orderId);
  assert.deepEqual(byAdmin.intent.order.payment.paymentInit.cards, []);

  // Y's agent opens pay-now: their own attempt (the admin's is not reused), their own (empty) cards
  const byAgent = await sessionAndIntent(y.agent, yOrder.orderId);
  assert.notEqual(byAgent.intent.paymentId, byAdmin.intent.paymentId);
  assert.deepEqual(byAgent.intent.order.payment.paymentInit.cards, []);
  // X's card id is refused on Y's agent's intent
  assert.deepEqual(assertOk(await y.agent.post('/api/payments/simulator/confirm', { clientSecret: secretOf(byAgent.intent), paymentMethod: { cardId: xCard.id } })), { status: 'failed', message: 'Your card was declined.' });
  // the admin's superseded attempt is cancelled (at the provider too) and takes no card
  assert.equal(assertOk(await admin.get(`/api/payments/${byAdmin.intent.paymentId}`)).status, 'CANCELLED');
  assertProblem(await admin.post('/api/payments/simulator/confirm', { clientSecret: secretOf(byAdmin.intent), paymentMethod: { cardId: xCard.id } }), 409);
  assert.equal(assertOk(await y.agent.get(`/api/payments/${byAgent.intent.paymentId}`)).status, 'FAILED');

  // the same user asking again reuses their own attempt
  const again = assertOk(await y.agent.post('/api/payments/paymentIntents', { orderId: yOrder.orderId, sessionId: byAgent.session.paymentSessionId }));
  assert.equal(again.paymentId, byAgent.intent.paymentId);
});

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

/** The payment context over the test service's database with its own simulator (another process's, or the same after a restart). */
function simulatorProcess(secret: string, deliver: 'webhook' | 'fails') {
  const { dataSource, outbox } = svc.booted.context;
  const simulator = new SimulatorProvider(dataSource, secret);
  const payments = new Payments(paymentResources(dataSource, outbox), simulator);
  simulator.deliver = deliver === 'webhook' ? (body, signature) => payments.receiveWebhook(body, signature) : async () => Promise.reject(new Error('the webhook handling is down'));
  return { simulator, payments };
}

test("the simulator's undelivered event: the card's outcome is answered, and it is delivered after a restart with another secret", async () => {
  const c = aCustomer(svc);
  const order = await anOrder(svc, c);
  const who = { userId: randomUUID(), email: 'admin@test.local', kind: 'staff', roles: ['admin'], officeIds: [], via: 'session', issuedAt: 0, issuedAtMs: 0 } as unknown as Principal;
  const before = simulatorProcess('whsec_sim_before_the_crash', 'fails');
  const session = await before.payments.createSession(who, order.orderId, undefined);
  const intent = await before.payments.createIntent(who, { orderId: order.orderId, sessionId: session.id });
  // the delivery fails: the card was charged, and the caller is told so (not a 500)
  assert.deepEqual(await before.payments.confirmSimulated(who, { clientSecret: intent.order.payment.paymentInit.clientSecret!, paymentMethod: card('4242424242424242') }), { status: 'succeeded' });
  assert.equal(assertOk(await c.agent.get(`/api/payments/${intent.paymentId}`)).status, 'REQUIRES_PAYMENT');
  const row = await svc.booted.dataSource.getRepository(SimulatedIntentEntity).findOneByOrFail({ clientSecret: intent.order.payment.paymentInit.clientSecret! });
  assert.equal(row.status, 'succeeded');
  assert.ok(row.pendingEvent?.body, 'the event waits');

  // a round that fails again never throws (a start never fails on it)
  await simulatorProcess('whsec_sim_still_down', 'fails').simulator.deliverPending();

  // after a restart (another random secret, long after 300 s would have expired a stored signature)
  const events = eventLog(svc);
  const mark = await events.mark();
  await simulatorProcess('whsec_sim_after_the_restart', 'webhook').simulator.deliverPending();
  assert.equal(assertOk(await c.agent.get(`/api/payments/${intent.paymentId}`)).status, 'SUCCEEDED');
  assert.equal((await svc.booted.dataSource.getRepository(SimulatedIntentEntity).findOneByOrFail({ id: row.id })).pendingEvent, null);
  const recorded = (await events.since(mark)).filter((e) => e.type === 'payment.succeeded' && e.data.paymentId === intent.paymentId);
  assert.equal(recorded.length, 1);
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

test('simultaneous sessions with one Idempotency-Key: one session, every answer 201', async () => {
  const c = aCustomer(svc);
  const order = await anOrder(svc, c);
  for (let round = 0; round < 3; round += 1) {
    const key = `key-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => c.agent.post('/api/payments/sessions', { orderId: order.orderId }, { 'idempotency-key': key })));
    const ids = new Set(answers.map((res) => assertOk(res, 201).paymentSessionId));
    assert.equal(ids.size, 1);
  }
});
