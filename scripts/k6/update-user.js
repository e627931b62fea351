// PUT /api/users/{id} {displayName} as an admin with a bearer token, over a few seeded users
// (a read, a transaction with the update, and the updated user back).
import http from 'k6/http';
import { check } from 'k6';
import { BASE, adminBearer, loadBegins, loadOptions, seedUsers, summary } from './lib.js';

export const options = loadOptions();

export function setup() {
  const auth = adminBearer();
  return loadBegins({ headers: { ...auth.headers, 'Content-Type': 'application/json' }, ids: seedUsers(auth, 'update', 20) });
}

export default function (data) {
  const id = data.ids[Math.floor(Math.random() * data.ids.length)];
  const name = `Bench ${__VU}-${__ITER}`;
  const res = http.put(`${BASE}/api/users/${id}`, JSON.stringify({ displayName: name }), { headers: data.headers, tags: { name: 'updateUser' } });
  check(res, { 'updated': (r) => r.status === 200 && r.body.includes(name) });
}

export const handleSummary = summary;
