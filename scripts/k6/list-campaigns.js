// GET /api/campaigns?page=1&limit=50 as an admin with a bearer token: the staff campaigns list (001 §9,
// listCampaigns: newest first, 50 a page, with each campaign's insight totals), through the ads
// context's validator, scope and page query with its count. Seeded with campaigns made the real way:
// invoice orders whose order.ready the ads context builds into campaigns (campaign-seed.js).
import http from 'k6/http';
import { check } from 'k6';
import { adminBearer, loadBegins, loadOptions, summary, BASE } from './lib.js';
import { ensureCampaigns, seedCampaigns } from './campaign-seed.js';

export const options = loadOptions();
const CAMPAIGNS = 60; // more than a page, so every response carries 50 campaigns

export function setup() {
  const auth = adminBearer();
  const seed = seedCampaigns(auth);
  ensureCampaigns(seed, { ...auth.headers, 'Content-Type': 'application/json' }, CAMPAIGNS);
  return loadBegins({ headers: auth.headers });
}

export default function (data) {
  const res = http.get(`${BASE}/api/campaigns?page=1&limit=50`, { headers: data.headers, tags: { name: 'listCampaigns' } });
  // Every campaign carries its order's number once (the totals do not): 50 of them is a full page.
  check(res, { 'a page of 50': (r) => r.status === 200 && r.body.split('"orderNumber"').length === 51 });
}

export const handleSummary = summary;
