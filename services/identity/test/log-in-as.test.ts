// "Log in as" (001 §4, issue 28 §7; docs/decisions.md "Customer dashboard"): a pre-auth link opens the
// customer dashboard as a dashboard user in a second session cookie, which a request reads only when
// its X-Session header asks for it; the opener's own session goes on in the same browser. Sign-out,
// renewal and revocation act on the session the request chose. The link opens only in the session that
// minted it, and the session it opens names its opener (the JWT's `act` claim): whatever ends the
// opener's session or user ends it too, at once; it is never renewed, and never outlives the opener's token.
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { sessionCookieName } from '@adops/platform';
import { anon, assertOk, assertProblem, type TestClient } from '@adops/platform/testing';
import { GOOD_PASSWORD, identityService, makeUser, RELAXED_LIMITS, signedIn, signedWithServiceKey, userWithRoles } from './helpers.ts';

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

/** A JWT's claims, read without checking (the tests look at what identity signed). */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string; exp: number; iat: number; act?: { sub: string; sid: string } };

/** The browser's cookie of a slot. */
const cookieIn = (browser: TestClient, slot: 'own' | 'as' = 'own') => browser.session.cookies.get(sessionCookieName(svc.config.mode, slot))!;

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

  test('getMe never renews the as-session (it lasts its TTL from opening); the own session is renewed with the same session id', async () => {
    const { browser, staff, agent } = await staffAndAgent();
    const own = claimsOf(cookieIn(browser));
    const asName = sessionCookieName(svc.config.mode, 'as');
    const ownName = sessionCookieName(svc.config.mode);
    // An as-session opened by the staff member's real session 700 s ago: due for renewal, were it renewable.
    const old = await sessionIssuedAgo(agent, 700, { sub: staff.id, sid: own.sid });
    const res = await anon(svc).get('/api/users/me', { ...AS, cookie: `${ownName}=${cookieIn(browser)}; ${asName}=${old}` });
    assert.equal(res.status, 200);
    assert.equal(res.body.id, agent.id);
    assert.deepEqual(res.headers.getSetCookie(), [], 'no cookie renewed');
    // The own session of the same age is renewed, in its own slot, as the same session.
    const ownOld = await sessionIssuedAgo({ id: staff.id, email: staff.email, kind: 'staff', roles: ['operations'] }, 700, undefined, own.sid);
    const renewed = await anon(svc).get('/api/users/me', { cookie: `${ownName}=${ownOld}` });
    assert.equal(renewed.body.id, staff.id);
    const fresh = cookieValue(renewed, ownName);
    assert.ok(fresh && fresh !== ownOld, 'no renewed own cookie');
    assert.equal(claimsOf(fresh).sid, own.sid);
    assert.equal(cookieValue(renewed, asName), undefined);
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
    // Opened in the minting browser (a copy of its cookies), so that only the token's state refuses it.
    const { browser, agent } = await staffAndAgent();
    const res = await browser.post('/api/auth/dashboard/preauth', { userid: agent.id });
    const path = new URL(res.body.url).pathname;
    assert.equal((await browser.copy().get(path, html)).headers.get('location'), `/customer-dashboard?as=${agent.id}`);
    const used = await browser.copy().get(path, html);
    assert.equal(used.headers.get('location'), '/authentication/dashboardinvalid');
    assert.equal(used.headers.getSetCookie().length, 0);

    const late = await browser.post('/api/auth/dashboard/preauthLink', { userid: agent.id });
    const hash = createHash('sha256').update(late.body.token).digest('hex');
    await svc.booted.dataSource.query('UPDATE user_tokens SET expiresAt = ? WHERE tokenHash = ?', [new Date(Date.now() - 1000), hash]);
    const expired = await browser.copy().get(`/api/auth/dashboard/preauth/${late.body.token}`, html);
    assert.equal(expired.headers.get('location'), '/authentication/dashboardinvalid');
    assert.equal(expired.headers.getSetCookie().length, 0);

    const other = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER, agentId: randomUUID() });
    const minted = await browser.post('/api/auth/dashboard/preauth', { userid: other.id });
    assert.equal((await admin.post(`/api/users/${other.id}/deactivate`)).status, 200);
    const refused = await browser.copy().get(new URL(minted.body.url).pathname, html);
    assert.equal(refused.headers.get('location'), '/authentication/dashboardinvalid');
    assert.equal(refused.headers.getSetCookie().length, 0);
    // And no new link is minted for a deactivated user.
    assertProblem(await browser.post('/api/auth/dashboard/preauth', { userid: other.id }), 404);
  });
});

describe('log in as ends with its opener (ARCHITECTURE §4): at once, in the same process, whatever ends the opener', () => {
  /** A staff member's browser with a "log in as" tab open as a corporate user of the customer. */
  async function staffAsCorporate() {
    const { client: browser, user: staff } = await userWithRoles(svc, admin, ['operations']);
    const corporate = await makeUser(admin, ['corporate'], { kind: 'dashboard', customerId: CUSTOMER });
    const agent = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER, agentId: randomUUID() });
    assert.equal((await logInAs(browser, corporate.id)).headers.get('location'), `/customer-dashboard?as=${corporate.id}`);
    assert.equal(assertOk(await browser.get('/api/users/me', AS)).id, corporate.id);
    return { browser, staff, corporate, agent };
  }

  test('the as-session names its opener: the staff member and the session that opened it', async () => {
    const { browser, staff, corporate } = await staffAsCorporate();
    const as = claimsOf(cookieIn(browser, 'as'));
    assert.equal(as.sub, corporate.id);
    assert.deepEqual(as.act, { sub: staff.id, sid: claimsOf(cookieIn(browser)).sid });
    // It expires no later than the opener's token that opened it.
    assert.ok(as.exp <= claimsOf(cookieIn(browser)).exp);
  });

  test('the opener deactivated: the as-session is 401 at once, for reading and for minting links through it', async () => {
    const { browser, staff, agent } = await staffAsCorporate();
    const kept = browser.copy();
    // Before: the corporate user's rights mint a link in the tab.
    assertOk(await browser.post('/api/auth/dashboard/preauthLink', { userid: agent.id }, AS));
    assertOk(await admin.post(`/api/users/${staff.id}/deactivate`));
    assertProblem(await kept.get('/api/users/me'), 401);
    assertProblem(await kept.get('/api/users/me', AS), 401);
    assertProblem(await kept.post('/api/auth/dashboard/preauthLink', { userid: agent.id }, AS), 401);
    assertProblem(await kept.post('/api/auth/dashboard/preauth', { userid: agent.id }, AS), 401);
    assertProblem(await kept.get('/api/users/list', { ...AS }), 401);
  });

  test('the opener signs out: the as-session is revoked, not only its cookie dropped', async () => {
    const { browser, corporate } = await staffAsCorporate();
    const kept = browser.copy();
    assertOk(await browser.post('/api/auth/signout'));
    assertProblem(await kept.get('/api/users/me', AS), 401);
    assertProblem(await kept.get('/api/users/me', { 'x-session': `as:${corporate.id}` }), 401);
  });

  test('the opener changes their password: the as-session ends, the own one goes on on its fresh cookie', async () => {
    const { browser, staff } = await staffAsCorporate();
    const kept = browser.copy();
    assertOk(await browser.put('/api/users/me/password', { currentPassword: GOOD_PASSWORD, password: 'Fresh-Passw0rd-3', confirmPassword: 'Fresh-Passw0rd-3' }));
    assertProblem(await kept.get('/api/users/me', AS), 401);
    assertProblem(await browser.get('/api/users/me', AS), 401);
    assert.equal(assertOk(await browser.get('/api/users/me')).id, staff.id);
  });

  test('the opener\'s roles change: the as-session ends', async () => {
    const { browser, staff } = await staffAsCorporate();
    assertOk(await admin.put(`/api/users/${staff.id}`, { roles: ['admin', 'operations'] }));
    assertProblem(await browser.get('/api/users/me', AS), 401);
  });

  test('a link minted in the as-tab opens in the same browser as a session of the original opener, and ends with them', async () => {
    const { browser, staff, agent } = await staffAsCorporate();
    const minted = assertOk(await browser.post('/api/auth/dashboard/preauthLink', { userid: agent.id }, AS));
    const go = await browser.get(`/api/auth/dashboard/preauth/${minted.token}`, html);
    assert.equal(go.headers.get('location'), `/customer-dashboard?as=${agent.id}`);
    assert.deepEqual(claimsOf(cookieIn(browser, 'as')).act, { sub: staff.id, sid: claimsOf(cookieIn(browser)).sid });
    assert.equal(assertOk(await browser.get('/api/users/me', { 'x-session': `as:${agent.id}` })).id, agent.id);
    assertOk(await admin.post(`/api/users/${staff.id}/deactivate`));
    assertProblem(await browser.get('/api/users/me', { 'x-session': `as:${agent.id}` }), 401);
  });

  test('a dashboard user\'s own deactivation ends the as-session at once; the staff session is fine', async () => {
    const { browser, staff, corporate } = await staffAsCorporate();
    assertOk(await admin.post(`/api/users/${corporate.id}/deactivate`));
    assertProblem(await browser.get('/api/users/me', AS), 401);
    assert.equal(assertOk(await browser.get('/api/users/me')).id, staff.id);
  });
});

describe('a pre-auth link opens only in the session that minted it', () => {
  const INVALID = '/authentication/dashboardinvalid';

  test('another browser (no session, another user\'s, or another sign-in of the same user) opens nothing, and spends the link', async () => {
    const { browser, staff, agent } = await staffAndAgent();
    const elsewhere = [
      anon(svc),
      (await userWithRoles(svc, admin, ['operations'])).client,
      await signedIn(svc, staff.email, GOOD_PASSWORD),
      admin.copy(),
    ];
    for (const other of elsewhere) {
      const minted = assertOk(await browser.post('/api/auth/dashboard/preauth', { userid: agent.id }));
      const path = new URL(minted.url).pathname;
      const refused = await other.get(path, html);
      assert.equal(refused.status, 302);
      assert.equal(refused.headers.get('location'), INVALID);
      assert.equal(refused.headers.getSetCookie().length, 0);
      assertProblem(await other.get('/api/users/me', AS), 401);
      // Spent: not even its minter opens it now.
      assert.equal((await browser.copy().get(path, html)).headers.get('location'), INVALID);
    }
    // And still opens where it was minted.
    assert.equal((await logInAs(browser, agent.id)).headers.get('location'), `/customer-dashboard?as=${agent.id}`);
  });

  test('the minting browser\'s "log in as" tab (X-Session: as) does not open it, nor a link before its minter\'s sign-out after it', async () => {
    const { browser, agent } = await staffAndAgent();
    await logInAs(browser, agent.id);
    const minted = assertOk(await browser.post('/api/auth/dashboard/preauth', { userid: agent.id }));
    assert.equal((await browser.copy().get(new URL(minted.url).pathname, { ...html, ...AS })).headers.get('location'), INVALID);
    const late = assertOk(await browser.post('/api/auth/dashboard/preauth', { userid: agent.id }));
    const kept = browser.copy();
    assertOk(await browser.post('/api/auth/signout'));
    assert.equal((await kept.get(new URL(late.url).pathname, html)).headers.get('location'), INVALID);
  });

  test('a partner\'s API key: the link opens with a bearer token of that key only, and revoking the key ends the session', async () => {
    const { user: partner } = await userWithRoles(svc, admin, ['operations']);
    const { agent } = await staffAndAgent();
    const key = assertOk(await admin.post('/api/api-keys', { userId: partner.id, name: 'partner' }), 201);
    const bearerOf = async () => anon(svc).useBearer(assertOk(await anon(svc).post('/api/auth/token', { apiKey: key.apiKey })).accessToken);
    const client = await bearerOf();
    const token = assertOk(await client.post('/api/auth/dashboard/preauthLink', { userid: agent.id })).token;
    // A browser (even the partner's own signed-in one) opens nothing; another token of the same key does.
    const other = assertOk(await client.post('/api/auth/dashboard/preauthLink', { userid: agent.id })).token;
    assert.equal((await (await signedIn(svc, partner.email, GOOD_PASSWORD)).get(`/api/auth/dashboard/preauth/${other}`, html)).headers.get('location'), INVALID);
    const opener = await bearerOf();
    assert.equal((await opener.get(`/api/auth/dashboard/preauth/${token}`, html)).headers.get('location'), `/customer-dashboard?as=${agent.id}`);
    const asCookie = opener.session.cookies.get(sessionCookieName(svc.config.mode, 'as'))!;
    assert.deepEqual(claimsOf(asCookie).act, { sub: partner.id, sid: key.id });
    const asClient = anon(svc);
    asClient.session.cookies.set(sessionCookieName(svc.config.mode, 'as'), asCookie);
    assert.equal(assertOk(await asClient.get('/api/users/me', AS)).id, agent.id);
    assert.equal((await admin.delete(`/api/api-keys/${key.id}`)).status, 204);
    assertProblem(await asClient.get('/api/users/me', AS), 401);
  });

  test('the as-session expires no later than the opener\'s token that opened it', async () => {
    const { browser, staff, agent } = await staffAndAgent();
    // The staff member's real session, on a token (as identity signs them) that expires in two minutes.
    const own = claimsOf(cookieIn(browser));
    const now = Math.floor(Date.now() / 1000);
    const short = await signedWithServiceKey(svc, staff.id, { email: staff.email, kind: 'staff', roles: ['operations'], via: 'session', sid: own.sid }, { now, ttlSeconds: 120 });
    browser.session.cookies.set(sessionCookieName(svc.config.mode), short);
    const go = await logInAs(browser, agent.id);
    assert.equal(go.headers.get('location'), `/customer-dashboard?as=${agent.id}`);
    const as = claimsOf(cookieIn(browser, 'as'));
    assert.ok(as.exp <= now + 120, `as-session exp ${as.exp - now}s from now`);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(go.headers.getSetCookie()[0]!)?.[1]);
    assert.ok(maxAge > 0 && maxAge <= 120, `Max-Age ${maxAge}`);
  });
});

/**
 * A session JWT as identity signs it for a user (a dashboard agent unless said), but issued `ageSeconds`
 * ago; with `act`, a "log in as" session of that opener.
 */
async function sessionIssuedAgo(
  user: { id: string; email: string; customerId?: string; agentId?: string; kind?: string; roles?: string[] },
  ageSeconds: number,
  act?: { sub: string; sid: string },
  sid: string = randomUUID(),
) {
  const claims = { email: user.email, kind: user.kind ?? 'dashboard', roles: user.roles ?? ['agent'], via: 'session', sid, cid: user.customerId, aid: user.agentId, ...(act ? { act } : {}) };
  return signedWithServiceKey(svc, user.id, claims, { ageSeconds });
}
