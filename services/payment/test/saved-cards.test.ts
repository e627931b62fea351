// Saved cards stay with their user and the customer whose orders they pay: a provider account per
// user and customer, and only the caller's own attempt is reused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOk, assertProblem, clientAs } from '@adops/platform/testing';
import { aCustomer, anOrder, sessionAndIntent, simulatorPaymentService } from './helpers.ts';

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
