// Resource limits and throttling: sign-in rate limits per account and per client address (failures
// only), the forgotten-password budget per address, body size
// limits, page-size and search limits, and the install switches (central install, auto-activation).
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { anon, assertProblem, eventLog, PNG, uniqueEmail, type TestClient } from '@adops/platform/testing';
import { ADMIN, GOOD_PASSWORD, identityService, makeUser, seedAgent, signedIn, startIdentity } from './helpers.ts';

const MAX_FAILURES = 3;
const MAX_PER_ADDRESS = 6;
const DELAY_AFTER = 4;

// The service trusts X-Forwarded-For from its loopback proxy here, as a chart trusts its ingress.
const svc = identityService({ env: { TRUST_PROXY: 'loopback', SIGNIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_FAILURES), SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: String(MAX_PER_ADDRESS), SIGNIN_DELAY_AFTER_FAILURES: String(DELAY_AFTER) } });
let admin: TestClient;

before(async () => {
  await svc.ready;
  admin = await signedIn(svc);
});

/** Each scenario gets its own client address through the trusted proxy. */
const from = (address: string) => ({ 'x-forwarded-for': address });
const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('retry-after'));
const wrong = (email: string, address: string) => anon(svc).post('/api/auth/signin', { email, password: 'Wrong-Passw0rd!' }, from(address));
const right = (email: string, address: string) => anon(svc).post('/api/auth/signin', { email, password: GOOD_PASSWORD }, from(address));

describe('sign-in rate limit per account and address', () => {
  test(`after ${MAX_FAILURES} failures that address gets 429 for that account, even with the right password; the owner elsewhere signs in`, async () => {
    const user = await makeUser(admin, ['sales']);
    for (let i = 0; i < MAX_FAILURES; i++) assertProblem(await wrong(user.email, '10.1.0.1'), 401);
    const blocked = await right(user.email, '10.1.0.1');
    assertProblem(blocked, 429);
    assert.ok(retryAfter(blocked) >= 1, `Retry-After: ${blocked.headers.get('retry-after')}`);
    assert.equal(blocked.headers.getSetCookie().length, 0);
    // The stranger's failures do not lock the owner out: from another address the right password works.
    assert.equal((await right(user.email.toUpperCase(), '10.1.0.2')).status, 200);
    // And the blocked address can still sign in other accounts.
    const other = await makeUser(admin, ['sales']);
    assert.equal((await right(other.email, '10.1.0.1')).status, 200);
  });
  test('wrong passwords from many addresses never refuse the right one: they only slow attempts down', async () => {
    const user = await makeUser(admin, ['sales']);
    // Six strangers, one wrong password each (the attack of the issue): no lock-out.
    for (let i = 1; i <= 6; i++) assertProblem(await wrong(user.email, `10.4.0.${i}`), 401);
    const started = Date.now();
    const res = await right(user.email, '10.4.1.1');
    assert.equal(res.status, 200);
    // Past the threshold each attempt waits longer (250 ms doubling): 6 failures, threshold 4 → 1 s.
    assert.ok(Date.now() - started >= 900, `answered after ${Date.now() - started} ms`);
  });
  test('a success resets that address\'s failure count', async () => {
    const user = await makeUser(admin, ['sales']);
    for (let i = 0; i < MAX_FAILURES - 1; i++) await wrong(user.email, '10.2.0.1');
    assert.equal((await right(user.email, '10.2.0.1')).status, 200);
    for (let i = 0; i < MAX_FAILURES - 1; i++) assertProblem(await wrong(user.email, '10.2.0.1'), 401);
    assert.equal((await right(user.email, '10.2.0.1')).status, 200);
  });
  test('staff and dashboard accounts of one address are counted apart', async () => {
    const email = uniqueEmail('both');
    await makeUser(admin, ['sales'], { email });
    await makeUser(admin, ['agent'], { email, kind: 'dashboard', customerId: crypto.randomUUID() });
    for (let i = 0; i < MAX_FAILURES; i++) await wrong(email, '10.3.0.1');
    assertProblem(await right(email, '10.3.0.1'), 429);
    assert.equal((await anon(svc).post('/api/auth/dashboard/signin', { email, password: GOOD_PASSWORD }, from('10.3.0.1'))).status, 200);
  });
});

describe('trusted proxies come from configuration', () => {
  test('without TRUST_PROXY a forged X-Forwarded-For does not dodge the per-address limit', async () => {
    const plain = await startIdentity({ env: { SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: '3' } });
    try {
      for (let i = 0; i < 3; i++) {
        assertProblem(await anon(plain).post('/api/auth/signin', { email: `nobody${i}@test.local`, password: 'Wrong-Passw0rd!' }, from(`192.168.7.${i}`)), 401);
      }
      assertProblem(await anon(plain).post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password }, from('192.168.7.99')), 429);
    } finally {
      await plain.close();
    }
  });
});

describe('rate limit per client address', () => {
  test(`right passwords never count; after ${MAX_PER_ADDRESS} failed sign-ins an address gets 429 on sign-in (staff and dashboard), with Retry-After and the RateLimit headers`, async () => {
    // A neighbour behind the same address signing in correctly, many times over, uses up nothing.
    for (let i = 0; i < MAX_PER_ADDRESS + 3; i++) {
      const ok = await anon(svc).post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password }, from('10.9.0.1'));
      assert.equal(ok.status, 200);
      assert.match(ok.headers.get('ratelimit-policy') ?? '', new RegExp(`"sign-in-failures-per-address";q=${MAX_PER_ADDRESS};w=900`));
      assert.match(ok.headers.get('ratelimit') ?? '', new RegExp(`"sign-in-failures-per-address";r=${MAX_PER_ADDRESS};t=\\d+`));
    }
    for (let i = 0; i < MAX_PER_ADDRESS; i++) {
      const failed = await anon(svc).post('/api/auth/signin', { email: `nobody${i}@test.local`, password: 'Wrong-Passw0rd!' }, from('10.9.0.1'));
      assertProblem(failed, 401);
      assert.match(failed.headers.get('ratelimit') ?? '', new RegExp(`"sign-in-failures-per-address";r=${MAX_PER_ADDRESS - i - 1};t=\\d+`));
    }
    const blocked = await anon(svc).post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password }, from('10.9.0.1'));
    assertProblem(blocked, 429);
    assert.ok(retryAfter(blocked) >= 1);
    assert.match(blocked.headers.get('ratelimit') ?? '', new RegExp(`"sign-in-failures-per-address";r=0;t=${retryAfter(blocked)}`));
    assertProblem(await anon(svc).post('/api/auth/dashboard/signin', { email: ADMIN.email, password: ADMIN.password }, from('10.9.0.1')), 429);
    // The forgotten-password request and the token exchange have budgets of their own.
    assert.equal((await anon(svc).post('/api/auth/forgot', { email: ADMIN.email }, from('10.9.0.1'))).status, 200);
    assertProblem(await anon(svc).post('/api/auth/token', { apiKey: 'adk_0123456789_abcdefghijklmnopqrstuvwxyz' }, from('10.9.0.1')), 401);
    // Another address is not affected.
    assert.equal((await anon(svc).post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password }, from('10.9.0.2'))).status, 200);
  });
  test(`after ${MAX_PER_ADDRESS} forgotten-password requests an address gets 429 on both, staff and dashboard`, async () => {
    for (let i = 0; i < MAX_PER_ADDRESS; i++) {
      const path = i % 2 ? '/api/auth/dashboard/forgot' : '/api/auth/forgot';
      const res = await anon(svc).post(path, { email: `nobody${i}@test.local` }, from('10.9.1.1'));
      assert.equal(res.status, 200);
      assert.match(res.headers.get('ratelimit') ?? '', new RegExp(`"forgot-password-per-address";r=${MAX_PER_ADDRESS - i - 1};t=\\d+`));
    }
    const blocked = await anon(svc).post('/api/auth/forgot', { email: ADMIN.email }, from('10.9.1.1'));
    assertProblem(blocked, 429);
    assert.ok(retryAfter(blocked) >= 1);
    assertProblem(await anon(svc).post('/api/auth/dashboard/forgot', { email: ADMIN.email }, from('10.9.1.1')), 429);
    assert.equal((await anon(svc).post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password }, from('10.9.1.1'))).status, 200);
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
  const central = identityService({ env: { CENTRAL_INSTALL: 'true', DASHBOARD_AUTO_ACTIVATE: 'true' } });
  test('a central install reports sign-up off and refuses staff sign-up with 403', async () => {
    assert.equal((await anon(central).get('/api/auth/config')).body.signUpEnabled, false);
    assertProblem(await anon(central).post('/api/auth/signup', { email: uniqueEmail(), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }), 403, 'Sign-up is not available on this install.');
  });
  test('staff sign-up is off unless STAFF_SIGNUP turns it on', async () => {
    const plain = await startIdentity({ env: { STAFF_SIGNUP: '' } });
    try {
      assert.equal((await anon(plain).get('/api/auth/config')).body.signUpEnabled, false);
      assertProblem(await anon(plain).post('/api/auth/signup', { email: uniqueEmail(), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }), 403, 'Sign-up is not available on this install.');
    } finally {
      await plain.close();
    }
  });
  test('with auto-activation a dashboard sign-up with an invitation is active at once and can sign in', async () => {
    const email = uniqueEmail('auto');
    const agent = await seedAgent(central, { customerId: crypto.randomUUID() });
    const centralAdmin = await signedIn(central);
    const { token } = (await centralAdmin.post('/api/auth/dashboard/invitations', { agentId: agent.id })).body;
    const events = eventLog(central);
    const mark = await events.mark();
    const res = await anon(central).post('/api/auth/dashboard/signup', { email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, invitation: token });
    assert.equal(res.status, 201);
    assert.equal(res.body.activationSent, false);
    assert.equal((await anon(central).post('/api/auth/dashboard/signin', { email, password: GOOD_PASSWORD })).status, 200);
    const recorded = await events.since(mark, { types: ['user.signed_up', 'user.activated'] });
    assert.deepEqual(recorded.map((e) => [e.type, e.data.email, e.data.agentId, e.data.isActive]), [
      ['user.signed_up', email, agent.id, true],
      ['user.activated', email, agent.id, true],
    ]);
    assert.equal((await events.since(mark)).length, 2, 'and nothing else');
  });
});
