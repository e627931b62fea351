// The card order flow, one iteration per order: place a CREDIT_CARD order, open its payment session
// (retried while payment has not yet heard of the order), create the payment intent, confirm it with
// the card simulator's succeeding test card, and wait until the order is READY (the webhook → the
// payment.succeeded event → order). The latency is of each request; a flow's own duration is the
// `flow` trend.
import http from 'k6/http';
import { check, fail, sleep } from 'k6';
import { Trend } from 'k6/metrics';
import { adminBearer, BASE, loadBegins, loadOptions, ok, summary } from './lib.js';
import { orderBody, seedOrdering, whenOrderReferencesKnown } from './order-seed.js';

export const options = loadOptions();
const flow = new Trend('flow', true);

export function setup() {
  const auth = adminBearer();
  const seed = seedOrdering(auth);
  const headers = { ...auth.headers, 'Content-Type': 'application/json' };
  // The first order waits until the order context knows the seeded references.
  ok(whenOrderReferencesKnown(() => http.post(`${BASE}/api/orders`, JSON.stringify(orderBody(seed, 'INVOICE', 0)), { headers })), 'place a first order');
  return loadBegins({ headers, seed });
}

function retry404(send) {
  let res = send();
  for (let i = 0; i < 200 && res.status === 404; i++) {
    sleep(0.02);
    res = send();
  }
  return res;
}

export default function (data) {
  const started = Date.now();
  const headers = data.headers;
  const order = ok(http.post(`${BASE}/api/orders`, JSON.stringify(orderBody(data.seed, 'CREDIT_CARD', __ITER)), { headers, tags: { name: 'createOrder' } }), 'place a card order');
  // A 404 here means "payment has not heard of the order yet" (its order.created is in flight): expected, retried.
  const session = ok(
    retry404(() => http.post(`${BASE}/api/payments/sessions`, JSON.stringify({ orderId: order.id }), { headers, tags: { name: 'createPaymentSession' }, responseCallback: http.expectedStatuses(201, 404) })),
    'open a session',
  );
  const intent = ok(http.post(`${BASE}/api/payments/paymentIntents`, JSON.stringify({ orderId: order.id, sessionId: session.paymentSessionId }), { headers, tags: { name: 'createPaymentIntent' } }), 'create the intent');
  const confirmed = ok(http.post(`${BASE}/api/payments/simulator/confirm`, JSON.stringify({
    clientSecret: intent.order.payment.paymentInit.clientSecret, paymentMethod: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
  }), { headers, tags: { name: 'confirmSimulatedPayment' } }), 'confirm the card');
  check(confirmed, { succeeded: (c) => c.status === 'succeeded' });
  for (let i = 0; i < 200; i++) {
    const got = http.get(`${BASE}/api/orders/${order.id}`, { headers, tags: { name: 'getOrder' } });
    if (got.status === 200 && got.json('status') === 'READY') {
      flow.add(Date.now() - started);
      return;
    }
    sleep(0.02);
  }
  fail(`order ${order.id} did not become READY`);
}

export const handleSummary = summary;
