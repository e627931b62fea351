// The signed-in user's own profile: getMe (with session renewal), updateMe, changeMyPassword,
// setMyPicture and unlinkAccount.
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { sessionCookieName } from '@adops/platform';
import { anon, assertProblem, PNG, type TestClient } from '@adops/platform/testing';
import { GOOD_PASSWORD, identityService, makeUser, RELAXED_LIMITS, signedIn, signedWithServiceKey, userWithRoles } from './helpers.ts';

const PASSWORD_MESSAGE = 'Please enter a passphrase or password with 6 or more characters.';
const CUSTOMER_A = randomUUID();

const svc = identityService({ env: RELAXED_LIMITS });
// Users the read-only tests share; a test that changes a user's profile makes its own (aDashboardUser).
let admin: TestClient;
let sales: TestClient;
let salesUser: { id: string; email: string };

before(async () => {
  await svc.ready;
  admin = await signedIn(svc);
  ({ client: sales, user: salesUser } = await userWithRoles(svc, admin, ['sales']));
});

/** A dashboard agent of customer A of this test's own, signed in. */
const aDashboardUser = () => userWithRoles(svc, admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_A, username: 'jo' });

/** A session JWT as identity signs it, but issued `ageSeconds` ago. */
const sessionIssuedAgo = (user: { id: string; email: string }, roles: string[], ageSeconds: number) =>
  signedWithServiceKey(svc, user.id, { email: user.email, kind: 'staff', roles, via: 'session', sid: randomUUID() }, { ageSeconds });

describe('getMe', () => {
  test('returns the signed-in staff and dashboard user', async () => {
    const me = await sales.get('/api/users/me');
    assert.equal(me.status, 200);
    assert.equal(me.body.id, salesUser.id);
    assert.equal(me.body.email, salesUser.email);
    assert.deepEqual(me.body.roles, ['sales']);
    assert.equal(me.body.kind, 'staff');
    assert.equal(me.body.passwordHash, undefined);
    assert.ok(me.body.lastSignInAt);
    const { client: agent, user: agentUser } = await aDashboardUser();
    const d = await agent.get('/api/users/me');
    assert.equal(d.body.id, agentUser.id);
    assert.equal(d.body.customerId, CUSTOMER_A);
  });
  test('401 without a session', async () => {
    assertProblem(await anon(svc).get('/api/users/me'), 401);
  });
  test('an unknown query parameter is 400', async () => {
    assertProblem(await sales.get('/api/users/me?x=1'), 400);
  });
  test('renews a session older than ten minutes, not a fresh one', async () => {
    const cookieName = sessionCookieName(svc.config.mode);
    const fresh = await sales.get('/api/users/me');
    assert.equal(fresh.headers.getSetCookie().length, 0);
    const old = await sessionIssuedAgo(salesUser, ['sales'], 700);
    const res = await anon(svc).get('/api/users/me', { cookie: `${cookieName}=${old}` });
    assert.equal(res.status, 200);
    const renewed = res.headers.getSetCookie().find((c) => c.startsWith(`${cookieName}=`));
    assert.ok(renewed, 'no renewed cookie');
    assert.notEqual(renewed!.split(';')[0]!.slice(cookieName.length + 1), old);
  });
  test('does not renew the session of a deactivated user', async () => {
    const u = await makeUser(admin, ['sales']);
    const old = await sessionIssuedAgo(u, ['sales'], 700);
    assert.equal((await admin.post(`/api/users/${u.id}/deactivate`)).status, 200);
    const res = await anon(svc).get('/api/users/me', { cookie: `${sessionCookieName(svc.config.mode)}=${old}` });
    assert.equal(res.headers.getSetCookie().length, 0);
  });
});

describe('updateMe', () => {
  test('changes the display name and username', async () => {
    const { client: agent } = await aDashboardUser();
    const res = await agent.put('/api/users/me', { displayName: 'Jo Agent', username: 'jo.agent' });
    assert.equal(res.status, 200);
    assert.equal(res.body.displayName, 'Jo Agent');
    assert.equal(res.body.username, 'jo.agent');
    assert.equal((await agent.get('/api/users/me')).body.displayName, 'Jo Agent');
  });
  test('an unknown field (customerId, roles, email) is 400 and changes nothing', async () => {
    const { client: agent } = await aDashboardUser();
    assert.equal((await agent.put('/api/users/me', { displayName: 'Jo Agent' })).status, 200);
    assertProblem(await agent.put('/api/users/me', { displayName: 'X', customerId: randomUUID() }), 400);
    assertProblem(await sales.put('/api/users/me', { roles: ['admin'] }), 400);
    assertProblem(await sales.put('/api/users/me', { email: 'other@test.local' }), 400);
    const me = await agent.get('/api/users/me');
    assert.equal(me.body.customerId, CUSTOMER_A);
    assert.equal(me.body.displayName, 'Jo Agent');
    assert.deepEqual((await sales.get('/api/users/me')).body.roles, ['sales']);
  });
  test('an empty body or empty name is 400', async () => {
    assertProblem(await sales.put('/api/users/me', {}), 400);
    assertProblem(await sales.put('/api/users/me', { displayName: '' }), 400);
    assertProblem(await sales.put('/api/users/me', { displayName: 'x'.repeat(101) }), 400);
  });
  test('401 without a session', async () => {
    assertProblem(await anon(svc).put('/api/users/me', { displayName: 'Nobody' }), 401);
  });
});

describe('changeMyPassword', () => {
  test('with the current password: the new one signs in, the old one does not', async () => {
    const { client, user } = await userWithRoles(svc, admin, ['sales']);
    const res = await client.put('/api/users/me/password', { currentPassword: GOOD_PASSWORD, password: 'Changed-Passw0rd', confirmPassword: 'Changed-Passw0rd' });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { message: 'Your password has been changed.' });
    await signedIn(svc, user.email, 'Changed-Passw0rd');
    assertProblem(await anon(svc).post('/api/auth/signin', { email: user.email, password: GOOD_PASSWORD }), 401);
  });
  test('a wrong current password, a short or mismatched new one are 400', async () => {
    assertProblem(await sales.put('/api/users/me/password', { currentPassword: 'Wrong-Passw0rd', password: 'Changed-Passw0rd', confirmPassword: 'Changed-Passw0rd' }), 400, 'The current password is wrong.');
    assertProblem(await sales.put('/api/users/me/password', { currentPassword: GOOD_PASSWORD, password: 'abc', confirmPassword: 'abc' }), 400, PASSWORD_MESSAGE);
    assertProblem(await sales.put('/api/users/me/password', { currentPassword: GOOD_PASSWORD, password: 'Changed-Passw0rd', confirmPassword: 'Changed-Passw0rd!' }), 400, 'Passwords do not match.');
    assertProblem(await sales.put('/api/users/me/password', { password: 'Changed-Passw0rd', confirmPassword: 'Changed-Passw0rd' }), 400);
    await signedIn(svc, salesUser.email, GOOD_PASSWORD);
  });
  test('401 without a session', async () => {
    assertProblem(await anon(svc).put('/api/users/me/password', { currentPassword: GOOD_PASSWORD, password: 'Changed-Passw0rd', confirmPassword: 'Changed-Passw0rd' }), 401);
  });
});

describe('setMyPicture', () => {
  test('uploads a png; the user has a picture that can be fetched', async () => {
    const { client: agent, user: agentUser } = await aDashboardUser();
    const res = await agent.put('/api/users/me/picture', PNG, { 'content-type': 'image/png' });
    assert.equal(res.status, 200);
    assert.equal(res.body.hasPicture, true);
    const pic = await agent.get(`/api/users/${agentUser.id}/picture`, { accept: 'image/*' });
    assert.equal(pic.status, 200);
    assert.equal(pic.headers.get('content-type'), 'image/png');
  });
  test('bytes that are not an image are 415 whatever the declared type; JSON is 415', async () => {
    assertProblem(await sales.put('/api/users/me/picture', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { 'content-type': 'image/png' }), 415);
    assertProblem(await sales.put('/api/users/me/picture', { picture: 'x' }), 415);
    assert.equal((await sales.get('/api/users/me')).body.hasPicture, false);
  });
  test('401 without a session', async () => {
    assertProblem(await anon(svc).put('/api/users/me/picture', PNG, { 'content-type': 'image/png' }), 401);
  });
});

describe('unlinkAccount', () => {
  test('removes a linked provider; a second unlink is 404', async () => {
    const { client: sales, user: salesUser } = await userWithRoles(svc, admin, ['sales']);
    await svc.booted.dataSource.query('UPDATE users SET linkedAccounts = ? WHERE id = ?', [JSON.stringify([{ provider: 'google', linkedAt: '2026-01-01T00:00:00.000Z' }, { provider: 'facebook', linkedAt: '2026-01-02T00:00:00.000Z' }]), salesUser.id]);
    const res = await sales.delete('/api/users/accounts?provider=google');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.linkedAccounts.map((a: { provider: string }) => a.provider), ['facebook']);
    assert.deepEqual((await sales.get('/api/users/me')).body.linkedAccounts.map((a: { provider: string }) => a.provider), ['facebook']);
    assertProblem(await sales.delete('/api/users/accounts?provider=google'), 404);
  });
  test('a missing or empty provider is 400', async () => {
    assertProblem(await sales.delete('/api/users/accounts'), 400);
    assertProblem(await sales.delete('/api/users/accounts?provider='), 400);
  });
  test('401 without a session', async () => {
    assertProblem(await anon(svc).delete('/api/users/accounts?provider=google'), 401);
  });
});
