// GET /api/listings?page=1&limit=25&sort=-createdAt as an admin with a bearer token: the staff screen's
// listing list (every customer's listings, newest first, 25 a page), through the listing
// context's validator, scope, the ORM page query with its window count, and serialisation of 25 full
// listings (three images, an agent, metadata each).
import http from 'k6/http';
import { check } from 'k6';
import { BASE, adminBearer, loadBegins, loadOptions, ok, summary, whenReferencesKnown } from './lib.js';

export const options = loadOptions();
const CUSTOMER = 'Bench listings';
const LISTINGS = 30; // more than a page, so every response carries 25 listings

/** The bench customer with at least LISTINGS listings (found again on later runs against the same server). */
function seedListings(auth) {
  const headers = { ...auth.headers, 'Content-Type': 'application/json' };
  const found = ok(http.get(`${BASE}/api/customers?page=1&limit=25&search=${encodeURIComponent(CUSTOMER)}`, { headers }), 'find the bench customer');
  const customer = found.items.find((c) => c.name === CUSTOMER)
    ?? ok(http.post(`${BASE}/api/customers`, JSON.stringify({ name: CUSTOMER }), { headers }), 'create the bench customer');
  const agent = ok(http.post(`${BASE}/api/agents`, JSON.stringify({ customerId: customer.id, fullName: 'Bench Agent' }), { headers }), 'create an agent');
  const have = ok(http.get(`${BASE}/api/listings?page=1&limit=10&customerId=${customer.id}`, { headers }), 'count listings').count;
  for (let i = have; i < LISTINGS; i++) {
    const body = {
      customerId: customer.id, title: `${i + 1} Bench Road, Ponsonby`, type: 'RESIDENTIAL_FOR_SALE', startPrice: 125000000 + i,
      shortDescription: 'Sunny family home', description: 'A sunny family home with harbour views. '.repeat(10),
      images: [1, 2, 3].map((n) => ({ url: `${BASE}/files/bench/${i}-${n}.jpg`, thumbnail: `${BASE}/files/bench/${i}-${n}-thumb.jpg` })),
      agents: [{ id: agent.id, name: 'Bench Agent' }],
      metaData: [{ key: 'priceView', value: 'Auction', isPublic: true }, { key: 'auction', value: 'Sat 12 Dec 11am', isPublic: true }, { key: 'bedrooms', value: '3', isPublic: true }],
    };
    // The agent (and on a first run the customer) was just made: the first listing waits until the listing service knows them.
    ok(whenReferencesKnown(() => http.post(`${BASE}/api/listings`, JSON.stringify(body), { headers })), 'create a listing');
  }
}

export function setup() {
  const auth = adminBearer();
  seedListings(auth);
  return loadBegins({ headers: auth.headers });
}

export default function (data) {
  const res = http.get(`${BASE}/api/listings?page=1&limit=25&sort=-createdAt`, { headers: data.headers, tags: { name: 'listListings' } });
  // A cheap check (k6 shares the machine): status, and a page of 25 by its "reference" keys.
  check(res, { 'a page of 25': (r) => r.status === 200 && r.body.split('"reference"').length === 26 });
}

export const handleSummary = summary;
