// An order's status over HTTP against MariaDB (or SQLite without MYSQL_URL): staff move it along one
// transition table (rules.ts STATUS_TRANSITIONS), per role, with the payment's state respected; each
// change is kept in the order's history (who, when, from, to) and a refused move changes and records
// nothing. The order also shows its payment attempts (from payment.succeeded and payment.failed), the
// titles of what it names, and the moves open to the caller.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { assertOk, assertProblem, clientAs, eventsOf, serviceUnderTest, startTestService, type Who } from '@adops/platform/testing';
import { orderModule } from '../src/app.ts';
import { aProduct, day, deliverListingEvent, deliverPaymentEvent, knownCustomer } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(orderModule));
const as = (who: Who) => clientAs(svc, who);

type Change = { from: string | null; to: string; at: string; by: string | null; byEmail: string | null; source: string };

async function world() {
  const a = await knownCustomer(svc, { agents: 1, listings: 2 });
  const b = await knownCustomer(svc);
  const { product } = await aProduct(svc);
  const corporateUserId = randomUUID();
  const corporateA = as({ roles: ['corporate'], customerId: a.customerId, userId: corporateUserId, email: 'jo@harbour.example.com' });
  const place = async (paymentType: 'INVOICE' | 'CREDIT_CARD', listingIds = [a.listingIds[0]]) =>
    assertOk(
      await corporateA.post('/api/orders', {
        paymentType, products: [product.code], startDate: day(2), campaignName: 'Status campaign', source: 'ORDER_FORM', orderType: 'LISTING',
        listingIds, agents: [{ id: a.agentIds[0] }], officeId: a.officeIds[0],
      }),
      201,
    );
  return { a, b, corporateA, corporateUserId, place };
}

const opsId = randomUUID();
const operations = () => as({ roles: ['operations'], userId: opsId, email: 'ops@adops.example' });
const move = (who: ReturnType<typeof as>, orderId: string, status: string) => who.put(`/api/orders/${orderId}/status`, { status });

describe('status changes follow the transition table', () => {
  test('an invoiced order: READY → PROCESSING → DELIVERED → COMPLETED by operations, each kept in its history; refused moves change and record nothing', async () => {
    const w = await world();
    const order = await w.place('INVOICE');
    assert.equal(order.status, 'READY');
    assert.deepEqual(order.statusHistory.map((h: Change) => [h.from, h.to, h.by, h.byEmail, h.source]), [[null, 'READY', w.corporateUserId, 'jo@harbour.example.com', 'placed']]);
    assert.deepEqual(order.nextStatuses, [], 'a dashboard user moves nothing');

    // Per caller: the moves open now.
    assert.deepEqual(assertOk(await as('admin').get(`/api/orders/${order.id}`)).nextStatuses, ['PROCESSING', 'FAILED', 'DELIVERED', 'CANCELLED']);
    assert.deepEqual(assertOk(await operations().get(`/api/orders/${order.id}`)).nextStatuses, ['PROCESSING', 'FAILED', 'DELIVERED', 'CANCELLED']);
    assert.deepEqual(assertOk(await as('sales').get(`/api/orders/${order.id}`)).nextStatuses, []);

    // Roles: sales see orders but do not move them; dashboard users neither.
    assertProblem(await move(as('sales'), order.id, 'PROCESSING'), 403);
    assertProblem(await move(w.corporateA, order.id, 'PROCESSING'), 403);

    const processing = assertOk(await move(operations(), order.id, 'PROCESSING'));
    assert.equal(processing.status, 'PROCESSING');
    assertProblem(await move(operations(), order.id, 'PENDING_PAYMENT'), 409, 'No order is moved to Pending payment by hand: only a card order waits for its payment, from when it is placed.');
    assertProblem(await move(operations(), order.id, 'COMPLETED'), 409, 'An order cannot move from Processing to Completed.');
    const delivered = assertOk(await move(operations(), order.id, 'DELIVERED'));
    assert.deepEqual(delivered.nextStatuses, ['COMPLETED']);
    assertProblem(await move(as('admin'), order.id, 'CANCELLED'), 409, 'A delivered campaign cannot be cancelled: it has run.');
    assertProblem(await move(as('admin'), order.id, 'READY'), 409, 'An order cannot move from Delivered to Ready.');
    const completed = assertOk(await move(operations(), order.id, 'COMPLETED'));
    assert.deepEqual(completed.nextStatuses, []);
    assertProblem(await move(as('admin'), order.id, 'READY'), 409, 'A completed order is final: its status cannot change.');
    // The same status again is no move: answered, not recorded.
    assert.equal(assertOk(await move(operations(), order.id, 'COMPLETED')).statusHistory.length, 4);

    const read = assertOk(await as('sales').get(`/api/orders/${order.id}`));
    assert.deepEqual(read.statusHistory.map((h: Change) => [h.from, h.to, h.by, h.byEmail, h.source]), [
      [null, 'READY', w.corporateUserId, 'jo@harbour.example.com', 'placed'],
      ['READY', 'PROCESSING', opsId, 'ops@adops.example', 'staff'],
      ['PROCESSING', 'DELIVERED', opsId, 'ops@adops.example', 'staff'],
      ['DELIVERED', 'COMPLETED', opsId, 'ops@adops.example', 'staff'],
    ]);
    const times = read.statusHistory.map((h: Change) => Date.parse(h.at));
    assert.ok(times.every((t: number, i: number) => Number.isFinite(t) && (i === 0 || t >= times[i - 1])), 'each change has its instant, in order');
    const changed = await eventsOf(svc, { subject: order.id, types: ['order.status_changed'] });
    assert.deepEqual(changed.map((e) => [e.data.from, e.data.to]), [['READY', 'PROCESSING'], ['PROCESSING', 'DELIVERED'], ['DELIVERED', 'COMPLETED']], 'refused moves record nothing');
  });

  test('a card order: Ready only by its payment; only an admin cancels it once paid; cancelled is final', async () => {
    const w = await world();
    const unpaid = await w.place('CREDIT_CARD');
    assert.deepEqual(assertOk(await operations().get(`/api/orders/${unpaid.id}`)).nextStatuses, ['CANCELLED']);
    for (const status of ['READY', 'PROCESSING', 'DELIVERED']) {
      assertProblem(await move(as('admin'), unpaid.id, status), 409, 'A card order becomes Ready when its payment succeeds: it cannot be moved on by hand before it is paid.');
    }
    // Unpaid, it has nothing to refund: operations cancel it.
    assert.equal(assertOk(await move(operations(), unpaid.id, 'CANCELLED')).status, 'CANCELLED');
    assertProblem(await move(as('admin'), unpaid.id, 'READY'), 409, 'A cancelled order is final: its status cannot change.');

    const paid = await w.place('CREDIT_CARD');
    await deliverPaymentEvent(svc, 'payment.succeeded', { paymentId: randomUUID(), orderId: paid.id, customerId: w.a.customerId, amount: paid.amount, currency: 'NZD', provider: 'simulator', providerPaymentId: 'pi_paid' });
    const ready = assertOk(await operations().get(`/api/orders/${paid.id}`));
    assert.equal(ready.status, 'READY');
    assert.deepEqual(ready.statusHistory.map((h: Change) => [h.from, h.to, h.by, h.source]), [[null, 'PENDING_PAYMENT', w.corporateUserId, 'placed'], ['PENDING_PAYMENT', 'READY', null, 'payment']]);
    assert.deepEqual(ready.nextStatuses, ['PROCESSING', 'FAILED', 'DELIVERED'], 'operations are not offered cancelling a paid card order');
    assertProblem(await move(operations(), paid.id, 'CANCELLED'), 403, 'Only an admin cancels a paid card order: its payment must be refunded.');
    assert.equal(assertOk(await as('admin').get(`/api/orders/${paid.id}`)).nextStatuses.includes('CANCELLED'), true);
    const cancelled = assertOk(await move(as('admin'), paid.id, 'CANCELLED'));
    assert.equal(cancelled.status, 'CANCELLED');
    assert.deepEqual((await eventsOf(svc, { subject: paid.id })).map((e) => e.type), ['order.created', 'order.status_changed', 'order.ready', 'order.status_changed', 'order.cancelled']);
  });

  test('an unknown order is 404 and an invalid id or status 400, for staff who reach every order', async () => {
    assertProblem(await move(as('admin'), randomUUID(), 'PROCESSING'), 404, 'Order not found.');
    assertProblem(await move(as('admin'), 'not-a-uuid', 'PROCESSING'), 400);
    const w = await world();
    const order = await w.place('INVOICE');
    assertProblem(await move(as('admin'), order.id, 'SHIPPED'), 400);
    assertProblem(await as('admin').put(`/api/orders/${order.id}/status`, { status: 'PROCESSING', by: 'someone' }), 400);
    // Another customer's dashboard user neither reads nor moves it.
    assertProblem(await as({ roles: ['corporate'], customerId: w.b.customerId }).get(`/api/orders/${order.id}`), 404, 'Order not found.');
  });
});

describe('what the order shows', () => {
  test('its payment attempts: a declined one and the one that paid, each once however often redelivered', async () => {
    const w = await world();
    const order = await w.place('CREDIT_CARD');
    assert.deepEqual(order.payments, []);
    const failed = { paymentId: randomUUID(), orderId: order.id, customerId: w.a.customerId, reason: 'Your card was declined.' };
    const { event } = await deliverPaymentEvent(svc, 'payment.failed', failed);
    assert.equal((await deliverPaymentEvent(svc, 'payment.failed', failed, event)).handled, false);
    // Another customer's payment naming this order leaves no attempt on it.
    await deliverPaymentEvent(svc, 'payment.failed', { ...failed, paymentId: randomUUID(), customerId: w.b.customerId });
    const declined = assertOk(await as('sales').get(`/api/orders/${order.id}`));
    assert.equal(declined.status, 'PENDING_PAYMENT');
    assert.deepEqual(declined.payments.map((p: { paymentId: string; outcome: string; reason: string | null; amount: number | null }) => [p.paymentId, p.outcome, p.reason, p.amount]), [[failed.paymentId, 'FAILED', 'Your card was declined.', null]]);

    const succeeded = { paymentId: randomUUID(), orderId: order.id, customerId: w.a.customerId, amount: order.amount, currency: 'NZD', provider: 'stripe' as const, providerPaymentId: 'pi_ok' };
    await deliverPaymentEvent(svc, 'payment.succeeded', succeeded);
    // A second payment for an order that no longer waits is kept too, marked to be refunded.
    const second = { ...succeeded, paymentId: randomUUID(), providerPaymentId: 'pi_twice' };
    await deliverPaymentEvent(svc, 'payment.succeeded', second);
    const paid = assertOk(await w.corporateA.get(`/api/orders/${order.id}`));
    assert.equal(paid.status, 'READY');
    assert.deepEqual(
      paid.payments.map((p: { paymentId: string; outcome: string; amount: number | null; currency: string | null; provider: string | null; providerPaymentId: string | null; refundRequired: boolean }) => [p.paymentId, p.outcome, p.amount, p.currency, p.provider, p.providerPaymentId, p.refundRequired]),
      [
        [failed.paymentId, 'FAILED', null, null, null, null, false],
        [succeeded.paymentId, 'SUCCEEDED', order.amount, 'NZD', 'stripe', 'pi_ok', false],
        [second.paymentId, 'SUCCEEDED', order.amount, 'NZD', 'stripe', 'pi_twice', true],
      ],
    );
  });

  test('the listings it names, by their titles as the listing context told, a deleted one marked', async () => {
    const w = await world();
    const order = await w.place('INVOICE', [w.a.listingIds[1]!, w.a.listingIds[0]!]);
    assert.deepEqual(order.orderedItems, [
      { id: w.a.listingIds[1], kind: 'LISTING', title: '2 Harbour View Road', deleted: false },
      { id: w.a.listingIds[0], kind: 'LISTING', title: '1 Harbour View Road', deleted: false },
    ]);
    await deliverListingEvent(svc, 'listing.deleted', { listingId: w.a.listingIds[1]!, customerId: w.a.customerId, reference: 'DASH1', title: '2 Harbour View Road', listingStatus: 'DONE', officeId: w.a.officeIds[0] ?? null, agentIds: [] });
    const listed = assertOk(await as('admin').get(`/api/orders?customerId=${w.a.customerId}`));
    const shown = listed.orders.find((o: { id: string }) => o.id === order.id);
    assert.deepEqual(shown.orderedItems.map((i: { title: string; deleted: boolean }) => [i.title, i.deleted]), [['2 Harbour View Road', true], ['1 Harbour View Road', false]]);
  });
});
