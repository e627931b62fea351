// GET /api/orders?page=1&limit=25&includeTotalPrice=true&includeImpressions=true as an admin with a
// bearer token: the staff orders list (spec 000 /orders/list, 002 §7: orders, count, totals), through
// the order context's validator, scope, page query with its count and the totals per currency.
import http from 'k6/http';
import { check } from 'k6';
import { adminBearer, BASE, loadBegins, loadOptions, ok, summary } from './lib.js';
import { orderBody, seedOrdering, whenOrderReferencesKnown } from './order-seed.js';

export const options = loadOptions();
const ORDERS = 30; // more than a page, so every response carries 25 orders

export function setup() {
  const auth = adminBearer();
  const seed = seedOrdering(auth);
  const headers = { ...auth.headers, 'Content-Type': 'application/json' };
  const have = ok(http.get(`${BASE}/api/orders?page=1&limit=25&customerId=${seed.customer.id}`, { headers }), 'count orders').count;
  for (let i = have; i < ORDERS; i++) {
    ok(whenOrderReferencesKnown(() => http.post(`${BASE}/api/orders`, JSON.stringify(orderBody(seed, 'INVOICE', i)), { headers })), 'place an order');
  }
  return loadBegins({ headers: auth.headers });
}

export default function (data) {
  const res = http.get(`${BASE}/api/orders?page=1&limit=25&includeTotalPrice=true&includeImpressions=true`, { headers: data.headers, tags: { name: 'listOrders' } });
  check(res, { 'a page of 25': (r) => r.status === 200 && r.body.split('"orderNumber"').length === 26 });
}

export const handleSummary = summary;
