// GET /api/users/list?page=1&limit=25 as an admin with a bearer token: the spec's validator, the
// security handler, the ORM query with its count, and serialisation of a full page of 25.
// With CEILING=1 it targets the bare Express ceiling app (no auth, no seeding; same body).
import http from 'k6/http';
import { check } from 'k6';
import { BASE, adminBearer, loadBegins, loadOptions, seedUsers, summary } from './lib.js';

export const options = loadOptions();
const CEILING = __ENV.CEILING === '1';

export function setup() {
  if (CEILING) return loadBegins({ headers: {} });
  const auth = adminBearer();
  seedUsers(auth, 'list', 30); // more than a page, so every response carries 25 items
  return loadBegins({ headers: auth.headers });
}

export default function (data) {
  const res = http.get(`${BASE}/api/users/list?page=1&limit=25`, { headers: data.headers, tags: { name: 'listUsers' } });
  // A cheap check (k6 shares the machine): status, and the page's shape by its 25 "id" keys' neighbour.
  check(res, { 'a page of 25': (r) => r.status === 200 && r.body.split('"hasPicture"').length === 26 });
}

export const handleSummary = summary;
