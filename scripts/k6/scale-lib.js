// The k6 scale scenarios' shared body (scale-orders.js, scale-listings.js, scale-campaigns.js,
// scale-leads.js): one list's query variants (scripts/scale/queries.js) against data seeded at scale
// (scripts/seed-scale.ts), at the constant arrival rate of lib.js.
//
// Environment (besides lib.js's BASE_URL, RATE, DURATION, SUMMARY): QUERY, the variant's name (all the
// list's page variants in turn when unset); QUERY_PATH, a path to send instead; TOKEN, a bearer token
// (a standalone service has no sign-in: the driver signs one); without it, lib.js adminBearer().
import http from 'k6/http';
import { check, fail } from 'k6';
import { BASE, adminBearer, loadBegins, loadOptions, summary } from './lib.js';
import { variants } from '../scale/queries.js';

export { summary };

export function scaleOptions() {
  // A page must answer under 50 ms at p95 (issue 31); an export is judged by the driver.
  return loadOptions({ 'http_req_duration{scenario:load}': ['p(95)<50'] });
}

export function scaleSetup(list) {
  const all = variants(list);
  let chosen;
  if (__ENV.QUERY_PATH) chosen = [{ name: __ENV.QUERY || 'custom', path: __ENV.QUERY_PATH, kind: __ENV.QUERY_PATH.includes('/export') ? 'export' : 'page' }];
  else if (__ENV.QUERY) {
    chosen = all.filter((v) => v.name === __ENV.QUERY);
    if (!chosen.length) fail(`no variant "${__ENV.QUERY}" of ${list}: ${all.map((v) => v.name).join(' | ')}`);
  } else chosen = all.filter((v) => v.kind === 'page');
  const headers = __ENV.TOKEN ? { Authorization: `Bearer ${__ENV.TOKEN}` } : adminBearer().headers;
  // One request of each first: a variant the service refuses fails the run here, not as a 100 % error rate.
  for (const v of chosen) {
    const res = http.get(`${BASE}${v.path}`, { headers, timeout: '300s' });
    if (res.status !== 200) fail(`${list} ${v.name}: ${res.status} ${String(res.body).slice(0, 300)}`);
  }
  return loadBegins({ headers, chosen });
}

export function scaleRequest(list, data) {
  const v = data.chosen[__ITER % data.chosen.length];
  const res = http.get(`${BASE}${v.path}`, { headers: data.headers, tags: { name: `${list}: ${v.name}` }, timeout: '120s' });
  // A cheap check (k6 shares the machine): the status, and for a page its count.
  check(res, { 'answered 200': (r) => r.status === 200 && (v.kind === 'export' || String(r.body).includes('"count"')) });
}
