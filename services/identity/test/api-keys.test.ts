// API keys and bearer tokens: create (shown once), list (never the secret), exchange for a bearer
// token, use it, revoke it.
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, type TestClient } from '@adops/platform/testing';
import { identityService, makeUser, RELAXED_LIMITS, signedIn, userWithRoles } from './helpers.ts';

const svc = identityService({ env: RELAXED_LIMITS });
// Signed-in staff every test acts as (sessions nothing here ends); the keys and users are per test.
let admin: TestClient;
let operations: TestClient;
let partner: { id: string; email: string };

before(async () => {
  await svc.ready;
  admin = await signedIn(svc);
  operations = (await userWithRoles(svc, admin, ['operations'])).client;
  partner = await makeUser(admin, ['sales'], { password: undefined });
});

const createKey = async (userId = partner.id, name = 'Partner feed') => assertOk(await admin.identity.POST('/api/api-keys', { body: { userId, name } }), 201);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('createApiKey', () => {
  test('returns the key once with its prefix; only its hash is stored', async () => {
    const key = await createKey();
    assert.equal(key.userId, partner.id);
    assert.equal(key.name, 'Partner feed');
    assert.match(key.apiKey, /^adk_[0-9a-f]{10}_[\w-]{20,}$/);
    assert.ok(key.apiKey.startsWith(`${key.prefix}_`));
    const rows: Array<{ secretHash: string }> = await svc.booted.dataSource.query('SELECT secretHash FROM api_keys WHERE id = ?', [key.id]);
    assert.equal(rows.length, 1);
    assert.ok(!rows[0]!.secretHash.includes(key.apiKey.split('_')[2]!));
  });
  test('404 for an unknown user', async () => {
    assertProblem(await admin.post('/api/api-keys', { userId: randomUUID(), name: 'x' }), 404);
  });
  test('401 without a session; 403 for operations', async () => {
    assertProblem(await anon(svc).post('/api/api-keys', { userId: partner.id, name: 'x' }), 401);
    assertProblem(await operations.post('/api/api-keys', { userId: partner.id, name: 'x' }), 403);
  });
  test('invalid input is 400', async () => {
    assertProblem(await admin.post('/api/api-keys', { userId: partner.id }), 400);
    assertProblem(await admin.post('/api/api-keys', { userId: 'nope', name: 'x' }), 400);
    assertProblem(await admin.post('/api/api-keys', { userId: partner.id, name: '' }), 400);
    assertProblem(await admin.post('/api/api-keys', { userId: partner.id, name: 'x', secret: 'mine' }), 400);
  });
});

describe('listApiKeys', () => {
  test('lists keys without secrets, filtered by user', async () => {
    const other = await makeUser(admin, ['sales']);
    const mine = await createKey(other.id, 'Other feed');
    const res = await admin.get(`/api/api-keys?userId=${other.id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.count, 1);
    assert.equal(res.body.items[0].id, mine.id);
    assert.equal(res.body.items[0].apiKey, undefined);
    assert.equal(res.body.items[0].secretHash, undefined);
    const all = await admin.get('/api/api-keys');
    assert.ok(all.body.items.some((k: { id: string }) => k.id === mine.id));
    assert.ok(all.body.count >= 2);
  });
  test('401 without a session; 403 for operations; 400 for a bad filter', async () => {
    assertProblem(await anon(svc).get('/api/api-keys'), 401);
    assertProblem(await operations.get('/api/api-keys'), 403);
    assertProblem(await admin.get('/api/api-keys?userId=nope'), 400);
  });
});

describe('issueToken and the bearer flow', () => {
  test('createApiKey → POST /api/auth/token → GET /api/users/me with Authorization: Bearer', async () => {
    const key = await createKey();
    const res = await anon(svc).post('/api/auth/token', { apiKey: key.apiKey });
    assert.equal(res.status, 200);
    assert.equal(res.body.tokenType, 'Bearer');
    assert.equal(res.body.expiresIn, 3600);
    assert.equal(res.headers.getSetCookie().length, 0);
    const me = await anon(svc).get('/api/users/me', bearer(res.body.accessToken));
    assert.equal(me.status, 200);
    assert.equal(me.body.id, partner.id);
    assert.equal(me.headers.getSetCookie().length, 0);
    const listed = await admin.get(`/api/api-keys?userId=${partner.id}`);
    assert.ok(listed.body.items.find((k: { id: string }) => k.id === key.id).lastUsedAt);
  });
  test('a bearer token carries the user’s roles: sales is 403 on staff management', async () => {
    const key = await createKey();
    const token = (await anon(svc).post('/api/auth/token', { apiKey: key.apiKey })).body.accessToken;
    assertProblem(await anon(svc).get('/api/users/list', bearer(token)), 403);
  });
  test('a bearer token placed in the session cookie is not a session', async () => {
    const key = await createKey();
    const token = (await anon(svc).post('/api/auth/token', { apiKey: key.apiKey })).body.accessToken;
    assertProblem(await anon(svc).get('/api/users/me', { cookie: `adops_session=${token}; __Host-adops_session=${token}` }), 401);
  });
  test('a revoked key is 401 and revoking twice is 404', async () => {
    const key = await createKey();
    const del = await admin.delete(`/api/api-keys/${key.id}`);
    assert.equal(del.status, 204);
    assertProblem(await anon(svc).post('/api/auth/token', { apiKey: key.apiKey }), 401);
    assertProblem(await admin.delete(`/api/api-keys/${key.id}`), 404);
    const listed = await admin.get(`/api/api-keys?userId=${partner.id}`);
    assert.ok(!listed.body.items.some((k: { id: string }) => k.id === key.id));
  });
  test('a wrong secret with a real prefix, or garbage, is 401', async () => {
    const key = await createKey();
    assertProblem(await anon(svc).post('/api/auth/token', { apiKey: `${key.prefix}_${'A'.repeat(32)}` }), 401);
    assertProblem(await anon(svc).post('/api/auth/token', { apiKey: 'garbage' }), 401);
  });
  test('an inactive user’s key gets no token', async () => {
    const u = await makeUser(admin, ['sales']);
    const key = await createKey(u.id);
    await admin.post(`/api/users/${u.id}/deactivate`);
    assertProblem(await anon(svc).post('/api/auth/token', { apiKey: key.apiKey }), 403, 'User Is Not Active');
  });
  test('invalid input is 400', async () => {
    assertProblem(await anon(svc).post('/api/auth/token', {}), 400);
    assertProblem(await anon(svc).post('/api/auth/token', { apiKey: '' }), 400);
    assertProblem(await anon(svc).post('/api/auth/token', { apiKey: 'x', userId: partner.id }), 400);
  });
});

describe('revokeApiKey', () => {
  test('admin revokes a key (204)', async () => {
    const key = await createKey();
    assert.equal((await admin.delete(`/api/api-keys/${key.id}`)).status, 204);
  });
  test('401 without a session; 403 for operations; 400 malformed id; 404 unknown id', async () => {
    const key = await createKey();
    assertProblem(await anon(svc).delete(`/api/api-keys/${key.id}`), 401);
    assertProblem(await operations.delete(`/api/api-keys/${key.id}`), 403);
    assertProblem(await admin.delete('/api/api-keys/nope'), 400);
    assertProblem(await admin.delete(`/api/api-keys/${randomUUID()}`), 404);
    assert.equal((await anon(svc).post('/api/auth/token', { apiKey: key.apiKey })).status, 200);
  });
});
