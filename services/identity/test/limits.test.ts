// Resource limits and throttling: sign-in rate limits per account and per client address, body size
// limits, page-size and search limits, and the install switches (central install, auto-activation).
import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import type { TestService, TestClient } from '@adops/platform/testing';
import { ADMIN, anon, assertProblem, GOOD_PASSWORD, makeUser, PNG, signedIn, startIdentity, uniqueEmail } from './helpers.ts';

const MAX_FAILURES = 3;
const MAX_PER_ADDRESS = 6;

let svc: TestService;
let admin: TestClient;

before(async () => {
  svc = await startIdentity({ env: { SIGNIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_FAILURES), SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: String(MAX_PER_ADDRESS) } });
  admin = await signedIn(svc);
});
after(async () => {
  await svc?.close();
});

/** The service trusts X-Forwarded-For from loopback (its ingress), so each scenario gets its own client address. */
const from = (address: string) => ({ 'x-forwarded-for': address });
const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('retry-after'));

describe('sign-in rate limit per account', () => {
  test(`after ${MAX_FAILURES} failures the next attempt is 429 with Retry-After, even with the right password`, async () => {
    const user = await makeUser(admin, ['sales']);
    for (let i = 0; i < MAX_FAILURES; i++) {
      assertProblem(await anon(svc).post('/api/auth/signin', { email: user.email, password: 'Wrong-Passw0rd!' }, from('10.1.0.1')), 401);
    }
    const blocked = await anon(svc).post('/api/auth/signin', { email: user.email, password: GOOD_PASSWORD }, from('10.1.0.1'));
    assertProblem(blocked, 429);
    assert.ok(retryAfter(blocked) >= 1, `Retry-After: ${blocked.headers.get('retry-after')}`);
    assert.equal(blocked.headers.getSetCookie().length, 0);
    // The lock is on the account, not the address; the address can still sign in other accounts.
    assertProblem(await anon(svc).post('/api/auth/signin', { email: user.email.toUpperCase(), password: GOOD_PASSWORD }, from('10.1.0.2')), 429);
    const other = await makeUser(admin, ['sales']);
    assert.equal((await anon(svc).post('/api/auth/signin', { email: other.email, password: GOOD_PASSWORD }, from('10.1.0.1'))).status, 200);
  });
  test('a success resets the failure count', async () => {
    const user = await makeUser(admin, ['sales']);
    for (let i = 0; i < MAX_FAILURES - 1; i++) await anon(svc).post('/api/auth/signin', { email: user.email, password: 'Wrong-Passw0rd!' }, from('10.2.0.1'));
    assert.equal((await anon(svc).post('/api/auth/signin', { email: user.email, password: GOOD_PASSWORD }, from('10.2.0.1'))).status, 200);
    for (let i = 0; i < MAX_FAILURES - 1; i++) assertProblem(await anon(svc).post('/api/auth/signin', { email: user.email, password: 'Wrong-Passw0rd!' }, from('10.2.0.2')), 401);
    assert.equal((await anon(svc).post('/api/auth/signin', { email: user.email, password: GOOD_PASSWORD }, from('10.2.0.2'))).status, 200);
  });
  test('staff and dashboard accounts of one address are counted apart', async () => {
    const email = uniqueEmail('both');
    await makeUser(admin, ['sales'], { email });
    await makeUser(admin, ['agent'], { email, kind: 'dashboard', customerId: crypto.randomUUID() });
    for (let i = 0; i < MAX_FAILURES; i++) await anon(svc).post('/api/auth/signin', { email, password: 'Wrong-Passw0rd!' }, from('10.3.0.1'));
    assertProblem(await anon(svc).post('/api/auth/signin', { email, password: GOOD_PASSWORD }, from('10.3.0.2')), 429);
    assert.equal((await anon(svc).post('/api/auth/dashboard/signin', { email, password: GOOD_PASSWORD }, from('10.3.0.2'))).status, 200);
  });
});

describe('rate limit per client address', () => {
  test(`after ${MAX_PER_ADDRESS} attempts an address gets 429 on sign-in, forgot and token`, async () => {
    for (let i = 0; i < MAX_PER_ADDRESS; i++) {
      assertProblem(await anon(svc).post('/api/auth/signin', { email: `nobody${i}@test.local`, password: 'Wrong-Passw0rd!' }, from('10.9.0.1')), 401);
    }
    const blocked = await anon(svc).post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password }, from('10.9.0.1'));
    assertProblem(blocked, 429);
    assert.ok(retryAfter(blocked) >= 1);
    assertProblem(await anon(svc).post('/api/auth/dashboard/signin', { email: ADMIN.email, password: ADMIN.password }, from('10.9.0.1')), 429);
    assertProblem(await anon(svc).post('/api/auth/forgot', { email: ADMIN.email }, from('10.9.0.1')), 429);
    assertProblem(await anon(svc).post('/api/auth/token', { apiKey: 'adk_0123456789_abcdefghijklmnopqrstuvwxyz' }, from('10.9.0.1')), 429);
    // Another address is not affected.
    assert.equal((await anon(svc).post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password }, from('10.9.0.2'))).status, 200);
  });
});

describe('body and list limits', () => {
  test('a JSON body over 100 kB is a 413 problem', async () => {
    const res = await anon(svc).post('/api/auth/signup', { email: uniqueEmail(), password: 'x'.repeat(110 * 1024), confirmPassword: 'x' });
    assertProblem(res, 413);
  });
  test('a JSON body just under the limit is not 413', async () => {
    const res = await anon(svc).post('/api/auth/signup', { email: uniqueEmail(), password: 'x', confirmPassword: 'x', displayName: 'y'.repeat(90 * 1024) });
    assertProblem(res, 400);
  });
  test('a picture over 2 MB is a 413 problem', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1)]);
    assertProblem(await admin.put('/api/users/me/picture', big, { 'content-type': 'image/png' }), 413);
  });
  test('limit=101 is 400 on every list; limit=100 is fine', async () => {
    assertProblem(await admin.get('/api/users/list?limit=101'), 400);
    assertProblem(await admin.get('/api/users/dashboard-users?limit=101'), 400);
    assertProblem(await admin.get('/api/auth/mail?limit=101'), 400);
    assert.equal((await admin.get('/api/users/list?limit=100')).status, 200);
  });
  test('a search of one character is 400; two are fine', async () => {
    assertProblem(await admin.get('/api/users/list?search=a'), 400);
    assertProblem(await admin.get('/api/users/dashboard-users?search=a'), 400);
    assert.equal((await admin.get('/api/users/list?search=ad')).status, 200);
  });
  test('a password over 128 characters is refused on sign-up', async () => {
    const long = `Aa1!${'x'.repeat(200)}`;
    assertProblem(await anon(svc).post('/api/auth/signup', { email: uniqueEmail(), password: long, confirmPassword: long }), 400);
  });
});

describe('install switches', () => {
  let central: TestService;
  before(async () => {
    central = await startIdentity({ env: { CENTRAL_INSTALL: 'true', DASHBOARD_AUTO_ACTIVATE: 'true' } });
  });
  after(async () => {
    await central?.close();
  });
  test('a central install reports sign-up off and refuses staff sign-up with 403', async () => {
    assert.equal((await anon(central).get('/api/auth/config')).body.signUpEnabled, false);
    assertProblem(await anon(central).post('/api/auth/signup', { email: uniqueEmail(), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }), 403, 'Sign-up is not available on this install.');
  });
  test('with auto-activation a dashboard sign-up is active at once and can sign in', async () => {
    const email = uniqueEmail('auto');
    const res = await anon(central).post('/api/auth/dashboard/signup', { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, customerId: crypto.randomUUID() });
    assert.equal(res.status, 201);
    assert.equal(res.body.activationSent, false);
    assert.equal((await anon(central).post('/api/auth/dashboard/signin', { email, password: GOOD_PASSWORD })).status, 200);
    const rows: Array<{ type: string }> = await central.booted.dataSource.query('SELECT type FROM outbox ORDER BY seq');
    assert.ok(rows.some((r) => r.type === 'user.activated'));
  });
});
