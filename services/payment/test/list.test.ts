// listPayments: staff see every customer's payments, a dashboard user those of the orders they reach
// (customer, office, own orders); filters by order, customer and status; another customer's customerId
// is 404 for a dashboard user; roles (sales 403, anonymous 401) and invalid filters (400).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, clientAs } from '@adops/platform/testing';
import { aCustomer, anOrder, sessionAndIntent, simulatorPaymentService } from './helpers.ts';

const svc = simulatorPaymentService();
const card = (number: string) => ({ number, expMonth: 12, expYear: 2099, cvc: '123' });
const ids = (answer: { items: Array<{ id: string }> }) => answer.items.map((p) => p.id).sort();

test('the list: scope by role, filters by order, customer and status, newest first', async () => {
  const a = aCustomer(svc);
  const b = aCustomer(svc);
  const paidOrder = await anOrder(svc, a);
  const paid = (await sessionAndIntent(a.agent, paidOrder.orderId)).intent;
  assert.deepEqual(assertOk(await a.agent.post('/api/payments/simulator/confirm', { clientSecret: paid.order.payment.paymentInit.clientSecret, paymentMethod: card('4242424242424242') })), { status: 'succeeded' });
  // An order of customer A in no office of the manager and of another agent.
  const elsewhere = await anOrder(svc, { customerId: a.customerId, officeId: randomUUID(), agentId: randomUUID() });
  const open = (await sessionAndIntent(a.corporate, elsewhere.orderId)).intent;
  const bOrder = await anOrder(svc, b);
  const bPayment = (await sessionAndIntent(b.corporate, bOrder.orderId)).intent;

  const corporate = assertOk(await a.corporate.get('/api/payments'));
  assert.equal(corporate.count, 2);
  assert.deepEqual(ids(corporate), [paid.paymentId, open.paymentId].sort());
  assert.deepEqual(corporate.items[0].id, open.paymentId, 'newest first');
  const one = corporate.items.find((p: { id: string }) => p.id === paid.paymentId);
  assert.deepEqual({ ...one, createdAt: undefined, updatedAt: undefined }, { id: paid.paymentId, orderId: paidOrder.orderId, customerId: a.customerId, status: 'SUCCEEDED', amount: 49900, currency: 'NZD', provider: 'simulator', createdAt: undefined, updatedAt: undefined });
  assert.deepEqual(ids(assertOk(await a.manager.get('/api/payments'))), [paid.paymentId]);
  assert.deepEqual(ids(assertOk(await a.agent.get('/api/payments'))), [paid.paymentId]);
  assert.equal(assertOk(await a.otherAgent.get('/api/payments')).count, 0);

  assert.deepEqual(ids(assertOk(await a.corporate.get('/api/payments?status=SUCCEEDED'))), [paid.paymentId]);
  assert.deepEqual(ids(assertOk(await a.corporate.get(`/api/payments?orderId=${elsewhere.orderId}`))), [open.paymentId]);
  assert.equal(assertOk(await a.corporate.get(`/api/payments?orderId=${bOrder.orderId}`)).count, 0, "another customer's order filters to nothing");
  assert.equal(assertOk(await a.corporate.get(`/api/payments?customerId=${a.customerId}`)).count, 2);
  assertProblem(await a.corporate.get(`/api/payments?customerId=${b.customerId}`), 404, 'Customer not found.');
  assertProblem(await a.agent.get(`/api/payments?customerId=${b.customerId}`), 404, 'Customer not found.');

  const admin = clientAs(svc, 'admin');
  assert.deepEqual(ids(assertOk(await admin.get(`/api/payments?customerId=${b.customerId}`))), [bPayment.paymentId]);
  const all = assertOk(await admin.get('/api/payments?limit=100'));
  assert.ok([paid.paymentId, open.paymentId, bPayment.paymentId].every((id) => all.items.some((p: { id: string }) => p.id === id)));
  assert.equal(assertOk(await clientAs(svc, 'operations').get(`/api/payments?customerId=${a.customerId}&sort=amount&limit=1`)).items.length, 1);
});

test('the list: roles and invalid filters', async () => {
  assertProblem(await anon(svc).get('/api/payments'), 401);
  assertProblem(await clientAs(svc, 'sales').get('/api/payments'), 403);
  const admin = clientAs(svc, 'admin');
  assertProblem(await admin.get('/api/payments?status=LOST'), 400);
  assertProblem(await admin.get('/api/payments?orderId=nope'), 400);
  assertProblem(await admin.get('/api/payments?limit=101'), 400);
  assertProblem(await admin.get('/api/payments?bogus=1'), 400);
});
