// The order → campaign path at a fixed rate, for the pipeline bench (pipeline-bench.ts): like
// order-campaign.js (INVOICE orders of the campaign product, READY at once: order.ready), but an
// iteration only places its order, so the arrival rate holds whatever the path's latency, and the
// client's reads do not load the order service with hundreds of reads a second: only every
// FOLLOW_EVERY-th order (10) is read every 0.1 s until it shows its campaign (`flow`, the client's view,
// campaign.created's way back to the order included). The driver measures order.ready →
// campaign.created from the two contexts' databases, once every order made ready has its campaign.
import http from 'k6/http';
import { check, fail, sleep } from 'k6';
import { Counter, Trend } from 'k6/metrics';
import { adminBearer, BASE, loadBegins, loadOptions, summary } from './lib.js';
import { placeCampaignOrder, seedCampaigns } from './campaign-seed.js';

const base = loadOptions();
const FOLLOW_EVERY = Number(__ENV.FOLLOW_EVERY || 10);
const WAIT_SECONDS = 30;
// A followed order placed near the end still waits for its campaign: give it the whole wait.
// A followed order holds its VU for as long as its campaign takes: VUs enough that the rate holds.
export const options = { ...base, scenarios: { load: { ...base.scenarios.load, gracefulStop: '35s', preAllocatedVUs: 60, maxVUs: 200 } } };
const flow = new Trend('flow', true);
const placed = new Counter('orders_placed');

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
  // One order through the whole path first (it also warms every consumer up): a path that cannot make
  // a campaign fails here with its reason instead of as a run of timeouts.
  const first = placeCampaignOrder(seed, headers, 0);
  if (!awaitCampaign(headers, first.id)) {
    const order = http.get(`${BASE}/api/orders/${first.id}`, { headers });
    fail(`order ${first.id} showed no campaign within ${WAIT_SECONDS} s: order ${String(order.body).slice(0, 400)}`);
  }
  return loadBegins({ headers, seed });
}

export default function (data) {
  const started = Date.now();
  const order = placeCampaignOrder(data.seed, data.headers, __ITER + 1, { name: 'createOrder' });
  placed.add(1);
  if (__ITER % FOLLOW_EVERY !== 0) return;
  const shown = awaitCampaign(data.headers, order.id);
  check(shown, { 'the order shows its campaign': (o) => o !== null, 'the order is DELIVERED': (o) => o !== null && o.status === 'DELIVERED' });
  if (shown) flow.add(Date.now() - started);
}

export const handleSummary = summary;
