// API keys and bearer tokens: create (shown once; a name, an optional expiry, roles no wider than the
// user's), list (never the secret; roles, expiry, last use), exchange for a bearer token that carries
// the key's roles the user still has and expires with the key, use it, revoke it; and the key's tokens
// refused once its user is deactivated or removed.
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertOk, assertProblem, uniqueEmail, type TestClient } from '@adops/platform/testing';
import { GOOD_PASSWORD, identityService, makeUser, RELAXED_LIMITS, signedIn, userWithRoles, type Role } from './helpers.ts';

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

const createKey = async (userId = partner.id, name = 'Partner feed', extra: { expiresAt?: string; roles?: Role[] } = {}) =>
  assertOk(await admin.identity.POST('/api/api-keys', { body: { userId, name, ...extra } }), 201);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const exchange = (apiKey: string) => anon(svc).post('/api/auth/token', { apiKey });
const tokenOf = async (apiKey: string) => assertOk(await anon(svc).identity.POST('/api/auth/token', { body: { apiKey } })).accessToken;
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
const listedKey = async (userId: string, id: string) =>
  assertOk(await admin.identity.GET('/api/api-keys', { params: { query: { userId } } })).items.find((k) => k.id === id);

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
  test('without roles the key has all its user’s roles; with some, those; an expiry is kept', async () => {
    const u = await makeUser(admin, ['operations', 'sales']);
    const all = await createKey(u.id);
    assert.deepEqual([...all.roles].sort(), ['operations', 'sales']);
    assert.equal(all.expiresAt, undefined);
    const expiresAt = inDays(30);
    const narrow = await createKey(u.id, '  Sales feed  ', { roles: ['sales'], expiresAt });
    assert.deepEqual(narrow.roles, ['sales']);
    assert.equal(narrow.name, 'Sales feed');
    assert.equal(narrow.expiresAt, expiresAt);
  });
  test('an expiry now or in the past, or more than 365 days away, is 400', async () => {
    const past = await admin.post('/api/api-keys', { userId: partner.id, name: 'x', expiresAt: new Date(Date.now() - 60_000).toISOString() });
    assertProblem(past, 400, 'An API key’s expiry must be in the future.');
    assert.deepEqual(past.body.errors.map((e: { path: string }) => e.path), ['/body/expiresAt']);
    assertProblem(await admin.post('/api/api-keys', { userId: partner.id, name: 'x', expiresAt: inDays(366) }), 400, 'An API key expires at most 365 days from now.');
    assertProblem(await admin.post('/api/api-keys', { userId: partner.id, name: 'x', expiresAt: 'next week' }), 400);
    assertProblem(await admin.post('/api/api-keys', { userId: partner.id, name: 'x', expiresAt: '2027-01-01' }), 400);
    assert.equal((await admin.post('/api/api-keys', { userId: partner.id, name: 'x', expiresAt: inDays(364) })).status, 201);
  });
  test('roles wider than the user’s are 400, naming them; malformed roles are 400', async () => {
    const wider = await admin.post('/api/api-keys', { userId: partner.id, name: 'x', roles: ['sales', 'admin'] });
    assertProblem(wider, 400, 'An API key cannot have roles its user lacks: admin.');
    assert.deepEqual(wider.body.errors.map((e: { path: string }) => e.path), ['/body/roles']);
    assertProblem(await admin.post('/api/api-keys', { userId: partner.id, name: 'x', roles: [] }), 400);
    assertProblem(await admin.post('/api/api-keys', { userId: partner.id, name: 'x', roles: ['root'] }), 400);
    assertProblem(await admin.post('/api/api-keys', { userId: partner.id, name: 'x', roles: ['sales', 'sales'] }), 400);
    assertProblem(await admin.post('/api/api-keys', { userId: partner.id, name: 'x', roles: 'sales' }), 400);
  });
  test('a user with no role (awaiting approval) gets no key: 400', async () => {
    const email = uniqueEmail('pending');
    assert.equal((await anon(svc).post('/api/auth/signup', { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD })).status, 201);
    const [pending] = (await svc.booted.dataSource.query('SELECT id, roles FROM users WHERE email = ?', [email])) as Array<{ id: string; roles: string }>;
    assert.deepEqual(JSON.parse(pending!.roles), []);
    assertProblem(await admin.post('/api/api-keys', { userId: pending!.id, name: 'x' }), 400, 'This user has no role to give an API key.');
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
    assertProblem(await admin.post('/api/api-keys', { userId: partner.id, name: '   ' }), 400);
    assertProblem(await admin.post('/api/api-keys', { userId: partner.id, name: 'x'.repeat(101) }), 400);
    assertProblem(await admin.post('/api/api-keys', { userId: partner.id, name: 42 }), 400);
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
  test('the list shows roles, expiry, creation and last use (absent until the first exchange)', async () => {
    const u = await makeUser(admin, ['operations', 'sales']);
    const expiresAt = inDays(10);
    const key = await createKey(u.id, 'Listed', { roles: ['sales'], expiresAt });
    const before = await listedKey(u.id, key.id);
    assert.deepEqual(before?.roles, ['sales']);
    assert.equal(before?.expiresAt, expiresAt);
    assert.equal(before?.createdAt, key.createdAt);
    assert.equal(before?.lastUsedAt, undefined);
    const start = Date.now();
    await tokenOf(key.apiKey);
    const used = Date.parse((await listedKey(u.id, key.id))?.lastUsedAt ?? '');
    assert.ok(used >= start - 5 && used <= Date.now() + 5, `lastUsedAt ${used} between ${start} and now`);
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
  test('a key narrower than its user: its token is 403 where the user’s own key is 200', async () => {
    const u = await makeUser(admin, ['operations', 'sales']);
    const full = await tokenOf((await createKey(u.id)).apiKey);
    const salesOnly = await tokenOf((await createKey(u.id, 'Sales only', { roles: ['sales'] })).apiKey);
    assert.equal((await anon(svc).get('/api/users/list', bearer(full))).status, 200);
    assertProblem(await anon(svc).get('/api/users/list', bearer(salesOnly)), 403);
    assert.equal((await anon(svc).get('/api/users/me', bearer(salesOnly))).status, 200);
  });
  test('a token carries the key’s roles the user still has; none left is 403', async () => {
    const u = await makeUser(admin, ['operations', 'sales']);
    const both = await createKey(u.id);
    const opsOnly = await createKey(u.id, 'Ops only', { roles: ['operations'] });
    assert.equal((await admin.put(`/api/users/${u.id}`, { roles: ['sales'] })).status, 200);
    const token = await tokenOf(both.apiKey);
    assertProblem(await anon(svc).get('/api/users/list', bearer(token)), 403);
    assert.equal((await anon(svc).get('/api/users/me', bearer(token))).status, 200);
    assertProblem(await exchange(opsOnly.apiKey), 403, 'This API key’s user no longer has any of its roles.');
  });
  test('an expired key is 401 with the invalid-key message; a token expires no later than its key', async () => {
    const expiresAt = new Date(Date.now() + 600_000);
    const key = await createKey(partner.id, 'Short-lived', { expiresAt: expiresAt.toISOString() });
    const issued = assertOk(await anon(svc).identity.POST('/api/auth/token', { body: { apiKey: key.apiKey } }));
    assert.ok(issued.expiresIn <= 600 && issued.expiresIn >= 590, `expiresIn ${issued.expiresIn}`);
    const exp = JSON.parse(Buffer.from(issued.accessToken.split('.')[1]!, 'base64url').toString()).exp as number;
    assert.ok(exp * 1000 <= expiresAt.getTime(), 'the token’s exp is not after the key’s expiry');
    await svc.booted.dataSource.query('UPDATE api_keys SET expiresAt = ? WHERE id = ?', [new Date(Date.now() - 1000), key.id]);
    assertProblem(await exchange(key.apiKey), 401, 'Invalid API key.');
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
  test('a non-admin cannot revoke another user’s key (403), by session or by its own key’s token', async () => {
    const other = await createKey();
    const { user: ops, client: opsSession } = await userWithRoles(svc, admin, ['operations']);
    const opsToken = await tokenOf((await createKey(ops.id, 'Ops key')).apiKey);
    assertProblem(await opsSession.delete(`/api/api-keys/${other.id}`), 403);
    assertProblem(await anon(svc).delete(`/api/api-keys/${other.id}`, bearer(opsToken)), 403);
    assert.equal((await exchange(other.apiKey)).status, 200);
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

describe('the key’s user deactivated or removed', () => {
  test('deactivation: the key’s existing token is 401 and the key gets no new one (403)', async () => {
    const u = await makeUser(admin, ['operations']);
    const key = await createKey(u.id);
    const token = await tokenOf(key.apiKey);
    assert.equal((await anon(svc).get('/api/users/list', bearer(token))).status, 200);
    assert.equal((await admin.post(`/api/users/${u.id}/deactivate`)).status, 200);
    assertProblem(await anon(svc).get('/api/users/list', bearer(token)), 401);
    assertProblem(await exchange(key.apiKey), 403, 'User Is Not Active');
  });
  test('removal: the key’s existing token is 401, the key is gone (401) and no longer listed', async () => {
    const u = await makeUser(admin, ['operations']);
    const key = await createKey(u.id);
    const token = await tokenOf(key.apiKey);
    assert.equal((await anon(svc).get('/api/users/list', bearer(token))).status, 200);
    assert.equal((await admin.post('/api/users/bulk-remove', { ids: [u.id] })).status, 200);
    assertProblem(await anon(svc).get('/api/users/list', bearer(token)), 401);
    assertProblem(await anon(svc).get('/api/users/me', bearer(token)), 401);
    assertProblem(await exchange(key.apiKey), 401, 'Invalid API key.');
    assert.equal(await listedKey(u.id, key.id), undefined);
  });
});
