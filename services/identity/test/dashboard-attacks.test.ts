// Attacks, as an outsider would make them, on what issue 28 added to identity (ARCHITECTURE §4, 002 §6,
// docs/decisions.md "Customer dashboard"): createDashboardInvitation now mails the agent, and "log in as"
// opens a second session cookie that a request reads only with `X-Session: as[:<userId>]`. Each test is a
// defence that holds: cross-site bodies and preflights, tokens of another purpose at the pre-auth link, a
// bearer token or another user's session in the second cookie, deactivated callers with old cookies, and
// invitations that must not mail anybody when they are refused. The "log in as" session ends with its
// opener (the JWT's `act` claim): a deactivated corporate opener's tab is 401 at once, whatever it calls.
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { sessionCookieName } from '@adops/platform';
import { anon, assertOk, assertProblem, uniqueEmail, type TestClient } from '@adops/platform/testing';
import { identityService, lastMailTo, makeUser, mailedToken, RELAXED_LIMITS, seedAgent, signedIn, signedWithServiceKey, userWithRoles } from './helpers.ts';

const CUSTOMER_A = randomUUID();
const CUSTOMER_B = randomUUID();
const OFFICE_A1 = randomUUID();
const OFFICE_A2 = randomUUID();
const html = { accept: 'text/html' };
const AS = { 'x-session': 'as' };
const INVALID = '/authentication/dashboardinvalid';

const svc = identityService({ env: RELAXED_LIMITS });
let admin: TestClient;

before(async () => {
  await svc.ready;
  admin = await signedIn(svc);
});

/** Waits (revocations are re-read every second) until the call answers 401; its last status. */
async function statusOnceRevoked(call: () => Promise<{ status: number }>): Promise<number> {
  let status = (await call()).status;
  for (let i = 0; i < 30 && status !== 401; i++) {
    await new Promise((r) => setTimeout(r, 200));
    status = (await call()).status;
  }
  return status;
}

/** The mails captured to an address (newest first). */
const mailsTo = async (to: string) => assertOk(await admin.identity.GET('/api/auth/mail', { params: { query: { to } } })).items;

/** A browser signed in as a new corporate user of customer A, and an agent of A (a dashboard user) it may log in as. */
async function corporateAndAgent() {
  const corporate = await userWithRoles(svc, admin, ['corporate'], { kind: 'dashboard', customerId: CUSTOMER_A });
  const agent = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_A, officeIds: [OFFICE_A1], agentId: randomUUID() });
  return { browser: corporate.client, opener: corporate.user, agent };
}

/** Mints a pre-auth url for the user as `browser` and opens it in the same browser. */
async function logInAs(browser: TestClient, userId: string) {
  const res = assertOk(await browser.post('/api/auth/dashboard/preauth', { userid: userId }));
  const go = await browser.get(new URL(res.url).pathname, html);
  assert.equal(go.status, 302);
  assert.equal(go.headers.get('location'), `/customer-dashboard?as=${userId}`);
}

/**
 * A token as identity signs them, of any `via`, for a user (the platform's key; what a forged cookie would
 * need); with `act`, a "log in as" session of that opener.
 */
async function signedToken(user: { id: string; email: string; customerId?: string | null; agentId?: string | null }, via: 'session' | 'bearer', roles: string[] = ['agent'], act?: { sub: string; sid: string }) {
  const claims = { email: user.email, kind: 'dashboard', roles, via, sid: randomUUID(), customerId: user.customerId ?? undefined, agentId: user.agentId ?? undefined, ...(act ? { act } : {}) };
  return signedWithServiceKey(svc, user.id, claims);
}

describe('log in as: the X-Session header and the second cookie', () => {
  test('a cross-site form or text/plain post cannot mint a pre-auth link; no /api preflight is answered for X-Session', async () => {
    const { browser, agent } = await corporateAndAgent();
    // What a form on another site can send with the victim's cookie (SameSite=Lax stops it on a cross-site POST; the body type stops it too).
    const form = await browser.request('POST', '/api/auth/dashboard/preauth', `userid=${agent.id}`, { 'content-type': 'application/x-www-form-urlencoded' });
    assert.ok(form.status === 415 || form.status === 400, `form post: ${form.status}`);
    assert.equal(form.body.url, undefined);
    const plain = await browser.request('POST', '/api/auth/dashboard/preauth', JSON.stringify({ userid: agent.id }), { 'content-type': 'text/plain' });
    assert.ok(plain.status === 415 || plain.status === 400, `text/plain post: ${plain.status}`);
    assert.equal(plain.body.url, undefined);
    // A page elsewhere asking to send X-Session cross-site gets no CORS grant.
    const preflight = await anon(svc).request('OPTIONS', '/api/users/me', undefined, {
      origin: 'https://evil.example.com',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-session',
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    assert.equal(preflight.headers.get('access-control-allow-credentials'), null);
    const read = await browser.get('/api/users/me', { origin: 'https://evil.example.com' });
    assert.equal(read.headers.get('access-control-allow-origin'), null);
  });

  test('X-Session naming another user: with the own cookie only it is signed out, with the second cookie of someone else too', async () => {
    const { browser, opener, agent } = await corporateAndAgent();
    const victim = await makeUser(admin, ['corporate'], { kind: 'dashboard', customerId: CUSTOMER_B });
    // No second cookie: naming a victim grants nothing, naming oneself neither.
    assertProblem(await browser.get('/api/users/me', { 'x-session': `as:${victim.id}` }), 401);
    assertProblem(await browser.get('/api/users/me', { 'x-session': `as:${opener.id}` }), 401);
    await logInAs(browser, agent.id);
    assertProblem(await browser.get('/api/users/me', { 'x-session': `as:${victim.id}` }), 401);
    assertProblem(await browser.get('/api/users/me', { 'x-session': `AS:${victim.id}` }), 401);
    // Header noise: a value it does not know, or a padded/overlong one, is the browser's own session, never a third.
    assert.equal(assertOk(await browser.get('/api/users/me', { 'x-session': `own:${victim.id}` })).id, opener.id);
    assert.equal(assertOk(await browser.get('/api/users/me', { 'x-session': `as:${'x'.repeat(200)}` })).id, opener.id);
    assert.equal(assertOk(await browser.get('/api/users/me', { 'x-session': `as:${agent.id}` })).id, agent.id);
  });

  test('the second cookie holds only a session: a bearer token, a forged or another user\'s cookie is refused', async () => {
    const { agent } = await corporateAndAgent();
    const asName = sessionCookieName(svc.config.mode, 'as');
    const bearer = await signedToken(agent, 'bearer');
    assertProblem(await anon(svc).get('/api/users/me', { ...AS, cookie: `${asName}=${bearer}` }), 401);
    // A token signed by another key (anybody's own) is no session.
    const foreign = await new SignJWT({ email: agent.email, kind: 'dashboard', roles: ['corporate'], via: 'session', sid: randomUUID(), customerId: CUSTOMER_B })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(agent.id)
      .setIssuer('adops-identity')
      .setAudience('adops')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a secret the attacker chose, 32 bytes long'));
    assertProblem(await anon(svc).get('/api/users/me', { ...AS, cookie: `${asName}=${foreign}` }), 401);
    // alg none.
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub: agent.id, via: 'session', kind: 'staff', roles: ['admin'] })).toString('base64url')}.`;
    assertProblem(await anon(svc).get('/api/users/me', { ...AS, cookie: `${asName}=${none}` }), 401);
    // A "log in as" session of the agent in the second cookie is read; expecting another user: no session.
    const opener = { sub: randomUUID(), sid: randomUUID() };
    const session = await signedToken(agent, 'session', ['agent'], opener);
    assert.equal(assertOk(await anon(svc).get('/api/users/me', { ...AS, cookie: `${asName}=${session}` })).id, agent.id);
    assertProblem(await anon(svc).get('/api/users/me', { 'x-session': `as:${randomUUID()}`, cookie: `${asName}=${session}` }), 401);
    // The slots hold only their own kind: an ordinary session (no actor: one that would not end with an
    // opener, or an as-session opened before actors) in the second cookie, or an as-session in the first, is none.
    const ordinary = await signedToken(agent, 'session');
    assertProblem(await anon(svc).get('/api/users/me', { ...AS, cookie: `${asName}=${ordinary}` }), 401);
    assertProblem(await anon(svc).get('/api/users/me', { cookie: `${sessionCookieName(svc.config.mode)}=${session}` }), 401);
    // Nor is a bearer token with an actor, in the header or the cookie.
    const actingBearer = await signedToken(agent, 'bearer', ['agent'], opener);
    assertProblem(await anon(svc).get('/api/users/me', { authorization: `Bearer ${actingBearer}` }), 401);
    assertProblem(await anon(svc).get('/api/users/me', { ...AS, cookie: `${asName}=${actingBearer}` }), 401);
  });

  test('a deactivated corporate opener: its "log in as" tab is 401 at once, reads nothing and mints no link through it', async () => {
    const { browser, opener } = await corporateAndAgent();
    const manager = await makeUser(admin, ['corporate'], { kind: 'dashboard', customerId: CUSTOMER_A });
    const agent = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_A, officeIds: [OFFICE_A1], agentId: randomUUID() });
    await logInAs(browser, manager.id);
    assertOk(await browser.post('/api/auth/dashboard/preauthLink', { userid: agent.id }, AS));
    const kept = browser.copy();
    assertOk(await admin.post(`/api/users/${opener.id}/deactivate`));
    for (const headers of [AS, { 'x-session': `as:${manager.id}` }]) {
      assertProblem(await kept.get('/api/users/me', headers), 401);
      assertProblem(await kept.post('/api/auth/dashboard/preauthLink', { userid: agent.id }, headers), 401);
      assertProblem(await kept.post('/api/auth/dashboard/preauth', { userid: agent.id }, headers), 401);
      assertProblem(await kept.post('/api/auth/dashboard/invitations', { agentId: randomUUID() }, headers), 401);
    }
    // The manager itself is still active and signs in as ever.
    assert.equal(assertOk(await admin.get(`/api/users/${manager.id}`)).isActive, true);
  });

  test('a pre-auth link leaked to another browser opens nothing there, and is spent', async () => {
    const { browser, agent } = await corporateAndAgent();
    const minted = assertOk(await browser.post('/api/auth/dashboard/preauthLink', { userid: agent.id }));
    const thief = await signedIn(svc);
    for (const other of [anon(svc), thief]) {
      const res = await other.get(`/api/auth/dashboard/preauth/${minted.token}`, html);
      assert.equal(res.headers.get('location'), INVALID);
      assert.equal(res.headers.getSetCookie().length, 0);
    }
    assert.equal((await browser.get(`/api/auth/dashboard/preauth/${minted.token}`, html)).headers.get('location'), INVALID);
  });

  test('a token of another purpose at the pre-auth link opens nothing: invitation, reset and activation tokens, forged ones', async () => {
    const agentOfA = await seedAgent(svc, { customerId: CUSTOMER_A, officeIds: [OFFICE_A1], email: uniqueEmail('inv').toLowerCase() });
    const invitation = assertOk(await admin.post('/api/auth/dashboard/invitations', { agentId: agentOfA.id }), 201);
    const user = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_A, agentId: randomUUID() });
    assertOk(await anon(svc).post('/api/auth/dashboard/forgot', { email: user.email }));
    const reset = await mailedToken(admin, user.email);
    for (const token of [invitation.token, reset, randomUUID(), 'a'.repeat(64), '..%2f..%2fapi%2fusers']) {
      const res = await anon(svc).get(`/api/auth/dashboard/preauth/${token}`, html);
      assert.ok(res.status === 302 || res.status === 400 || res.status === 404, `${token}: ${res.status}`);
      if (res.status === 302) assert.equal(res.headers.get('location'), INVALID);
      assert.equal(res.headers.getSetCookie().length, 0, `${token} set a cookie`);
    }
  });

  test('a pre-auth session of an agent has the agent\'s rights only: it cannot mint links or invite', async () => {
    const { browser, agent } = await corporateAndAgent();
    await logInAs(browser, agent.id);
    const other = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_A, agentId: randomUUID() });
    assertProblem(await browser.post('/api/auth/dashboard/preauth', { userid: other.id }, AS), 403);
    const invitee = await seedAgent(svc, { customerId: CUSTOMER_A, officeIds: [OFFICE_A1] });
    assertProblem(await browser.post('/api/auth/dashboard/invitations', { agentId: invitee.id }, AS), 403);
    // The opener's own tab still mints (its own rights).
    assertOk(await browser.post('/api/auth/dashboard/preauth', { userid: other.id }));
  });

  test('a deactivated opener with an old cookie mints no link; a link minted before it is used finds its user deactivated since', async () => {
    const { browser, opener, agent } = await corporateAndAgent();
    const minted = assertOk(await browser.post('/api/auth/dashboard/preauthLink', { userid: agent.id }));
    const oldCookie = browser.copy();
    assertOk(await admin.post(`/api/users/${opener.id}/deactivate`));
    assert.equal(await statusOnceRevoked(() => oldCookie.post('/api/auth/dashboard/preauth', { userid: agent.id })), 401);
    // The link minted before opens nothing, not even in the browser that minted it (its session has ended, its agent is deactivated).
    assertOk(await admin.post(`/api/users/${agent.id}/deactivate`));
    const late = await browser.copy().get(`/api/auth/dashboard/preauth/${minted.token}`, html);
    assert.equal(late.headers.get('location'), INVALID);
    assert.equal(late.headers.getSetCookie().length, 0);
  });
});

describe('createDashboardInvitation: who makes the platform mail an agent', () => {
  test('refused invitations mail nobody: another customer\'s agent, another office\'s, a signed-up agent, wrong roles, anonymous', async () => {
    const corporate = (await userWithRoles(svc, admin, ['corporate'], { kind: 'dashboard', customerId: CUSTOMER_A })).client;
    const manager = (await userWithRoles(svc, admin, ['branchmanager'], { kind: 'dashboard', customerId: CUSTOMER_A, officeIds: [OFFICE_A1] })).client;
    const branchUser = (await userWithRoles(svc, admin, ['branchuser'], { kind: 'dashboard', customerId: CUSTOMER_A, officeIds: [OFFICE_A1], agentId: randomUUID() })).client;
    const staffUser = (await userWithRoles(svc, admin, ['user'])).client;
    const ofB = await seedAgent(svc, { customerId: CUSTOMER_B, officeIds: [OFFICE_A1], email: uniqueEmail('b').toLowerCase() });
    const ofOffice2 = await seedAgent(svc, { customerId: CUSTOMER_A, officeIds: [OFFICE_A2], email: uniqueEmail('o2').toLowerCase() });
    const ofOffice1 = await seedAgent(svc, { customerId: CUSTOMER_A, officeIds: [OFFICE_A1], email: uniqueEmail('o1').toLowerCase() });
    const invite = (c: TestClient, agentId: string, headers?: Record<string, string>) => c.post('/api/auth/dashboard/invitations', { agentId }, headers);

    assertProblem(await invite(corporate, ofB.id), 404);
    assertProblem(await invite(manager, ofB.id), 404);
    assertProblem(await invite(manager, ofOffice2.id), 404);
    assertProblem(await invite(branchUser, ofOffice1.id), 403);
    assertProblem(await invite(staffUser, ofOffice1.id), 403);
    assertProblem(await invite(anon(svc), ofOffice1.id), 401);
    // The header chooses nothing it was not given: an anonymous "as" request, or one naming the admin.
    assertProblem(await invite(anon(svc), ofOffice1.id, AS), 401);
    assertProblem(await invite(branchUser, ofOffice1.id, { 'x-session': `as:${randomUUID()}` }), 401);
    // Malformed and extra input.
    assertProblem(await invite(corporate, 'not-an-id'), 400);
    assertProblem(await corporate.post('/api/auth/dashboard/invitations', { agentId: ofOffice1.id, customerId: CUSTOMER_B }), 400);
    assertProblem(await corporate.post('/api/auth/dashboard/invitations', { agentId: [ofOffice1.id, ofB.id] }), 400);
    for (const agent of [ofB, ofOffice2, ofOffice1]) assert.deepEqual(await mailsTo(agent.email!), [], `mail to ${agent.email}`);

    // An agent who already has an active dashboard user is not invited (409) and not mailed.
    const signedUp = await seedAgent(svc, { customerId: CUSTOMER_A, officeIds: [OFFICE_A1], email: uniqueEmail('su').toLowerCase() });
    await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_A, officeIds: [OFFICE_A1], agentId: signedUp.id, email: uniqueEmail('su-user') });
    assertProblem(await invite(corporate, signedUp.id), 409);
    assert.deepEqual(await mailsTo(signedUp.email!), []);

    // Within reach it is mailed to the agent's own address only, the customer being the agent's, not the caller's say.
    const made = assertOk(await invite(manager, ofOffice1.id), 201);
    assert.equal(made.customerId, CUSTOMER_A);
    assert.equal(made.emailedTo, ofOffice1.email);
    assert.equal((await lastMailTo(admin, ofOffice1.email!)).to, ofOffice1.email);
  });

  test('a deactivated corporate user\'s old cookie invites nobody', async () => {
    const { client, user } = await userWithRoles(svc, admin, ['corporate'], { kind: 'dashboard', customerId: CUSTOMER_A });
    const agent = await seedAgent(svc, { customerId: CUSTOMER_A, officeIds: [OFFICE_A1], email: uniqueEmail('late').toLowerCase() });
    const oldCookie = client.copy();
    assertOk(await admin.post(`/api/users/${user.id}/deactivate`));
    assert.equal(await statusOnceRevoked(() => oldCookie.post('/api/auth/dashboard/invitations', { agentId: randomUUID() })), 401);
    assertProblem(await oldCookie.post('/api/auth/dashboard/invitations', { agentId: agent.id }), 401);
    assert.deepEqual(await mailsTo(agent.email!), []);
  });

  test('the agent\'s name, set by staff, cannot inject markup or headers into the mail', async () => {
    const email = uniqueEmail('inj').toLowerCase();
    const agent = await seedAgent(svc, { customerId: CUSTOMER_A, officeIds: [OFFICE_A1], email, fullName: '"><img src=x onerror=alert(1)><a href="https://evil.example.com">Reset</a>\r\nBcc: victim@evil.example.com' });
    assertOk(await admin.post('/api/auth/dashboard/invitations', { agentId: agent.id }), 201);
    const mail = await lastMailTo(admin, email);
    assert.equal(mail.to, email);
    assert.equal(mail.subject, 'You are invited to your AdOps dashboard');
    assert.doesNotMatch(mail.html ?? '', /<img|<a href="https:\/\/evil/);
    assert.equal((mail.html ?? '').match(/<a /g)?.length, 1, 'one link, the server\'s');
    assert.match(mail.html ?? '', new RegExp(`<a href="${svc.url}/customer-dashboard/signup/`));
  });
});
