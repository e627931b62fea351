// The simulator's undelivered events survive a crash or a restart: the card's outcome is answered at
// once, and the event is delivered by a later round, signed with the secret of the process then.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Principal } from '@adops/platform';
import { assertOk, eventLog } from '@adops/platform/testing';
import { paymentParts } from '../src/app.ts';
import { SimulatorProvider } from '../src/simulator/provider.ts';
import { SimulatorStore } from '../src/simulator/store.ts';
import { SimulatedIntentEntity } from '../src/simulator/entities.ts';
import { aCustomer, anOrder, simulatorPaymentService } from './helpers.ts';

const svc = simulatorPaymentService();
const card = (number: string) => ({ number, expMonth: 12, expYear: 2099, cvc: '123' });

/** The payment context over the test service's database with its own simulator (another process's, or the same after a restart). */
function simulatorProcess(secret: string, deliver: 'webhook' | 'fails') {
  const { dataSource, outbox } = svc.booted.context;
  const simulator = new SimulatorProvider(new SimulatorStore(dataSource), secret);
  // wired as the module wires it: the simulator delivers to the webhook handling
  const parts = paymentParts({ dataSource, outbox }, simulator);
  if (deliver === 'fails') simulator.deliver = async () => Promise.reject(new Error('the webhook handling is down'));
  return { simulator, parts };
}

test("the simulator's undelivered event: the card's outcome is answered, and it is delivered after a restart with another secret", async () => {
  const c = aCustomer(svc);
  const order = await anOrder(svc, c);
  const principal = { userId: randomUUID(), email: 'admin@test.local', kind: 'staff', roles: ['admin'], officeIds: [], via: 'session', issuedAt: 0, issuedAtMs: 0 } as unknown as Principal;
  const before = simulatorProcess('whsec_sim_before_the_crash', 'fails');
  const session = await before.parts.sessions.create(principal, order.orderId, undefined);
  const intent = await before.parts.intents.create(principal, { orderId: order.orderId, sessionId: session.id });
  // the delivery fails: the card was charged, and the caller is told so (not a 500)
  assert.deepEqual(await before.parts.confirmations.confirm(principal, { clientSecret: intent.order.payment.paymentInit.clientSecret!, paymentMethod: card('4242424242424242') }), { status: 'succeeded' });
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
