import { test } from 'node:test';
import assert from 'node:assert/strict';
import { anon, assertOk, assertProblem, clientAs } from '@adops/platform/testing';
import { ADMIN, identityService, signedIn } from './helpers.ts';

const svc = identityService();

test('the seeded admin signs in and lists users on MariaDB', async () => {
  const admin = await signedIn(svc);
  const users = assertOk(await admin.identity.GET('/api/users/list', { params: { query: { limit: 25 } } }));
  assert.equal(users.count, 1);
  assert.equal(users.items[0]!.email, ADMIN.email);
});

test('readiness reports the database', async () => {
  assert.equal((await anon(svc).get('/readyz')).status, 200);
});

test('who may call is decided before what was sent: anonymous invalid body is 401, wrong role 403', async () => {
  const anonymous = await anon(svc).post('/api/users', { bogus: 1 });
  assertProblem(anonymous, 401);
  assert.equal(anonymous.headers.get('content-type'), 'application/problem+json; charset=utf-8');
  assertProblem(await clientAs(svc, 'sales').post('/api/users', { bogus: 1 }), 403);
  const admin = await signedIn(svc);
  assertProblem(await admin.post('/api/users', { bogus: 1 }), 400);
});
