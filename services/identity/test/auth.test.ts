// Staff authentication over HTTP against MariaDB: config, sign-up, activation, sign-in/out,
// forgot/reset, re-invite, captured mail, and what a session JWT must be to be accepted.
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPairPem, sessionCookieName, TokenSigner } from '@adops/platform';
import { anon, assertProblem, eventLog, uniqueEmail, type TestClient } from '@adops/platform/testing';
import { ADMIN, GOOD_PASSWORD, identityService, lastMailTo, linkIn, mailedToken, makeUser, RELAXED_LIMITS, signedIn, userWithRoles } from './helpers.ts';

const PASSWORD_MESSAGE = 'Please enter a passphrase or password with 6 or more characters.';
const PROVIDERS = [{ provider: 'google', clientId: 'adops-web', authBaseUrl: 'https://accounts.example.com/o/oauth2/v2/auth', redirectUri: 'http://127.0.0.1/api/auth/providers/google/callback' }];

const svc = identityService({ env: { ...RELAXED_LIMITS, AUTH_PROVIDERS: JSON.stringify(PROVIDERS) } });
let admin: TestClient;
let sales: TestClient;
let adminId: string;

before(async () => {
  await svc.ready;
  admin = await signedIn(svc);
  adminId = (await admin.get('/api/users/me')).body.id;
  sales = (await userWithRoles(svc, admin, ['sales'])).client;
});

/** Signs up a staff user and returns the activation link from the captured mail. */
async function signUp(email: string) {
  const res = await anon(svc).post('/api/auth/signup', { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, displayName: 'New Person' });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const mail = await lastMailTo(admin, email.toLowerCase());
  return { res, link: new URL(linkIn(mail.text)), mail };
}

describe('getAuthConfig', () => {
  test('is public and lists the configured providers and install flags', async () => {
    const res = await anon(svc).get('/api/auth/config');
    assert.equal(res.status, 200);
    assert.equal(res.body.signUpEnabled, true);
    assert.equal(res.body.mailCaptured, true);
    assert.equal(res.body.providers.length, 1);
    assert.equal(res.body.providers[0].provider, 'google');
    assert.equal(res.body.providers[0].clientId, 'adops-web');
  });
  test('rejects an unknown query parameter with a problem', async () => {
    assertProblem(await anon(svc).get('/api/auth/config?foo=1'), 400);
  });
});

describe('signUp', () => {
  test('creates an inactive user with no role (pending approval), lower-cases the e-mail, mails a link and records user.signed_up', async () => {
    const email = uniqueEmail('Mixed.Case').replace('@test.local', '@Test.LOCAL');
    const lower = email.toLowerCase();
    const events = eventLog(svc);
    const mark = await events.mark();
    const { res, mail } = await signUp(email);
    assert.deepEqual(res.body, { message: `Please check your email: ${lower}`, email: lower, activationSent: true });
    assert.equal(mail.subject, 'Activate your AdOps account');
    const list = await admin.get(`/api/users/list?search=${encodeURIComponent(lower.split('@')[0]!)}`);
    assert.equal(list.body.count, 1);
    assert.equal(list.body.items[0].email, lower);
    assert.deepEqual(list.body.items[0].roles, []);
    assert.equal(list.body.items[0].isActive, false);
    const pending = await admin.get(`/api/users/list?pending=true&search=${encodeURIComponent(lower.split('@')[0]!)}`);
    assert.deepEqual(pending.body.items.map((u: { email: string }) => u.email), [lower]);
    assert.equal((await admin.get(`/api/users/list?pending=false&search=${encodeURIComponent(lower.split('@')[0]!)}`)).body.count, 0);
    const recorded = await events.since(mark);
    assert.deepEqual(recorded.map((e) => e.type), ['user.signed_up']);
    assert.deepEqual(recorded[0]!.data, { userId: list.body.items[0].id, email: lower, kind: 'staff', roles: [], isActive: false });
  });
  test('a too-short password gets the spec message', async () => {
    const res = await anon(svc).post('/api/auth/signup', { email: uniqueEmail(), password: 'abc', confirmPassword: 'abc' });
    assertProblem(res, 400, PASSWORD_MESSAGE);
  });
  test('mismatched passwords are a 400', async () => {
    assertProblem(await anon(svc).post('/api/auth/signup', { email: uniqueEmail(), password: GOOD_PASSWORD, confirmPassword: `${GOOD_PASSWORD}x` }), 400, 'Passwords do not match.');
  });
  test('an unknown field (roles) is rejected', async () => {
    const email = uniqueEmail();
    const res = await anon(svc).post('/api/auth/signup', { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, roles: ['admin'] });
    assertProblem(res, 400);
    assert.equal((await admin.get(`/api/auth/mail?to=${encodeURIComponent(email)}`)).body.count, 0);
  });
  test('an invalid e-mail and a missing field are 400', async () => {
    assertProblem(await anon(svc).post('/api/auth/signup', { email: 'not-an-email', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }), 400);
    assertProblem(await anon(svc).post('/api/auth/signup', { email: uniqueEmail(), password: GOOD_PASSWORD }), 400);
  });
  test('a second sign-up with the same address (any case) is 409', async () => {
    const email = uniqueEmail('dup');
    await signUp(email);
    assertProblem(await anon(svc).post('/api/auth/signup', { email: email.toUpperCase(), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }), 409);
  });
});

describe('activateAccount', () => {
  test('JSON: activates once, then the token is invalid; the user can sign in', async () => {
    const email = uniqueEmail('act');
    const { link } = await signUp(email);
    assert.match(link.pathname, /^\/api\/auth\/active\//);
    const events = eventLog(svc);
    const mark = await events.mark();
    const first = await anon(svc).get(link.pathname);
    assert.equal(first.status, 200);
    assert.deepEqual(first.body, { message: 'user has been activated.' });
    assertProblem(await anon(svc).get(link.pathname), 400, 'Invalid token or user already activated.');
    await signedIn(svc, email, GOOD_PASSWORD);
    const activated = await events.since(mark);
    assert.deepEqual(activated.map((e) => e.type), ['user.activated'], 'once, though the link was opened twice');
    assert.ok(activated[0]?.type === 'user.activated');
    assert.equal(activated[0].data.email, email);
    assert.equal(activated[0].data.isActive, true);
  });
  test('browser: redirects to /authentication/success, and an unknown token to /authentication/invalid', async () => {
    const { link } = await signUp(uniqueEmail('actb'));
    const html = { accept: 'text/html' };
    const ok = await anon(svc).get(link.pathname, html);
    assert.equal(ok.status, 302);
    assert.equal(ok.headers.get('location'), '/authentication/success');
    const bad = await anon(svc).get('/api/auth/active/no-such-token', html);
    assert.equal(bad.status, 302);
    assert.equal(bad.headers.get('location'), '/authentication/invalid');
  });
  test('an expired token is 410 for JSON clients', async () => {
    const email = uniqueEmail('actx');
    const { link } = await signUp(email);
    await svc.booted.dataSource.query("UPDATE user_tokens t JOIN users u ON u.id = t.userId SET t.expiresAt = ? WHERE u.email = ? AND t.purpose = 'activation'", [new Date(Date.now() - 1000), email]);
    assertProblem(await anon(svc).get(link.pathname), 410);
  });
  test('an unknown token is a 400 problem; an over-long one fails validation', async () => {
    assertProblem(await anon(svc).get('/api/auth/active/unknown'), 400, 'Invalid token or user already activated.');
    assertProblem(await anon(svc).get(`/api/auth/active/${'x'.repeat(201)}`), 400);
  });
});

describe('signIn', () => {
  test('sets an httpOnly session cookie and returns the user', async () => {
    const client = anon(svc);
    const res = await client.post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password });
    assert.equal(res.status, 200);
    assert.equal(res.body.redirect, false);
    assert.deepEqual(res.body.roles, ['admin']);
    assert.equal(res.body.user.email, ADMIN.email);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName(svc.config.mode)}=`));
    assert.ok(cookie, 'no session cookie');
    assert.match(cookie!, /HttpOnly/i);
    assert.match(cookie!, /SameSite=Lax/i);
    assert.equal((await client.get('/api/users/me')).body.email, ADMIN.email);
  });
  test('compares e-mails lower-cased', async () => {
    const res = await anon(svc).post('/api/auth/signin', { email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    assert.equal(res.status, 200);
  });
  test('a wrong password or unknown address is 401 without a cookie', async () => {
    const wrong = await anon(svc).post('/api/auth/signin', { email: ADMIN.email, password: 'Wrong-Passw0rd!' });
    assertProblem(wrong, 401, 'Invalid email or password.');
    assert.equal(wrong.headers.getSetCookie().length, 0);
    assertProblem(await anon(svc).post('/api/auth/signin', { email: 'nobody@test.local', password: 'Wrong-Passw0rd!' }), 401, 'Invalid email or password.');
  });
  test('an inactive user gets 403 User Is Not Active and no session', async () => {
    const user = await makeUser(admin, ['sales'], { isActive: false });
    const res = await anon(svc).post('/api/auth/signin', { email: user.email, password: GOOD_PASSWORD });
    assertProblem(res, 403, 'User Is Not Active');
    assert.equal(res.headers.getSetCookie().length, 0);
  });
  test('a dashboard user cannot sign in on the staff endpoint', async () => {
    const d = await makeUser(admin, ['agent'], { kind: 'dashboard', customerId: crypto.randomUUID() });
    assertProblem(await anon(svc).post('/api/auth/signin', { email: d.email, password: GOOD_PASSWORD }), 401);
  });
  test('a provider name returns its redirect url; an unknown provider is 400', async () => {
    const res = await anon(svc).post('/api/auth/signin', { provider: 'google' });
    assert.equal(res.status, 200);
    assert.equal(res.body.redirect, true);
    const url = new URL(res.body.url);
    assert.equal(url.origin + url.pathname, PROVIDERS[0]!.authBaseUrl);
    assert.equal(url.searchParams.get('client_id'), 'adops-web');
    assertProblem(await anon(svc).post('/api/auth/signin', { provider: 'myspace' }), 400);
  });
  test('invalid input is a 400 problem', async () => {
    assertProblem(await anon(svc).post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password, remember: true }), 400);
    assertProblem(await anon(svc).post('/api/auth/signin', { email: 'nope', password: 'x' }), 400);
    assertProblem(await anon(svc).post('/api/auth/signin', {}), 400);
    assertProblem(await anon(svc).post('/api/auth/signin', '{"email":', { 'content-type': 'application/json' }), 400);
  });
});

describe('signOut', () => {
  test('clears the session cookie; afterwards the session is gone', async () => {
    const client = await signedIn(svc);
    const res = await client.post('/api/auth/signout');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { redirect: false });
    assert.match(res.headers.getSetCookie().join(';'), new RegExp(`${sessionCookieName(svc.config.mode)}=;`));
    assertProblem(await client.get('/api/users/me'), 401);
  });
  test('succeeds without a session', async () => {
    assert.equal((await anon(svc).post('/api/auth/signout')).status, 200);
  });
  test('an unknown query parameter is 400', async () => {
    assertProblem(await anon(svc).post('/api/auth/signout?x=1'), 400);
  });
});

describe('forgotPassword and resetPassword', () => {
  test('forgot → mail → reset: the new password signs in, the old one does not; the token is single-use', async () => {
    const user = await makeUser(admin, ['sales'], { email: uniqueEmail('reset') });
    const forgot = await anon(svc).post('/api/auth/forgot', { email: user.email.toUpperCase() });
    assert.equal(forgot.status, 200);
    assert.equal(forgot.body.message, 'If that address is registered, a reset link is on its way.');
    const mail = await lastMailTo(admin, user.email);
    assert.equal(mail.subject, 'Reset your AdOps password');
    const token = new URL(linkIn(mail.text)).pathname.split('/').pop()!;
    const next = 'Brand-New-Passw0rd';
    const reset = await anon(svc).post(`/api/auth/reset/${token}`, { password: next, confirmPassword: next });
    assert.equal(reset.status, 200);
    assert.deepEqual(reset.body, { message: 'Your password has been reset.' });
    assertProblem(await anon(svc).post('/api/auth/signin', { email: user.email, password: GOOD_PASSWORD }), 401);
    await signedIn(svc, user.email, next);
    assertProblem(await anon(svc).post(`/api/auth/reset/${token}`, { password: 'Another-Passw0rd', confirmPassword: 'Another-Passw0rd' }), 400, 'This link is invalid or has already been used.');
    await signedIn(svc, user.email, next);
  });
  test('forgot answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await anon(svc).post('/api/auth/forgot', { email });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'If that address is registered, a reset link is on its way.');
    assert.equal((await admin.get(`/api/auth/mail?to=${encodeURIComponent(email)}`)).body.count, 0);
  });
  test('forgot: invalid input is 400', async () => {
    assertProblem(await anon(svc).post('/api/auth/forgot', { email: 'x' }), 400);
    assertProblem(await anon(svc).post('/api/auth/forgot', { email: ADMIN.email, kind: 'staff' }), 400);
  });
  test('an expired reset token is 410 and leaves the password unchanged', async () => {
    const user = await makeUser(admin, ['sales']);
    await anon(svc).post('/api/auth/forgot', { email: user.email });
    const token = await mailedToken(admin, user.email);
    await svc.booted.dataSource.query("UPDATE user_tokens SET expiresAt = ? WHERE userId = ? AND purpose = 'reset'", [new Date(Date.now() - 1000), user.id]);
    assertProblem(await anon(svc).post(`/api/auth/reset/${token}`, { password: 'Brand-New-Passw0rd', confirmPassword: 'Brand-New-Passw0rd' }), 410);
    await signedIn(svc, user.email, GOOD_PASSWORD);
  });
  test('reset: a too-short password gets the spec message and does not use up the token', async () => {
    const user = await makeUser(admin, ['sales']);
    await anon(svc).post('/api/auth/forgot', { email: user.email });
    const token = await mailedToken(admin, user.email);
    assertProblem(await anon(svc).post(`/api/auth/reset/${token}`, { password: 'abc', confirmPassword: 'abc' }), 400, PASSWORD_MESSAGE);
    assertProblem(await anon(svc).post(`/api/auth/reset/${token}`, { password: GOOD_PASSWORD }), 400);
    assert.equal((await anon(svc).post(`/api/auth/reset/${token}`, { password: 'Brand-New-Passw0rd', confirmPassword: 'Brand-New-Passw0rd' })).status, 200);
  });
  test('reset: an unknown token is 400', async () => {
    assertProblem(await anon(svc).post('/api/auth/reset/unknown-token', { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }), 400, 'This link is invalid or has already been used.');
  });
});

describe('reinvite', () => {
  test('sends a new activation link to an inactive user, which activates', async () => {
    const email = uniqueEmail('reinv');
    await signUp(email);
    const before = (await admin.get(`/api/auth/mail?to=${encodeURIComponent(email)}`)).body.count;
    const res = await anon(svc).post('/api/auth/reinvite', { email });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { message: `Please check your email: ${email}` });
    assert.equal((await admin.get(`/api/auth/mail?to=${encodeURIComponent(email)}`)).body.count, before + 1);
    const link = new URL(linkIn((await lastMailTo(admin, email)).text));
    assert.equal((await anon(svc).get(link.pathname)).status, 200);
  });
  test('says the same for an active or unknown user and sends nothing', async () => {
    const n = (await admin.get(`/api/auth/mail?to=${encodeURIComponent(ADMIN.email)}`)).body.count;
    assert.equal((await anon(svc).post('/api/auth/reinvite', { email: ADMIN.email })).status, 200);
    assert.equal((await admin.get(`/api/auth/mail?to=${encodeURIComponent(ADMIN.email)}`)).body.count, n);
  });
  test('invalid input is 400', async () => {
    assertProblem(await anon(svc).post('/api/auth/reinvite', {}), 400);
  });
});

describe('listCapturedMail', () => {
  test('admin lists captured mail newest first, filtered by address', async () => {
    const email = uniqueEmail('mail');
    await signUp(email);
    const res = await admin.get(`/api/auth/mail?to=${encodeURIComponent(email)}&limit=5`);
    assert.equal(res.status, 200);
    assert.equal(res.body.count, 1);
    assert.equal(res.body.items[0].to, email);
    const all = await admin.get('/api/auth/mail?limit=2&page=1');
    assert.equal(all.body.items.length, 2);
    assert.ok(all.body.count >= 2);
    assert.ok(all.body.items[0].sentAt >= all.body.items[1].sentAt);
  });
  test('401 without a session, 403 for a non-admin', async () => {
    assertProblem(await anon(svc).get('/api/auth/mail'), 401);
    assertProblem(await sales.get('/api/auth/mail'), 403);
  });
  test('invalid input is 400', async () => {
    assertProblem(await admin.get('/api/auth/mail?to=not-an-email'), 400);
    assertProblem(await admin.get('/api/auth/mail?limit=101'), 400);
  });
});

describe('session tokens', () => {
  const cookie = (token: string) => ({ cookie: `${sessionCookieName(svc.config.mode)}=${token}` });
  const subject = () => ({ userId: adminId, email: ADMIN.email, kind: 'staff' as const, roles: ['admin' as const] });

  test('a token signed with the service key is accepted (control)', async () => {
    const token = await new TokenSigner(svc.booted.context.keys.privateKeyPem!).sign(subject(), 'session', 300);
    assert.equal((await anon(svc).get('/api/users/me', cookie(token))).status, 200);
  });
  test('a session JWT signed by another key is 401', async () => {
    const other = await generateKeyPairPem();
    const token = await new TokenSigner(other.privateKeyPem).sign(subject(), 'session', 300);
    assertProblem(await anon(svc).get('/api/users/me', cookie(token)), 401);
    assertProblem(await anon(svc).get('/api/users/list', cookie(token)), 401);
    assertProblem(await anon(svc).get('/api/users/me', { authorization: `Bearer ${token}` }), 401);
  });
  test('an expired session JWT is 401', async () => {
    const token = await new TokenSigner(svc.booted.context.keys.privateKeyPem!).sign(subject(), 'session', -1);
    assertProblem(await anon(svc).get('/api/users/me', cookie(token)), 401);
  });
  test('garbage in the cookie is 401', async () => {
    assertProblem(await anon(svc).get('/api/users/me', cookie('not.a.jwt')), 401);
  });
});
