// Customer-dashboard authentication: sign-up, activation outcomes, sign-in, reset, re-invite, and
// pre-authentication links (with tenancy: a manager of customer A never reaches customer B's users).
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { anon, assertProblem, eventLog, uniqueEmail, type TestClient } from '@adops/platform/testing';
import { ADMIN, GOOD_PASSWORD, identityService, lastMailTo, mailedPath, mailedToken, makeUser, RELAXED_LIMITS, seedAgent, signedIn, startIdentity, userWithRoles } from './helpers.ts';

const PASSWORD_MESSAGE = 'Please enter a passphrase or password with 6 or more characters.';
const INVALID_ACTIVATION = 'Invalid token or user already activated.';
const CUSTOMER_A = randomUUID();
const CUSTOMER_B = randomUUID();
const OFFICE_A1 = randomUUID();
const OFFICE_A2 = randomUUID();
const html = { accept: 'text/html' };

const svc = identityService({ env: RELAXED_LIMITS });
// Signed-in users every test acts as and dashboard users the tests only read; agents, sign-ups and
// invitations are made by each test.
let admin: TestClient;
let sales: TestClient;
let operations: TestClient;
let corporateA: TestClient;
let managerA1: TestClient;
let agentA: TestClient;
let agentAUser: { id: string; email: string };
let agentA2User: { id: string; email: string };
let agentBUser: { id: string; email: string };

before(async () => {
  await svc.ready;
  admin = await signedIn(svc);
  sales = (await userWithRoles(svc, admin, ['sales'])).client;
  operations = (await userWithRoles(svc, admin, ['operations'])).client;
  corporateA = (await userWithRoles(svc, admin, ['corporate'], { kind: 'dashboard', customerId: CUSTOMER_A })).client;
  managerA1 = (await userWithRoles(svc, admin, ['branchmanager'], { kind: 'dashboard', customerId: CUSTOMER_A, officeIds: [OFFICE_A1] })).client;
  const agent = await userWithRoles(svc, admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_A, officeIds: [OFFICE_A1], agentId: randomUUID() });
  agentA = agent.client;
  agentAUser = agent.user;
  agentA2User = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_A, officeIds: [OFFICE_A2] });
  agentBUser = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_B, officeIds: [OFFICE_A1] });
});

/** Signs up with the address an agent of the customer holds (no invitation): the server finds the agent. */
async function dashboardSignUp(email = uniqueEmail('dash'), customerId = CUSTOMER_A) {
  await seedAgent(svc, { customerId, email: email.toLowerCase(), officeIds: [OFFICE_A1] });
  const res = await anon(svc).post('/api/auth/dashboard/signup', { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, username: 'Jo Agent' });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  return { res, email: email.toLowerCase(), path: await mailedPath(admin, email.toLowerCase()) };
}

describe('dashboardSignUp', () => {
  test('creates an inactive agent of the customer, lower-cased, and mails a dashboard activation link', async () => {
    const email = uniqueEmail('DashUp').toUpperCase();
    const events = eventLog(svc);
    const mark = await events.mark();
    const { res, path, email: lower } = await dashboardSignUp(email);
    assert.deepEqual(res.body, { message: `Please check your email: ${lower}`, email: lower, activationSent: true });
    assert.match(path, /^\/api\/auth\/dashboard\/active\/[\w-]+$/);
    const list = await admin.get(`/api/users/dashboard-users?search=${encodeURIComponent(lower.split('@')[0]!)}`);
    assert.equal(list.body.count, 1);
    assert.equal(list.body.items[0].customerId, CUSTOMER_A);
    assert.deepEqual(list.body.items[0].roles, ['agent']);
    assert.equal(list.body.items[0].isActive, false);
    const recorded = await events.since(mark);
    assert.deepEqual(recorded.map((e) => e.type), ['user.signed_up']);
    assert.ok(recorded[0]?.type === 'user.signed_up');
    assert.deepEqual([recorded[0].data.userId, recorded[0].data.email, recorded[0].data.kind, recorded[0].data.customerId, recorded[0].data.isActive], [list.body.items[0].id, lower, 'dashboard', CUSTOMER_A, false]);
  });
  test('a too-short password gets the spec message', async () => {
    assertProblem(await anon(svc).post('/api/auth/dashboard/signup', { email: uniqueEmail(), password: 'abc', confirmPassword: 'abc' }), 400, PASSWORD_MESSAGE);
  });
  test('the body never chooses a tenant: customerId, agentId or roles are 400', async () => {
    const body = { email: uniqueEmail(), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };
    assertProblem(await anon(svc).post('/api/auth/dashboard/signup', { ...body, customerId: CUSTOMER_A }), 400);
    assertProblem(await anon(svc).post('/api/auth/dashboard/signup', { ...body, agentId: randomUUID() }), 400);
    assertProblem(await anon(svc).post('/api/auth/dashboard/signup', { ...body, roles: ['corporate'] }), 400);
  });
  test('the same address twice is 409', async () => {
    const { email } = await dashboardSignUp();
    assertProblem(await anon(svc).post('/api/auth/dashboard/signup', { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }), 409);
  });
  test('an address no agent holds enrols nowhere: the same answer, no account, a mail telling the owner', async () => {
    const email = uniqueEmail('stranger');
    const res = await anon(svc).post('/api/auth/dashboard/signup', { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
    assert.equal(res.status, 201);
    assert.deepEqual(res.body, { message: `Please check your email: ${email}`, email, activationSent: true });
    assert.equal((await admin.get(`/api/users/dashboard-users?search=${encodeURIComponent(email)}`)).body.count, 0);
    assert.match((await lastMailTo(admin, email)).text, /no agent of a customer holds it/);
  });
  test('an agent that already has an active dashboard user is not enrolled again by its address', async () => {
    const email = uniqueEmail('taken');
    const agent = await seedAgent(svc, { customerId: CUSTOMER_A, email });
    await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_A, agentId: agent.id, email: uniqueEmail('owner') });
    const res = await anon(svc).post('/api/auth/dashboard/signup', { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
    assert.equal(res.status, 201);
    assert.equal((await admin.get(`/api/users/dashboard-users?search=${encodeURIComponent(email)}`)).body.count, 0);
  });
});

describe('createDashboardInvitation and sign-up with it', () => {
  const signUpWith = (invitation: string, email = uniqueEmail('invited')) =>
    anon(svc).post('/api/auth/dashboard/signup', { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, invitation });

  test('staff, a corporate user and a branch manager invite agents within their reach; others get 403 or 404', async () => {
    const inOffice1 = await seedAgent(svc, { customerId: CUSTOMER_A, officeIds: [OFFICE_A1] });
    const inOffice2 = await seedAgent(svc, { customerId: CUSTOMER_A, officeIds: [OFFICE_A2] });
    const ofB = await seedAgent(svc, { customerId: CUSTOMER_B, officeIds: [OFFICE_A1] });
    const invite = (c: TestClient, agentId: string) => c.post('/api/auth/dashboard/invitations', { agentId });
    const made = await invite(operations, inOffice1.id);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.customerId, CUSTOMER_A);
    assert.equal(made.body.agentId, inOffice1.id);
    assert.equal(made.body.url, `${svc.url}/customer-dashboard/signup/${made.body.token}`);
    assert.equal((await invite(corporateA, inOffice2.id)).status, 201);
    assert.equal((await invite(managerA1, inOffice1.id)).status, 201);
    assertProblem(await invite(managerA1, inOffice2.id), 404);
    assertProblem(await invite(corporateA, ofB.id), 404);
    assertProblem(await invite(corporateA, randomUUID()), 404);
    assertProblem(await invite(agentA, inOffice1.id), 403);
    assertProblem(await invite(sales, inOffice1.id), 403);
    assertProblem(await invite(anon(svc), inOffice1.id), 401);
  });
  test('the invitation is e-mailed to the agent\'s address with its link; an agent without one gets none', async () => {
    const email = uniqueEmail('invitee').toLowerCase();
    const withAddress = await seedAgent(svc, { customerId: CUSTOMER_A, officeIds: [OFFICE_A1], email, fullName: 'Jo <Invited>' });
    const made = await operations.post('/api/auth/dashboard/invitations', { agentId: withAddress.id });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    assert.equal(made.body.emailed, true);
    assert.equal(made.body.emailedTo, email);
    const mail = await lastMailTo(admin, email);
    assert.equal(mail.subject, 'You are invited to your AdOps dashboard');
    assert.equal(await mailedPath(admin, email), `/customer-dashboard/signup/${made.body.token}`);
    assert.match(mail.html ?? '', /Hello Jo &#60;Invited&#62;,/, 'the name is escaped in the HTML');
    const withoutAddress = await seedAgent(svc, { customerId: CUSTOMER_A, officeIds: [OFFICE_A1] });
    const unmailed = await operations.post('/api/auth/dashboard/invitations', { agentId: withoutAddress.id });
    assert.equal(unmailed.status, 201);
    assert.equal(unmailed.body.emailed, false);
    assert.equal(unmailed.body.emailedTo, undefined);
  });
  test('an invitation enrols one person as that agent, once; a forged or other-audience token is refused', async () => {
    const agent = await seedAgent(svc, { customerId: CUSTOMER_A, officeIds: [OFFICE_A1] });
    const { token } = (await corporateA.post('/api/auth/dashboard/invitations', { agentId: agent.id })).body;
    const email = uniqueEmail('invited');
    const res = await signUpWith(token, email);
    assert.equal(res.status, 201, JSON.stringify(res.body));
    const user = (await admin.get(`/api/users/dashboard-users?search=${encodeURIComponent(email)}`)).body.items[0];
    assert.equal(user.customerId, CUSTOMER_A);
    assert.equal(user.agentId, agent.id);
    assert.deepEqual(user.roles, ['agent']);
    assert.equal(user.isActive, false, 'still proves the address by the activation mail');
    assertProblem(await signUpWith(token), 400, 'This invitation has already been used.');
    assertProblem(await signUpWith(`${token.slice(0, -4)}AAAA`), 400, 'This invitation link is invalid or has expired.');
    // A session token is signed by the same key but is no invitation.
    const signIn = await anon(svc).post('/api/auth/signin', ADMIN);
    const session = signIn.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!;
    assertProblem(await signUpWith(session), 400, 'This invitation link is invalid or has expired.');
  });
  test('an expired invitation is refused', async () => {
    const short = await startIdentity({ env: { ...RELAXED_LIMITS, INVITATION_TTL_SECONDS: '1' } });
    try {
      const shortAdmin = await signedIn(short);
      const agent = await seedAgent(short, { customerId: CUSTOMER_A });
      const { token } = (await shortAdmin.post('/api/auth/dashboard/invitations', { agentId: agent.id })).body;
      await new Promise((r) => setTimeout(r, 2100));
      assertProblem(await anon(short).post('/api/auth/dashboard/signup', { email: uniqueEmail(), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, invitation: token }), 400, 'This invitation link is invalid or has expired.');
    } finally {
      await short.close();
    }
  });
  test('an agent with an active dashboard user is not invited again (409)', async () => {
    const agent = await seedAgent(svc, { customerId: CUSTOMER_A });
    await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_A, agentId: agent.id });
    assertProblem(await admin.post('/api/auth/dashboard/invitations', { agentId: agent.id }), 409, 'This agent already has an active dashboard user.');
  });
  test('of two pending sign-ups for one agent only the first activated links; the second activation is refused', async () => {
    const agent = await seedAgent(svc, { customerId: CUSTOMER_A });
    const first = (await admin.post('/api/auth/dashboard/invitations', { agentId: agent.id })).body.token;
    const second = (await admin.post('/api/auth/dashboard/invitations', { agentId: agent.id })).body.token;
    const a = uniqueEmail('first');
    const b = uniqueEmail('second');
    assert.equal((await signUpWith(first, a)).status, 201);
    assert.equal((await signUpWith(second, b)).status, 201);
    const linkOf = (email: string) => mailedPath(admin, email);
    assert.equal((await anon(svc).get(await linkOf(a))).status, 200);
    assertProblem(await anon(svc).get(await linkOf(b)), 400);
    assertProblem(await anon(svc).post('/api/auth/dashboard/signin', { email: b, password: GOOD_PASSWORD }), 403, 'User Is Not Active');
  });
});

describe('activateDashboardAccount', () => {
  test('browser: success, then already activated → dashboardsuccessexisting', async () => {
    const { path, email } = await dashboardSignUp();
    const ok = await anon(svc).get(path, html);
    assert.equal(ok.status, 302);
    assert.equal(ok.headers.get('location'), '/authentication/dashboardsuccess');
    const again = await anon(svc).get(path, html);
    assert.equal(again.status, 302);
    assert.equal(again.headers.get('location'), '/authentication/dashboardsuccessexisting');
    await signedIn(svc, email, GOOD_PASSWORD, true);
  });
  test('JSON: success, then already activated → 400 with the spec message', async () => {
    const { path } = await dashboardSignUp();
    const ok = await anon(svc).get(path);
    assert.equal(ok.status, 200);
    assert.deepEqual(ok.body, { message: 'user has been activated.' });
    assertProblem(await anon(svc).get(path), 400, INVALID_ACTIVATION);
  });
  test('an unknown token → dashboardinvalid (browser) / 400 (JSON)', async () => {
    const bad = await anon(svc).get('/api/auth/dashboard/active/unknown-token', html);
    assert.equal(bad.status, 302);
    assert.equal(bad.headers.get('location'), '/authentication/dashboardinvalid');
    assertProblem(await anon(svc).get('/api/auth/dashboard/active/unknown-token'), 400, INVALID_ACTIVATION);
  });
  test('an expired token → 410 (JSON) / dashboardexpiredlink (browser); the user stays inactive', async () => {
    const { path, email } = await dashboardSignUp();
    await svc.booted.dataSource.query("UPDATE user_tokens t JOIN users u ON u.id = t.userId SET t.expiresAt = ? WHERE u.email = ? AND t.purpose = 'activation'", [new Date(Date.now() - 60_000), email]);
    assertProblem(await anon(svc).get(path), 410);
    const browser = await anon(svc).get(path, html);
    assert.equal(browser.status, 302);
    assert.equal(browser.headers.get('location'), '/authentication/dashboardexpiredlink');
    assertProblem(await anon(svc).post('/api/auth/dashboard/signin', { email, password: GOOD_PASSWORD }), 403, 'User Is Not Active');
  });
  test('a staff activation token is not a dashboard one', async () => {
    const email = uniqueEmail('staffact');
    await anon(svc).post('/api/auth/signup', { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD });
    const token = await mailedToken(admin, email);
    const res = await anon(svc).get(`/api/auth/dashboard/active/${token}`, html);
    assert.equal(res.headers.get('location'), '/authentication/dashboardinvalid');
  });
  test('an over-long token is a 400 problem', async () => {
    assertProblem(await anon(svc).get(`/api/auth/dashboard/active/${'x'.repeat(201)}`), 400);
  });
});

describe('dashboardSignIn', () => {
  test('signs in a dashboard user with url /customer-dashboard and the tenancy claims', async () => {
    const client = anon(svc);
    const me = agentAUser;
    const res = await client.post('/api/auth/dashboard/signin', { email: me.email.toUpperCase(), password: GOOD_PASSWORD });
    assert.equal(res.status, 200);
    assert.equal(res.body.url, '/customer-dashboard');
    assert.deepEqual(res.body.roles, ['agent']);
    assert.equal(res.body.user.customerId, CUSTOMER_A);
    const got = await client.get('/api/users/me');
    assert.equal(got.body.id, me.id);
    assert.equal(got.body.kind, 'dashboard');
  });
  test('a staff user cannot sign in on the dashboard endpoint; a wrong password is 401', async () => {
    const staff = await makeUser(admin, ['sales']);
    assertProblem(await anon(svc).post('/api/auth/dashboard/signin', { email: staff.email, password: GOOD_PASSWORD }), 401, 'Invalid email or password.');
    assertProblem(await anon(svc).post('/api/auth/dashboard/signin', { email: agentAUser.email, password: 'Wrong-Passw0rd!' }), 401, 'Invalid email or password.');
  });
  test('an inactive dashboard user gets 403 User Is Not Active and no cookie', async () => {
    const { email } = await dashboardSignUp();
    const res = await anon(svc).post('/api/auth/dashboard/signin', { email, password: GOOD_PASSWORD });
    assertProblem(res, 403, 'User Is Not Active');
    assert.equal(res.headers.getSetCookie().length, 0);
  });
  test('invalid input is 400', async () => {
    assertProblem(await anon(svc).post('/api/auth/dashboard/signin', { email: agentAUser.email, password: GOOD_PASSWORD, customerId: CUSTOMER_B }), 400);
    assertProblem(await anon(svc).post('/api/auth/dashboard/signin', { email: 'x' }), 400);
  });
});

describe('dashboardForgotPassword and dashboardResetPassword', () => {
  test('forgot → mail → reset; the new password signs in on the dashboard, the old does not; single use', async () => {
    const user = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_A });
    const res = await anon(svc).post('/api/auth/dashboard/forgot', { email: user.email });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'If that address is registered, a reset link is on its way.');
    const path = await mailedPath(admin, user.email);
    assert.match(path, /^\/password\/dashboard\/reset\//);
    const token = path.split('/').pop()!;
    // A dashboard token is not a staff one.
    assertProblem(await anon(svc).post(`/api/auth/reset/${token}`, { password: 'Brand-New-Passw0rd', confirmPassword: 'Brand-New-Passw0rd' }), 400);
    const reset = await anon(svc).post(`/api/auth/dashboard/reset/${token}`, { password: 'Brand-New-Passw0rd', confirmPassword: 'Brand-New-Passw0rd' });
    assert.equal(reset.status, 200);
    assertProblem(await anon(svc).post('/api/auth/dashboard/signin', { email: user.email, password: GOOD_PASSWORD }), 401);
    await signedIn(svc, user.email, 'Brand-New-Passw0rd', true);
    assertProblem(await anon(svc).post(`/api/auth/dashboard/reset/${token}`, { password: 'Other-New-Passw0rd', confirmPassword: 'Other-New-Passw0rd' }), 400, 'This link is invalid or has already been used.');
  });
  test('an expired dashboard reset token is 410', async () => {
    const user = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_A });
    await anon(svc).post('/api/auth/dashboard/forgot', { email: user.email });
    const token = await mailedToken(admin, user.email);
    await svc.booted.dataSource.query("UPDATE user_tokens SET expiresAt = ? WHERE userId = ? AND purpose = 'reset'", [new Date(Date.now() - 1000), user.id]);
    assertProblem(await anon(svc).post(`/api/auth/dashboard/reset/${token}`, { password: 'Brand-New-Passw0rd', confirmPassword: 'Brand-New-Passw0rd' }), 410);
  });
  test('invalid input is 400', async () => {
    assertProblem(await anon(svc).post('/api/auth/dashboard/forgot', { email: 'nope' }), 400);
    assertProblem(await anon(svc).post('/api/auth/dashboard/reset/whatever', { password: 'abc' }), 400);
    assertProblem(await anon(svc).post('/api/auth/dashboard/reset/unknown', { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }), 400, 'This link is invalid or has already been used.');
  });
});

describe('dashboardReinvite', () => {
  test('sends a new dashboard activation link that works', async () => {
    const { email } = await dashboardSignUp();
    const res = await anon(svc).post('/api/auth/dashboard/reinvite', { email });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { message: `Please check your email: ${email}` });
    assert.equal((await anon(svc).get(await mailedPath(admin, email))).status, 200);
  });
  test('invalid input is 400', async () => {
    assertProblem(await anon(svc).post('/api/auth/dashboard/reinvite', { email: agentAUser.email, customerId: CUSTOMER_A }), 400);
  });
});

describe('createPreAuthUrl, createPreAuthLink and usePreAuth', () => {
  test('staff: url → 302 to /customer-dashboard?as=<user> with a second session, of the dashboard user; second use is invalid', async () => {
    const res = await operations.post('/api/auth/dashboard/preauth', { userid: agentAUser.id });
    assert.equal(res.status, 200);
    const url = new URL(res.body.url);
    assert.equal(url.origin, svc.url);
    // Opened in the browser that minted it (it opens in no other: log-in-as.test.ts).
    const browser = operations.copy();
    const go = await browser.get(url.pathname, html);
    assert.equal(go.status, 302);
    assert.equal(go.headers.get('location'), `/customer-dashboard?as=${agentAUser.id}`);
    assert.ok(go.headers.getSetCookie().length > 0);
    // The "log in as" session answers only a request that asks for it (log-in-as.test.ts).
    const me = await browser.get('/api/users/me', { 'x-session': 'as' });
    assert.equal(me.status, 200);
    assert.equal(me.body.id, agentAUser.id);
    assert.equal(me.body.kind, 'dashboard');
    const again = await anon(svc).get(url.pathname, html);
    assert.equal(again.status, 302);
    assert.equal(again.headers.get('location'), '/authentication/dashboardinvalid');
    assert.equal(again.headers.getSetCookie().length, 0);
  });
  test('createPreAuthLink returns a token usable once', async () => {
    const res = await admin.post('/api/auth/dashboard/preauthLink', { userid: agentAUser.id });
    assert.equal(res.status, 200);
    assert.equal(typeof res.body.token, 'string');
    const browser = admin.copy();
    assert.equal((await browser.get(`/api/auth/dashboard/preauth/${res.body.token}`)).headers.get('location'), `/customer-dashboard?as=${agentAUser.id}`);
    assert.equal((await browser.get('/api/users/me', { 'x-session': 'as' })).body.id, agentAUser.id);
  });
  test('an expired or unknown pre-auth token redirects to dashboardinvalid', async () => {
    const res = await admin.post('/api/auth/dashboard/preauthLink', { userid: agentAUser.id });
    await svc.booted.dataSource.query("UPDATE user_tokens SET expiresAt = ? WHERE purpose = 'preauth' AND usedAt IS NULL", [new Date(Date.now() - 1000)]);
    const expired = await anon(svc).get(`/api/auth/dashboard/preauth/${res.body.token}`);
    assert.equal(expired.status, 302);
    assert.equal(expired.headers.get('location'), '/authentication/dashboardinvalid');
    assert.equal((await anon(svc).get('/api/auth/dashboard/preauth/nope')).headers.get('location'), '/authentication/dashboardinvalid');
  });
  test('corporate of customer A opens its own users, and gets 404 for customer B', async () => {
    const own = await corporateA.post('/api/auth/dashboard/preauth', { userid: agentA2User.id });
    assert.equal(own.status, 200);
    const other = await corporateA.post('/api/auth/dashboard/preauth', { userid: agentBUser.id });
    assertProblem(other, 404);
    assert.equal(other.body.url, undefined);
    assertProblem(await corporateA.post('/api/auth/dashboard/preauthLink', { userid: agentBUser.id }), 404);
  });
  test('a branch manager reaches only the users of their offices, and nobody of customer B', async () => {
    assert.equal((await managerA1.post('/api/auth/dashboard/preauth', { userid: agentAUser.id })).status, 200);
    assertProblem(await managerA1.post('/api/auth/dashboard/preauth', { userid: agentA2User.id }), 404);
    // Customer B's user sits in an office id the manager has, yet belongs to another customer.
    assertProblem(await managerA1.post('/api/auth/dashboard/preauth', { userid: agentBUser.id }), 404);
  });
  test('a branch manager cannot open the dashboard as, or activate, a user who reaches further', async () => {
    const corporate = await makeUser(admin, ['corporate'], { kind: 'dashboard', customerId: CUSTOMER_A, officeIds: [OFFICE_A1] });
    const peer = await makeUser(admin, ['branchmanager'], { kind: 'dashboard', customerId: CUSTOMER_A, officeIds: [OFFICE_A1, OFFICE_A2] });
    assertProblem(await managerA1.post('/api/auth/dashboard/preauth', { userid: corporate.id }), 403);
    assertProblem(await managerA1.post('/api/auth/dashboard/preauthLink', { userid: peer.id }), 403);
    assertProblem(await managerA1.post(`/api/users/${corporate.id}/activate`), 403);
    // Corporate users share one scope, so they may act for each other.
    assert.equal((await corporateA.post('/api/auth/dashboard/preauth', { userid: corporate.id })).status, 200);
  });
  test('staff users, unknown ids and inactive users are 404', async () => {
    const staff = await makeUser(admin, ['sales']);
    assertProblem(await admin.post('/api/auth/dashboard/preauth', { userid: staff.id }), 404);
    assertProblem(await admin.post('/api/auth/dashboard/preauth', { userid: randomUUID() }), 404);
    const inactive = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: CUSTOMER_A, isActive: false });
    assertProblem(await admin.post('/api/auth/dashboard/preauth', { userid: inactive.id }), 404);
  });
  test('401 without a session, 403 for sales and for an agent', async () => {
    assertProblem(await anon(svc).post('/api/auth/dashboard/preauth', { userid: agentAUser.id }), 401);
    assertProblem(await anon(svc).post('/api/auth/dashboard/preauthLink', { userid: agentAUser.id }), 401);
    assertProblem(await sales.post('/api/auth/dashboard/preauth', { userid: agentAUser.id }), 403);
    assertProblem(await sales.post('/api/auth/dashboard/preauthLink', { userid: agentAUser.id }), 403);
    assertProblem(await agentA.post('/api/auth/dashboard/preauth', { userid: agentAUser.id }), 403);
  });
  test('invalid input is 400', async () => {
    assertProblem(await admin.post('/api/auth/dashboard/preauth', { userid: 'not-a-uuid' }), 400);
    assertProblem(await admin.post('/api/auth/dashboard/preauth', { userId: agentAUser.id }), 400);
    assertProblem(await admin.post('/api/auth/dashboard/preauthLink', {}), 400);
    assertProblem(await anon(svc).get(`/api/auth/dashboard/preauth/${'x'.repeat(201)}`), 400);
  });
});
