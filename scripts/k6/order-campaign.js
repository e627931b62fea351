// The path from an order to its campaign, one iteration per order: place an INVOICE order of the
// campaign product (READY at once: order.ready), then read the order every 0.1 s until it shows the
// campaign the ads context built and the simulator created (campaign.created → the order's fbCampaigns,
// status DELIVERED). `flow` is that whole wait as the client sees it (placed → the order shows its
// campaign, to within the 0.1 s of the reads); the driver measures order.ready → campaign.created from
// the two contexts' outboxes. Meant for a modest fixed rate, not a step search: each order holds a VU
// for as long as its campaign takes.
import http from 'k6/http';
import { check, fail, sleep } from 'k6';
import { Trend } from 'k6/metrics';
import { adminBearer, BASE, loadBegins, loadOptions, summary } from './lib.js';
import { placeCampaignOrder, seedCampaigns } from './campaign-seed.js';

const base = loadOptions();
// An order placed near the end still waits for its campaign: give it the whole wait before k6 stops it.
export const options = { ...base, scenarios: { load: { ...base.scenarios.load, gracefulStop: '35s' } } };
const flow = new Trend('flow', true);
const WAIT_SECONDS = 30;

/** The order once it shows a created campaign, or null after WAIT_SECONDS. */
function awaitCampaign(headers, orderId) {
  for (let i = 0; i < WAIT_SECONDS * 10; i++) {
    const got = http.get(`${BASE}/api/orders/${orderId}`, { headers, tags: { name: 'getOrder' } });
    if (got.status === 200 && (got.json('fbCampaigns') ?? []).some((c) => c.campaignId)) return got.json();
    sleep(0.1);
  }
  return null;
}

export function setup() {
  const auth = adminBearer();
  const seed = seedCampaigns(auth);
  const headers = { ...auth.headers, 'Content-Type': 'application/json' };
  // One order through the whole path first: the references are known, and a path that cannot make a
  // campaign fails here with its reason instead of as a run of timeouts.
  const first = placeCampaignOrder(seed, headers, 0);
  if (!awaitCampaign(headers, first.id)) {
    const order = http.get(`${BASE}/api/orders/${first.id}`, { headers });
    const campaigns = http.get(`${BASE}/api/campaigns?page=1&limit=50&orderId=${first.id}`, { headers });
    fail(`order ${first.id} showed no campaign within ${WAIT_SECONDS} s: order ${String(order.body).slice(0, 400)}; its campaigns ${String(campaigns.body).slice(0, 600)}`);
  }
  return loadBegins({ headers, seed });
}

export default function (data) {
  const started = Date.now();
  const order = placeCampaignOrder(data.seed, data.headers, __ITER, { name: 'createOrder' });
  const shown = awaitCampaign(data.headers, order.id);
  check(shown, { 'the order shows its campaign': (o) => o !== null, 'the order is DELIVERED': (o) => o !== null && o.status === 'DELIVERED' });
  if (shown) flow.add(Date.now() - started);
}

export const handleSummary = summary;
