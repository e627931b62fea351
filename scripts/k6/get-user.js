// GET /api/users/{id} as an admin with a bearer token, over a few seeded users.
import http from 'k6/http';
import { check } from 'k6';
import { BASE, adminBearer, loadBegins, loadOptions, seedUsers, summary } from './lib.js';

export const options = loadOptions();

export function setup() {
  const auth = adminBearer();
  return loadBegins({ headers: auth.headers, ids: seedUsers(auth, 'get', 20) });
}

export default function (data) {
  const id = data.ids[Math.floor(Math.random() * data.ids.length)];
  const res = http.get(`${BASE}/api/users/${id}`, { headers: data.headers, tags: { name: 'getUser' } });
  check(res, { 'the user': (r) => r.status === 200 && r.body.includes(id) });
}

export const handleSummary = summary;
