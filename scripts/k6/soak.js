// The memory soak (issue 31): a mixed read load at a moderate constant rate for DURATION (10m by default), so that
// scripts/k6/memory-profile.ts (runSoak, `node scripts/k6/memory-profile.ts soak`) can sample the embedded default's
// RSS every 5 s and tell growth from noise. Each iteration is one of five staff reads, in turn: list users, list
// orders (with totals), list listings, list campaigns (with insight totals), get a user. Seeded through the API in
// setup() as the single-scenario scripts seed (users, orders, campaigns made the real way, a few listings).
//
// Environment: BASE_URL, RATE (requests a second, 50), DURATION (10m), as lib.js. Only 127.0.0.1.
import http from 'k6/http';
import { check } from 'k6';
import { BASE, adminBearer, loadBegins, loadOptions, ok, seedUsers, summary, whenReferencesKnown } from './lib.js';
import { ensureCampaigns, seedCampaigns } from './campaign-seed.js';
import { orderBody, seedOrdering, whenOrderReferencesKnown } from './order-seed.js';

const base = loadOptions();
// A soak judges memory, not latency: a slow request is reported, not a failure of the run.
export const options = {
  ...base,
  scenarios: { load: { ...base.scenarios.load, duration: __ENV.DURATION || '10m' } },
  thresholds: { 'http_req_failed{scenario:load}': ['rate<0.01'], 'http_reqs{scenario:load}': ['count>=0'], 'checks{scenario:load}': ['rate>0.99'] },
};

const ORDERS = 30;
const CAMPAIGNS = 10;
const LISTINGS = 10;

function seedListings(headers) {
  const name = 'Bench soak listings';
  const found = ok(http.get(`${BASE}/api/customers?page=1&limit=25&search=${encodeURIComponent(name)}`, { headers }), 'find the soak customer');
  const customer = found.items.find((c) => c.name === name) ?? ok(http.post(`${BASE}/api/customers`, JSON.stringify({ name }), { headers }), 'create the soak customer');
  const agent = ok(http.post(`${BASE}/api/agents`, JSON.stringify({ customerId: customer.id, fullName: 'Soak Agent' }), { headers }), 'create an agent');
  const have = ok(http.get(`${BASE}/api/listings?page=1&limit=10&customerId=${customer.id}`, { headers }), 'count listings').count;
  for (let i = have; i < LISTINGS; i++) {
    const body = {
      customerId: customer.id, title: `${i + 1} Soak Street, Ponsonby`, type: 'RESIDENTIAL_FOR_SALE', startPrice: 99000000 + i,
      shortDescription: 'Sunny family home', description: 'A sunny family home with harbour views. '.repeat(5),
      images: [1, 2].map((n) => ({ url: `${BASE}/files/soak/${i}-${n}.jpg`, thumbnail: `${BASE}/files/soak/${i}-${n}-thumb.jpg` })),
      agents: [{ id: agent.id, name: 'Soak Agent' }],
      metaData: [{ key: 'bedrooms', value: '3', isPublic: true }],
    };
    ok(whenReferencesKnown(() => http.post(`${BASE}/api/listings`, JSON.stringify(body), { headers })), 'create a listing');
  }
}

export function setup() {
  const auth = adminBearer();
  const headers = { ...auth.headers, 'Content-Type': 'application/json' };
  const ids = seedUsers(auth, 'soak', 30);
  const ordering = seedOrdering(auth);
  const have = ok(http.get(`${BASE}/api/orders?page=1&limit=25&customerId=${ordering.customer.id}`, { headers }), 'count orders').count;
  for (let i = have; i < ORDERS; i++) {
    ok(whenOrderReferencesKnown(() => http.post(`${BASE}/api/orders`, JSON.stringify(orderBody(ordering, 'INVOICE', i)), { headers })), 'place an order');
  }
  ensureCampaigns(seedCampaigns(auth), headers, CAMPAIGNS);
  seedListings(headers);
  return loadBegins({ headers: auth.headers, ids });
}

const READS = [
  ['listUsers', () => '/api/users/list?page=1&limit=25'],
  ['listOrders', () => '/api/orders?page=1&limit=25&includeTotalPrice=true&includeImpressions=true'],
  ['listListings', () => '/api/listings?page=1&limit=25&sort=-createdAt'],
  ['listCampaigns', () => '/api/campaigns?page=1&limit=50'],
  ['getUser', (data, n) => `/api/users/${data.ids[n % data.ids.length]}`],
];

export default function (data) {
  const n = __ITER + __VU * 7919;
  const [name, path] = READS[n % READS.length];
  const res = http.get(`${BASE}${path(data, n)}`, { headers: data.headers, tags: { name } });
  check(res, { 'answered 200': (r) => r.status === 200 });
}

export const handleSummary = summary;
