// Seeding shared by the order scenarios: a bench customer with an office, an agent, a listing, a
// single-listing product type and a card/invoice product, found again on later runs.
import http from 'k6/http';
import { sleep } from 'k6';
import { BASE, ok, whenReferencesKnown } from './lib.js';

const CUSTOMER = 'Bench orders';
const PRODUCT_CODE = 'BENCH-FB-7D';

export function seedOrdering(auth) {
  const headers = { ...auth.headers, 'Content-Type': 'application/json' };
  const found = ok(http.get(`${BASE}/api/customers?page=1&limit=25&search=${encodeURIComponent(CUSTOMER)}`, { headers }), 'find the bench customer');
  const customer = found.items.find((c) => c.name === CUSTOMER)
    ?? ok(http.post(`${BASE}/api/customers`, JSON.stringify({ name: CUSTOMER }), { headers }), 'create the bench customer');
  const office = ok(http.post(`${BASE}/api/offices`, JSON.stringify({ customerId: customer.id, name: `Bench office ${Date.now()}` }), { headers }), 'create an office');
  const agent = ok(http.post(`${BASE}/api/agents`, JSON.stringify({ customerId: customer.id, fullName: 'Bench Agent', email: 'bench.agent@bench.local', officeIds: [office.id] }), { headers }), 'create an agent');
  const listing = ok(whenReferencesKnown(() => http.post(`${BASE}/api/listings`, JSON.stringify({
    customerId: customer.id, officeId: office.id, title: '1 Bench Road, Ponsonby', type: 'RESIDENTIAL_FOR_SALE', agents: [{ id: agent.id, name: 'Bench Agent' }],
  }), { headers })), 'create a listing');
  let product = http.get(`${BASE}/api/products/by-code/${PRODUCT_CODE}`, { headers });
  if (product.status === 404) {
    const type = ok(http.post(`${BASE}/api/product-types`, JSON.stringify({ name: `Bench single listing ${Date.now()}`, minListings: 1, maxListings: 10 }), { headers }), 'create a product type');
    product = http.post(`${BASE}/api/products`, JSON.stringify({
      code: PRODUCT_CODE, name: 'Bench Facebook 7 days', productTypeId: type.id, price: 19900, currency: 'NZD', isTaxInclusive: true, taxRate: 15, campaignDurationDays: 7, campaignTemplates: [],
    }), { headers });
  }
  ok(product, 'the bench product');
  // The bench places card and invoice orders as admin: the payment types are offered by role (002 §6).
  const settings = ok(http.get(`${BASE}/api/product-settings`, { headers }), 'the product settings');
  for (const list of ['creditCardRoles', 'invoiceRoles']) {
    if (!settings[list].includes('admin')) ok(http.put(`${BASE}/api/product-settings`, JSON.stringify({ [list]: [...settings[list], 'admin'] }), { headers }), `offer ${list} to admin`);
  }
  return { customer, office, agent, listing, productCode: PRODUCT_CODE };
}

/** A placeable order body of the seeded objects (start date tomorrow, in UTC). */
export function orderBody(seed, paymentType, n) {
  const tomorrow = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
  return {
    customerId: seed.customer.id, orderedFrom: BASE, email: 'bench.agent@bench.local', paymentType, products: [seed.productCode],
    startDate: tomorrow, campaignName: `Bench campaign ${n}`, comments: [], attributes: [], campaignData: [], source: 'ORDER_FORM',
    orderType: 'LISTING', listingIds: [seed.listing.id], agents: [{ id: seed.agent.id }], officeId: seed.office.id,
  };
}

/** Sends until the order context has heard of the listing (and the customer's references) made a moment ago. */
export function whenOrderReferencesKnown(send) {
  let res = send();
  for (let i = 0; i < 100 && (res.status === 400 || res.status === 404) && /not found|No listing/i.test(String(res.body)); i++) {
    sleep(0.1);
    res = send();
  }
  return res;
}
