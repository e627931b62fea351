import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { TestService } from '@adops/platform/testing';
import { TestClient } from '@adops/platform/testing';
import { ADMIN, signedIn, startIdentity } from './helpers.ts';

let svc: TestService;
before(async () => {
  svc = await startIdentity();
});
after(async () => {
  await svc?.close();
});

test('the seeded admin signs in and lists users on MariaDB', async () => {
  const admin = await signedIn(svc);
  const res = await admin.get('/api/users/list?limit=25');
  assert.equal(res.status, 200);
  assert.equal(res.body.count, 1);
  assert.equal(res.body.items[0].email, ADMIN.email);
});

test('readiness reports the database', async () => {
  const res = await new TestClient(svc.url).get('/readyz');
  assert.equal(res.status, 200);
});

test('who may call is decided before what was sent: anonymous invalid body is 401, wrong role 403', async () => {
  const anonymous = await new TestClient(svc.url).post('/api/users', { bogus: 1 });
  assert.equal(anonymous.status, 401);
  assert.equal(anonymous.headers.get('content-type'), 'application/problem+json; charset=utf-8');
  const admin = await signedIn(svc);
  const invalid = await admin.post('/api/users', { bogus: 1 });
  assert.equal(invalid.status, 400);
});
