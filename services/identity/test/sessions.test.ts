// Sessions that end when they should (threats of docs/security.md): after sign-out, deactivation,
// removal, a role change, a password change or an API key's revocation the old cookie or bearer token
// is refused at once by identity itself; a deactivated user's old cookie can neither reactivate the
// account nor mint pre-auth links; a self signed-up account reaches no customer data.
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertProblem, eventLog, uniqueEmail, type TestClient } from '@adops/platform/testing';
import { GOOD_PASSWORD, identityService, mailedPath, mailedToken, makeUser, RELAXED_LIMITS, signedIn, userWithRoles, type Role } from './helpers.ts';

const svc = identityService({ env: RELAXED_LIMITS });
// The admin's session is never ended here; every user whose sessions end is made by its test.
let admin: TestClient;

before(async () => {
  await svc.ready;
  admin = await signedIn(svc);
});

/** A signed-in operations user, and a copy of its cookie kept aside (as a thief or an old tab would). */
async function withOldCookie(roles: Role[] = ['operations']) {
  const { user, client } = await userWithRoles(svc, admin, roles);
  assert.equal((await client.get('/api/users/me')).status, 200);
  return { user, client, old: client.copy() };
}

describe('revocation', () => {
  test('sign-out ends that session only: the old cookie is 401, another session of the user goes on', async () => {
    const { user, client, old } = await withOldCookie();
    const elsewhere = await signedIn(svc, user.email, GOOD_PASSWORD);
    const events = eventLog(svc);
    const mark = await events.mark();
    assert.equal((await client.post('/api/auth/signout')).status, 200);
    assertProblem(await old.get('/api/users/me'), 401);
    assertProblem(await old.get('/api/users/list'), 401);
    assert.equal((await elsewhere.get('/api/users/me')).status, 200);
    // Published for the other services: that one session, not the user's others.
    const revoked = await events.since(mark);
    assert.deepEqual(revoked.map((e) => e.type), ['session.revoked']);
    assert.ok(revoked[0]?.type === 'session.revoked');
    assert.equal(revoked[0].data.userId, user.id);
  });
  test('deactivation: the old cookie is 401; it can neither reactivate the account nor mint pre-auth links', async () => {
    const { user, old } = await withOldCookie(['operations']);
    const target = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: randomUUID() });
    const events = eventLog(svc);
    const mark = await events.mark();
    assert.equal((await admin.post(`/api/users/${user.id}/deactivate`)).status, 200);
    assertProblem(await old.get('/api/users/me'), 401);
    assertProblem(await old.post(`/api/users/${user.id}/activate`), 401);
    assertProblem(await old.post('/api/auth/dashboard/preauthLink', { userid: target.id }), 401);
    assertProblem(await old.post('/api/auth/dashboard/preauth', { userid: target.id }), 401);
    const revoked = await events.since(mark, { types: ['user.sessions_revoked'] });
    assert.deepEqual(revoked.map((e) => [e.data.userId, e.data.reason]), [[user.id, 'deactivated']]);
  });
  test('removal: the old cookie is 401', async () => {
    const { user, old } = await withOldCookie();
    assert.equal((await admin.post('/api/users/bulk-remove', { ids: [user.id] })).status, 200);
    assertProblem(await old.get('/api/users/me'), 401);
  });
  test('a role change takes effect at the next request: the old cookie is 401, a new sign-in carries the new roles', async () => {
    const { user, old } = await withOldCookie(['operations']);
    assert.equal((await old.get('/api/users/list')).status, 200);
    assert.equal((await admin.put(`/api/users/${user.id}`, { roles: ['sales'] })).status, 200);
    assertProblem(await old.get('/api/users/list'), 401);
    const fresh = await signedIn(svc, user.email, GOOD_PASSWORD);
    assertProblem(await fresh.get('/api/users/list'), 403);
    // Saving a profile without changing the roles ends nothing.
    const again = fresh.copy();
    assert.equal((await admin.put(`/api/users/${user.id}`, { roles: ['sales'], displayName: 'Same Roles' })).status, 200);
    assert.equal((await again.get('/api/users/me')).status, 200);
  });
  test('a password set by an admin ends the user\'s sessions', async () => {
    const { user, old } = await withOldCookie();
    assert.equal((await admin.put(`/api/users/${user.id}/password`, { password: 'Another-Passw0rd!', confirmPassword: 'Another-Passw0rd!' })).status, 200);
    assertProblem(await old.get('/api/users/me'), 401);
  });
  test('nobody sets their own password through the staff route (it needs no current password)', async () => {
    const { user, client } = await withOldCookie(['operations']);
    assertProblem(await client.put(`/api/users/${user.id}/password`, { password: 'Another-Passw0rd!', confirmPassword: 'Another-Passw0rd!' }), 403, 'Change your own password in your settings, with your current password.');
    assert.equal((await client.get('/api/users/me')).status, 200);
  });
  test('a body is taken as sent: a boolean where a string belongs is a 400, never stored as "false"', async () => {
    const { client } = await withOldCookie(['operations']);
    assertProblem(await client.put('/api/users/me', { displayName: 'Ada', username: false }), 400);
    assert.notEqual((await client.get('/api/users/me')).body.username, 'false');
  });
  test('changing my own password ends my other sessions; this one goes on with a fresh cookie', async () => {
    const { user, client } = await withOldCookie();
    const other = await signedIn(svc, user.email, GOOD_PASSWORD);
    const res = await client.put('/api/users/me/password', { currentPassword: GOOD_PASSWORD, password: 'Fresh-Passw0rd-1', confirmPassword: 'Fresh-Passw0rd-1' });
    assert.equal(res.status, 200);
    assertProblem(await other.get('/api/users/me'), 401);
    assert.equal((await client.get('/api/users/me')).status, 200);
  });
  test('a password reset through the e-mailed link ends the user\'s sessions', async () => {
    const { user, old } = await withOldCookie();
    await anon(svc).post('/api/auth/forgot', { email: user.email });
    const token = await mailedToken(admin, user.email);
    assert.equal((await anon(svc).post(`/api/auth/reset/${token}`, { password: 'Reset-Passw0rd-2', confirmPassword: 'Reset-Passw0rd-2' })).status, 200);
    assertProblem(await old.get('/api/users/me'), 401);
  });
  test('revoking an API key refuses the bearer tokens it gave; deactivating its user does too', async () => {
    const { user } = await withOldCookie(['operations']);
    const key = (await admin.post('/api/api-keys', { userId: user.id, name: 'partner' })).body;
    const token = (await anon(svc).post('/api/auth/token', { apiKey: key.apiKey })).body.accessToken;
    const partner = anon(svc).useBearer(token);
    assert.equal((await partner.get('/api/users/list')).status, 200);
    assert.equal((await admin.delete(`/api/api-keys/${key.id}`)).status, 204);
    assertProblem(await partner.get('/api/users/list'), 401);
    // Another key of the same user: deactivation ends its tokens too.
    const second = (await admin.post('/api/api-keys', { userId: user.id, name: 'second' })).body;
    const bearer = anon(svc).useBearer((await anon(svc).post('/api/auth/token', { apiKey: second.apiKey })).body.accessToken);
    assert.equal((await bearer.get('/api/users/list')).status, 200);
    assert.equal((await admin.post(`/api/users/${user.id}/deactivate`)).status, 200);
    assertProblem(await bearer.get('/api/users/list'), 401);
  });
  test('a token without a session id is not accepted (it could not be revoked)', async () => {
    const { SignJWT, importPKCS8 } = await import('jose');
    const key = await importPKCS8(svc.booted.context.keys.privateKeyPem!, 'EdDSA');
    const token = await new SignJWT({ email: 'x@test.local', kind: 'staff', roles: ['admin'], via: 'session' })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(randomUUID())
      .setIssuer('adops-identity')
      .setAudience('adops')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    assertProblem(await anon(svc).get('/api/users/list', { cookie: `adops_session=${token}` }), 401);
  });
});

describe('a self signed-up staff account', () => {
  test('has no role until an admin grants one, and reaches no one else\'s data', async () => {
    const email = uniqueEmail('selfie');
    assert.equal((await anon(svc).post('/api/auth/signup', { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD })).status, 201);
    const activation = await mailedPath(admin, email);
    assert.equal((await anon(svc).get(activation)).status, 200);
    const me = await signedIn(svc, email, GOOD_PASSWORD);
    const profile = (await me.get('/api/users/me')).body;
    assert.deepEqual(profile.roles, []);
    assertProblem(await me.get('/api/users/list'), 403);
    assertProblem(await me.get('/api/users/dashboard-users'), 403);
    const someone = await makeUser(admin, ['sales']);
    assertProblem(await me.get(`/api/users/${someone.id}/picture`), 404);
    assertProblem(await me.put(`/api/users/${profile.id}`, { roles: ['admin'] }), 403);
    assertProblem(await me.post(`/api/users/${profile.id}/activate`), 403);
    // The admin approves by granting a role; the pending session ends and a new one has the role.
    const pending = (await admin.get('/api/users/list?pending=true')).body.items.map((u: { email: string }) => u.email);
    assert.ok(pending.includes(email));
    assert.equal((await admin.put(`/api/users/${profile.id}`, { roles: ['sales'] })).status, 200);
    assertProblem(await me.get('/api/users/me'), 401);
    const approved = await signedIn(svc, email, GOOD_PASSWORD);
    assert.deepEqual((await approved.get('/api/users/me')).body.roles, ['sales']);
  });
});
