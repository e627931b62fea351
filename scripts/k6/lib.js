// Shared pieces of the k6 scenarios: options (constant arrival rate + thresholds), seeding through
// the API, and a JSON summary the bench driver reads. Only ever point BASE_URL at 127.0.0.1.
//
// Environment: BASE_URL (http://127.0.0.1:8080), RATE (req/s, 50), DURATION (10s),
// ADMIN_EMAIL / ADMIN_PASSWORD (the seeded admin), SUMMARY (path of the JSON summary to write).
import http from 'k6/http';
import { check, fail, sleep } from 'k6';

export const BASE = __ENV.BASE_URL || 'http://127.0.0.1:8080';
const RATE = Number(__ENV.RATE || 50);
const DURATION = __ENV.DURATION || '10s';
const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** Constant arrival rate for the `load` scenario; thresholds apply to its requests only (not setup's). */
export function loadOptions(extraThresholds = {}) {
  return {
    discardResponseBodies: false,
    summaryTrendStats: ['avg', 'min', 'med', 'p(90)', 'p(95)', 'p(99)', 'max', 'count'],
    setupTimeout: '120s',
    scenarios: {
      load: {
        executor: 'constant-arrival-rate',
        rate: RATE,
        timeUnit: '1s',
        duration: DURATION,
        preAllocatedVUs: Math.max(10, Math.ceil(RATE / 10)),
        maxVUs: Math.max(50, Math.ceil(RATE / 2)),
        gracefulStop: '5s',
      },
    },
    thresholds: {
      'http_req_failed{scenario:load}': ['rate<0.001'],
      'http_req_duration{scenario:load}': ['p(95)<100', 'p(99)<250'],
      'http_reqs{scenario:load}': ['count>=0'],
      'checks{scenario:load}': ['rate>0.999'],
      ...extraThresholds,
    },
  };
}

/** The answer's JSON when it is a 2xx; otherwise fails the run with the status and the start of the body. */
export function ok(res, what) {
  if (!check(res, { [`${what} ok`]: (r) => r.status >= 200 && r.status < 300 })) {
    fail(`${what}: ${res.status} ${String(res.body).slice(0, 300)}`);
  }
  return res.json();
}

/**
 * Sends until the listing service has heard of a customer (or its office or agent) created a moment ago:
 * it learns of them through the customer context's events, so a 400 naming one of them as unknown is
 * retried, every 0.1 s for up to 10 s. Answers the last response.
 */
export function whenReferencesKnown(send) {
  const unknown = /Customer not found\.|Office not found among the customer's offices\.|Agent not found among the customer's agents\./;
  let res = send();
  for (let i = 0; i < 100 && res.status === 400 && unknown.test(String(res.body)); i++) {
    sleep(0.1);
    res = send();
  }
  return res;
}

/** Signs in; returns the user and the session cookie header (production's __Host- cookie is Secure, so it is sent by hand). */
export function signIn(email, password) {
  const res = http.post(`${BASE}/api/auth/signin`, JSON.stringify({ email, password }), { headers: JSON_HEADERS });
  const body = ok(res, `sign in ${email}`);
  const cookies = [];
  for (const name of Object.keys(res.cookies)) {
    if (/adops_session$/.test(name)) cookies.push(`${name}=${res.cookies[name][0].value}`);
  }
  return { user: body.user, cookie: cookies.join('; ') };
}

/** The admin's bearer token: sign in, create an API key, exchange it (the partner path). */
export function adminBearer() {
  const email = __ENV.ADMIN_EMAIL || 'admin@adops.local';
  const password = __ENV.ADMIN_PASSWORD || 'Admin-Passw0rd!';
  const { user, cookie } = signIn(email, password);
  const key = ok(http.post(`${BASE}/api/api-keys`, JSON.stringify({ userId: user.id, name: `k6 ${Date.now()}` }), { headers: { ...JSON_HEADERS, Cookie: cookie } }), 'create API key');
  const token = ok(http.post(`${BASE}/api/auth/token`, JSON.stringify({ apiKey: key.apiKey }), { headers: JSON_HEADERS }), 'issue token');
  return { adminId: user.id, headers: { Authorization: `Bearer ${token.accessToken}` } };
}

/** Ensures `n` staff users named `<prefix>-<i>@bench.local` exist (idempotent: 409 means it is there); returns their ids. */
export function seedUsers(auth, prefix, n, password) {
  for (let i = 0; i < n; i++) {
    const body = { email: `${prefix}-${i}@bench.local`, displayName: `Bench ${prefix} ${i}`, roles: ['sales'], kind: 'staff' };
    if (password) Object.assign(body, { password, confirmPassword: password });
    const res = http.post(`${BASE}/api/users`, JSON.stringify(body), { headers: { ...JSON_HEADERS, ...auth.headers } });
    if (res.status !== 201 && res.status !== 409) fail(`create user: ${res.status} ${String(res.body).slice(0, 300)}`);
  }
  const list = ok(http.get(`${BASE}/api/users/list?page=1&limit=100&search=${prefix}-`, { headers: auth.headers }), 'list seeded users');
  const ids = list.items.filter((u) => u.email.startsWith(`${prefix}-`)).map((u) => u.id);
  if (ids.length < n) fail(`seeded ${ids.length} of ${n} users`);
  return ids;
}

/**
 * Ends every script's setup(): tells the bench driver that seeding is over and the measured load
 * begins, so the service's CPU time is read around the load only (setup's sign-in, an argon2 hash,
 * would otherwise weigh on every request).
 */
export function loadBegins(data) {
  console.log('bench: load begins');
  return data;
}

/** The summary as JSON for the driver (SUMMARY), plus a one-line result on stdout. */
export function summary(data) {
  const m = data.metrics;
  const d = m['http_req_duration{scenario:load}'];
  const line = d
    ? `reqs=${m['http_reqs{scenario:load}'].values.count} p50=${d.values.med.toFixed(1)} p95=${d.values['p(95)'].toFixed(1)} p99=${d.values['p(99)'].toFixed(1)} failed=${(m['http_req_failed{scenario:load}'].values.rate * 100).toFixed(2)}% dropped=${m.dropped_iterations ? m.dropped_iterations.values.count : 0}\n`
    : 'no load requests\n';
  const out = { stdout: line };
  if (__ENV.SUMMARY) out[__ENV.SUMMARY] = JSON.stringify(data);
  return out;
}
