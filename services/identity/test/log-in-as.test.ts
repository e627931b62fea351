// "Log in as" (001 §4, issue 28 §7; docs/decisions.md "Customer dashboard"): a pre-auth link opens the
// customer dashboard as a dashboard user in a second session cookie, which a request reads only when
// its X-Session header asks for it; the opener's own session goes on in the same browser. Sign-out,
// renewal and revocation act on the session the request chose.
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import { sessionCookieName } from '@adops/platform';
import { anon, assertProblem, type TestClient } from '@adops/platform/testing';
import { identityService, makeUser, RELAXED_LIMITS, signedIn, userWithRoles } from './helpers.ts';

const CUSTOMER = randomUUID();
const html = { accept: 'text/html' };
const AS = { 'x-session': 'as' };

const svc = identityService({ env: RELAXED_LIMITS });
let admin: TestClient;

before(async () => {
  await svc.ready;
  admin = await signedIn(svc);
});

/** A browser of a newly signed-in operations user, and an active agent of the customer to log in as. */
async function staffAndAgent() {
  const { client: browser, user: staff } = await userWithRoles(svc, admin, ['operations']);
  const agent = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER, agentId: randomUUID() });
  return { browser, staff, agent };
}

/** Asks for a pre-auth url for the user (as `browser`) and opens it in the same browser. */
async function logInAs(browser: TestClient, userId: string) {
  const res = await browser.post('/api/auth/dashboard/preauth', { userid: userId });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return browser.get(new URL(res.body.url).pathname, html);
}

const cookieValue = (res: { headers: Headers }, name: string) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(';')[0]!.slice(name.length + 1);

describe('log in as: a second session beside the opener\'s own', () => {
  test('the pre-auth link sets only the second cookie (httpOnly, SameSite=Lax, path /) and lands on /customer-dashboard?as=<user>', async () => {
    const { browser, agent } = await staffAndAgent();
    const go = await logInAs(browser, agent.id);
    assert.equal(go.status, 302);
    assert.equal(go.headers.get('location'), `/customer-dashboard?as=${agent.id}`);
    const cookies = go.headers.getSetCookie();
    assert.equal(cookies.length, 1, cookies.join('\n'));
    assert.match(cookies[0]!, new RegExp(`^${sessionCookieName(svc.config.mode, 'as')}=[^;]+;`));
    assert.match(cookies[0]!, /HttpOnly/);
    assert.match(cookies[0]!, /SameSite=Lax/i);
    assert.match(cookies[0]!, /Path=\//);
  });

  test('the staff session still works after it; the as-session reads as the dashboard user only with the header', async () => {
    const { browser, staff, agent } = await staffAndAgent();
    await logInAs(browser, agent.id);
    const own = await browser.get('/api/users/me');
    assert.equal(own.status, 200);
    assert.equal(own.body.id, staff.id);
    assert.equal(own.body.kind, 'staff');
    const as = await browser.get('/api/users/me', AS);
    assert.equal(as.status, 200);
    assert.equal(as.body.id, agent.id);
    assert.equal(as.body.kind, 'dashboard');
    // Naming the user the tab expects: the same user is fine, another is no session at all.
    assert.equal((await browser.get('/api/users/me', { 'x-session': `as:${agent.id}` })).body.id, agent.id);
    assertProblem(await browser.get('/api/users/me', { 'x-session': `as:${staff.id}` }), 401);
    // The as-session has the dashboard user's rights, not the staff member's.
    assertProblem(await browser.get('/api/users/list', AS), 403);
    assert.equal((await browser.get('/api/users/list')).status, 200);
    // An unknown header value chooses the browser's own session.
    assert.equal((await browser.get('/api/users/me', { 'x-session': 'staff' })).body.id, staff.id);
  });

  test('an answer to a request carrying only the second cookie is not cached (no-store)', async () => {
    const { browser, agent } = await staffAndAgent();
    await logInAs(browser, agent.id);
    const asOnly = browser.copy();
    asOnly.session.cookies.delete(sessionCookieName(svc.config.mode));
    const res = await asOnly.get('/api/auth/config');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.notEqual((await anon(svc).get('/api/auth/config')).headers.get('cache-control'), 'no-store');
  });

  test('the header grants nothing: without the second cookie it is signed out, never its own session', async () => {
    const { browser } = await staffAndAgent();
    assertProblem(await browser.get('/api/users/me', AS), 401);
    assertProblem(await anon(svc).get('/api/users/me', AS), 401);
  });

  test('sign-out with the header ends only the as-session and clears only its cookie', async () => {
    const { browser, staff, agent } = await staffAndAgent();
    await logInAs(browser, agent.id);
    const kept = browser.copy();
    const out = await browser.post('/api/auth/signout', undefined, AS);
    assert.equal(out.status, 200);
    const cleared = out.headers.getSetCookie();
    assert.equal(cleared.length, 1, cleared.join('\n'));
    assert.match(cleared[0]!, new RegExp(`^${sessionCookieName(svc.config.mode, 'as')}=;`));
    assertProblem(await browser.get('/api/users/me', AS), 401);
    assert.equal((await browser.get('/api/users/me')).body.id, staff.id);
    // Revoked, not only forgotten: the cookie kept aside no longer works either.
    assertProblem(await kept.get('/api/users/me', AS), 401);
    assert.equal((await kept.get('/api/users/me')).body.id, staff.id);
  });

  test('sign-out without the header ends the own session and drops the second cookie too', async () => {
    const { browser, agent } = await staffAndAgent();
    await logInAs(browser, agent.id);
    assert.equal((await browser.get('/api/users/me', AS)).body.id, agent.id);
    const out = await browser.post('/api/auth/signout');
    const cleared = out.headers.getSetCookie().join('\n');
    assert.match(cleared, new RegExp(`^${sessionCookieName(svc.config.mode)}=;`, 'm'));
    assert.match(cleared, new RegExp(`^${sessionCookieName(svc.config.mode, 'as')}=;`, 'm'));
    assertProblem(await browser.get('/api/users/me'), 401);
    assertProblem(await browser.get('/api/users/me', AS), 401);
  });

  test('getMe renews the cookie it read: the second one with the header', async () => {
    const { agent } = await staffAndAgent();
    const old = await sessionIssuedAgo(agent, 700);
    const asName = sessionCookieName(svc.config.mode, 'as');
    const ownName = sessionCookieName(svc.config.mode);
    const res = await anon(svc).get('/api/users/me', { ...AS, cookie: `${asName}=${old}` });
    assert.equal(res.status, 200);
    assert.equal(res.body.id, agent.id);
    const renewed = cookieValue(res, asName);
    assert.ok(renewed && renewed !== old, 'no renewed second cookie');
    assert.equal(cookieValue(res, ownName), undefined, 'the own cookie is left alone');
  });

  test('revocation works the same: deactivating the dashboard user ends the as-session, not the staff one', async () => {
    const { browser, staff, agent } = await staffAndAgent();
    await logInAs(browser, agent.id);
    assert.equal((await admin.post(`/api/users/${agent.id}/deactivate`)).status, 200);
    // Revocations are re-read every second.
    let status = 200;
    for (let i = 0; i < 30 && status === 200; i++) {
      status = (await browser.get('/api/users/me', AS)).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 200));
    }
    assert.equal(status, 401);
    assert.equal((await browser.get('/api/users/me')).body.id, staff.id);
  });

  test('a used or expired link, or one for a user deactivated since, goes to /authentication/dashboardinvalid without a cookie', async () => {
    const { browser, agent } = await staffAndAgent();
    const res = await browser.post('/api/auth/dashboard/preauth', { userid: agent.id });
    const path = new URL(res.body.url).pathname;
    assert.equal((await anon(svc).get(path, html)).status, 302);
    const used = await anon(svc).get(path, html);
    assert.equal(used.headers.get('location'), '/authentication/dashboardinvalid');
    assert.equal(used.headers.getSetCookie().length, 0);

    const late = await browser.post('/api/auth/dashboard/preauthLink', { userid: agent.id });
    const hash = createHash('sha256').update(late.body.token).digest('hex');
    await svc.booted.dataSource.query('UPDATE user_tokens SET expiresAt = ? WHERE tokenHash = ?', [new Date(Date.now() - 1000), hash]);
    const expired = await anon(svc).get(`/api/auth/dashboard/preauth/${late.body.token}`, html);
    assert.equal(expired.headers.get('location'), '/authentication/dashboardinvalid');
    assert.equal(expired.headers.getSetCookie().length, 0);

    const other = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER, agentId: randomUUID() });
    const minted = await browser.post('/api/auth/dashboard/preauth', { userid: other.id });
    assert.equal((await admin.post(`/api/users/${other.id}/deactivate`)).status, 200);
    const refused = await anon(svc).get(new URL(minted.body.url).pathname, html);
    assert.equal(refused.headers.get('location'), '/authentication/dashboardinvalid');
    assert.equal(refused.headers.getSetCookie().length, 0);
    // And no new link is minted for a deactivated user.
    assertProblem(await browser.post('/api/auth/dashboard/preauth', { userid: other.id }), 404);
  });
});

/** A session JWT as identity signs it for a dashboard user, but issued `ageSeconds` ago. */
async function sessionIssuedAgo(user: { id: string; email: string; customerId?: string; agentId?: string }, ageSeconds: number) {
  const key = await importPKCS8(svc.booted.context.keys.privateKeyPem!, 'EdDSA');
  const iat = Math.floor(Date.now() / 1000) - ageSeconds;
  return new SignJWT({ email: user.email, kind: 'dashboard', roles: ['agent'], via: 'session', sid: randomUUID(), customerId: user.customerId, agentId: user.agentId })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer('adops-identity')
    .setAudience('adops')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(key);
}
