// Seeding shared by the campaign scenarios: on top of the order scenarios' customer, office, agent and
// listing (order-seed.js), a simulated social ad account of the bench customer, a social campaign
// template and a product naming it, so that an INVOICE order of that product is READY at once and its
// order.ready makes a campaign the simulator creates (campaign.created). All found again on later runs.
import http from 'k6/http';
import { fail, sleep } from 'k6';
import { BASE, ok } from './lib.js';
import { orderBody, seedOrdering, whenOrderReferencesKnown } from './order-seed.js';

const ACCOUNT = 'Bench social account';
const TEMPLATE = 'Bench just listed';
export const CAMPAIGN_PRODUCT_CODE = 'BENCH-FB-CAMPAIGN';

/**
 * Sends until the ads context (or the order context) has heard of what was made a moment ago in
 * another context: the customer (through the customer context's events) or the template (through
 * campaign_template.saved). Every 0.1 s for up to 20 s; answers the last response.
 */
function whenKnownAcrossContexts(send) {
  const unknown = /Customer not found\.|Campaign template not found\./;
  let res = send();
  for (let i = 0; i < 200 && (res.status === 400 || res.status === 404) && unknown.test(String(res.body)); i++) {
    sleep(0.1);
    res = send();
  }
  return res;
}

/** The seed of order-seed.js with the campaign product's code: orderBody(seed, 'INVOICE', n) makes a campaign. */
export function seedCampaigns(auth) {
  const seed = seedOrdering(auth);
  const headers = { ...auth.headers, 'Content-Type': 'application/json' };
  const customerId = seed.customer.id;

  // NODE_ENV=production links no simulated account at start (development does, for every customer): the
  // bench links its own for the bench customer, which the campaign building prefers over a shared one.
  const accounts = ok(http.get(`${BASE}/api/ad-accounts?page=1&limit=25&customerId=${customerId}&search=${encodeURIComponent(ACCOUNT)}`, { headers }), 'find the bench ad account');
  const account = accounts.items.find((a) => a.name === ACCOUNT) ?? ok(whenKnownAcrossContexts(() => http.post(`${BASE}/api/ad-accounts`, JSON.stringify({
    provider: 'simulator', accountId: String(Date.now()).slice(-12), name: ACCOUNT, currency: 'NZD', timezone: 'Pacific/Auckland', customerId,
  }), { headers })), 'link the bench ad account');

  // A country-wide ad set: the campaign is built whether or not the listing's map point has reached the
  // ads context, and the texts carry no placeholder an order could leave empty.
  const templates = ok(http.get(`${BASE}/api/campaign-templates?page=1&limit=50&customerId=${customerId}&search=${encodeURIComponent(TEMPLATE)}`, { headers }), 'find the bench template');
  const template = templates.items.find((t) => t.name === TEMPLATE) ?? ok(whenKnownAcrossContexts(() => http.post(`${BASE}/api/campaign-templates`, JSON.stringify({
    customerId, name: TEMPLATE, campaignType: 'FACEBOOK_IMAGE_CAMPAIGN', objective: 'TRAFFIC', adAccountId: account.id,
    creative: { headline: 'Just listed in Ponsonby', message: 'Open home this weekend.', callToAction: 'LEARN_MORE', linkUrl: 'https://bench.example.com/listing' },
    adSets: [{ name: 'New Zealand', location: { type: 'COUNTRY', selectedCountries: ['NZ'] }, ageMin: 25, ageMax: 65, gender: 'ALL', budgetSharePercent: 100 }],
  }), { headers })), 'create the bench template');

  let product = http.get(`${BASE}/api/products/by-code/${CAMPAIGN_PRODUCT_CODE}`, { headers });
  if (product.status === 404) {
    const type = ok(http.post(`${BASE}/api/product-types`, JSON.stringify({ name: `Bench campaign listing ${Date.now()}`, minListings: 1, maxListings: 10 }), { headers }), 'create a product type');
    // The order context knows a template once the ads context's campaign_template.saved has reached it.
    product = whenKnownAcrossContexts(() => http.post(`${BASE}/api/products`, JSON.stringify({
      code: CAMPAIGN_PRODUCT_CODE, name: 'Bench Facebook campaign 7 days', productTypeId: type.id, price: 19900, currency: 'NZD', isTaxInclusive: true, taxRate: 15,
      campaignDurationDays: 7, campaignTemplates: [{ templateId: template.id, templateModel: 'CustomerCampaignTemplate' }],
    }), { headers }));
  }
  ok(product, 'the bench campaign product');
  return { ...seed, productCode: CAMPAIGN_PRODUCT_CODE, templateId: template.id, adAccountId: account.id };
}

/**
 * Places an INVOICE order of the campaign product (READY at once); answers the order. A product with a
 * social template needs the order to name the Facebook account to bill (its FB_AD_ACCOUNT attribute).
 */
export function placeCampaignOrder(seed, headers, n, tags = {}) {
  const body = { ...orderBody(seed, 'INVOICE', n), attributes: [{ entity: 'FB_AD_ACCOUNT', key: 'fbAdAccount', value: seed.adAccountId }] };
  return ok(whenOrderReferencesKnown(() => http.post(`${BASE}/api/orders`, JSON.stringify(body), { headers, tags })), 'place an invoice order');
}

/** The bench customer's campaigns as counted by the list (any status but deleted). */
export function countCampaigns(seed, headers) {
  return ok(http.get(`${BASE}/api/campaigns?page=1&limit=50&customerId=${seed.customer.id}`, { headers }), 'count campaigns').count;
}

/**
 * Makes sure the bench customer has at least `n` campaigns, each made through an order: places the
 * missing orders, then waits (up to 60 s) until the ads context has built them all.
 */
export function ensureCampaigns(seed, headers, n) {
  const have = countCampaigns(seed, headers);
  for (let i = have; i < n; i++) placeCampaignOrder(seed, headers, i);
  for (let i = 0; i < 600; i++) {
    if (countCampaigns(seed, headers) >= n) return;
    sleep(0.1);
  }
  fail(`the bench customer has ${countCampaigns(seed, headers)} campaigns, not ${n}, 60 s after their orders`);
}
