// Sign-in with e-mail and password (argon2id verification on the thread pool) at a constant rate,
// spread over a few seeded users so no single account's counters dominate.
import http from 'k6/http';
import { check } from 'k6';
import { BASE, adminBearer, loadBegins, loadOptions, seedUsers, summary } from './lib.js';

export const options = loadOptions();
const PASSWORD = 'Bench-Passw0rd!';
const USERS = 10;

export function setup() {
  const auth = adminBearer();
  seedUsers(auth, 'signin', USERS, PASSWORD);
  return loadBegins({});
}

export default function () {
  const email = `signin-${Math.floor(Math.random() * USERS)}@bench.local`;
  const res = http.post(`${BASE}/api/auth/signin`, JSON.stringify({ email, password: PASSWORD }), {
    headers: { 'Content-Type': 'application/json' },
    tags: { name: 'signIn' },
  });
  check(res, { 'signed in': (r) => r.status === 200 && r.body.includes('"isActive":true') });
}

export const handleSummary = summary;
