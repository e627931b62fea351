// The token exchange's own throttles: the key is checked first, so a stranger's
// failures, from the partner's own address and aimed at the partner's own key, never refuse the valid
// key; failures count per key and per address, apart, and past either budget a further failing
// attempt is 429 (Retry-After and the RateLimit headers); successful exchanges have their own budget
// per key; and none of it touches sign-in, so the admin behind the same address still signs in.
import { test, before, describe } from 'node:test';
import assert from 'node:assert/strict';
import { anon, assertOk, assertProblem, type TestClient } from '@adops/platform/testing';
import { ADMIN, identityService, makeUser, signedIn } from './helpers.ts';

const PER_KEY = 4;
const FAILURES_PER_KEY = 10;
const FAILURES_PER_ADDRESS = 30;

// Sign-in keeps its default limits (30 failures per address): the exchanges must not use them up.
const svc = identityService({ env: { TRUST_PROXY: 'loopback', TOKEN_MAX_PER_KEY: String(PER_KEY), TOKEN_MAX_FAILURES_PER_KEY: String(FAILURES_PER_KEY), TOKEN_MAX_FAILURES_PER_ADDRESS: String(FAILURES_PER_ADDRESS) } });
let admin: TestClient;

before(async () => {
  await svc.ready;
  admin = await signedIn(svc);
});

const from = (address: string) => ({ 'x-forwarded-for': address });
const exchange = (apiKey: string, address: string) => anon(svc).post('/api/auth/token', { apiKey }, from(address));
const newKey = async () => {
  const partner = await makeUser(admin, ['sales'], { password: undefined });
  return assertOk(await admin.identity.POST('/api/api-keys', { body: { userId: partner.id, name: 'Partner feed' } }), 201).apiKey;
};
/** The key's own prefix with a wrong secret: a guess aimed at that key. */
const wrongSecretFor = (apiKey: string) => `${apiKey.split('_').slice(0, 2).join('_')}_${'x'.repeat(32)}`;
const policies = (res: { headers: Headers }) => (res.headers.get('ratelimit-policy') ?? '').split(', ').map((p) => p.split(';')[0] ?? '');
const remaining = (res: { headers: Headers }, policy: string) => Number(new RegExp(`"${policy}";r=(\\d+);t=(\\d+)`).exec(res.headers.get('ratelimit') ?? '')?.[1]);

describe('token exchange throttles', () => {
  test('a stranger’s 35 failing exchanges from the partner’s address never refuse the valid key, nor the admin’s sign-in there', async () => {
    const apiKey = await newKey();
    const address = '10.30.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      // Half aimed at the partner's key, half at keys that do not exist.
      const guess = i % 2 ? wrongSecretFor(apiKey) : `adk_${i.toString(16).padStart(10, '0')}_${'y'.repeat(32)}`;
      statuses.push((await exchange(guess, address)).status);
    }
    // The first failures are 401; past the budgets they are 429.
    assert.deepEqual(statuses.slice(0, FAILURES_PER_KEY), Array(FAILURES_PER_KEY).fill(401));
    assert.equal(statuses.at(-1), 429);
    const ok = await exchange(apiKey, address);
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.tokenType, 'Bearer');
    // A valid key answers to its own budget only.
    assert.ok(policies(ok).includes('"token-exchanges-per-key"'), ok.headers.get('ratelimit-policy') ?? '');
    assert.ok(!policies(ok).some((p) => p.includes('failures')), ok.headers.get('ratelimit-policy') ?? '');
    const signIn = await anon(svc).post('/api/auth/signin', { email: ADMIN.email, password: ADMIN.password }, from(address));
    assert.equal(signIn.status, 200);
    assert.equal(remaining(signIn, 'sign-in-failures-per-address'), 30, 'the exchanges used up none of sign-in’s budget');
  });

  test(`past ${FAILURES_PER_KEY} failures aimed at one key, further failing attempts on it are 429 with Retry-After and the RateLimit headers, from any address`, async () => {
    const apiKey = await newKey();
    for (let i = 0; i < FAILURES_PER_KEY; i++) {
      const res = await exchange(wrongSecretFor(apiKey), `10.31.0.${i + 1}`);
      assertProblem(res, 401);
      assert.equal(remaining(res, 'token-failures-per-key'), FAILURES_PER_KEY - i - 1);
    }
    const refused = await exchange(wrongSecretFor(apiKey), '10.31.1.1');
    assertProblem(refused, 429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 900, `Retry-After: ${refused.headers.get('retry-after')}`);
    assert.match(refused.headers.get('ratelimit-policy') ?? '', /"token-failures-per-key";q=10;w=900/);
    assert.match(refused.headers.get('ratelimit') ?? '', new RegExp(`"token-failures-per-key";r=0;t=${retryAfter}`));
    // The key itself still works, from that address too.
    assert.equal((await exchange(apiKey, '10.31.1.1')).status, 200);
    // And another key's failures are counted apart.
    assertProblem(await exchange(wrongSecretFor(await newKey()), '10.31.1.2'), 401);
  });

  test(`past ${FAILURES_PER_ADDRESS} failures from one address, its failing attempts are 429; another address is not affected`, async () => {
    for (let i = 0; i < FAILURES_PER_ADDRESS; i++) assertProblem(await exchange(`not-a-key-${i}`, '10.32.0.1'), 401);
    const refused = await exchange('not-a-key-again', '10.32.0.1');
    assertProblem(refused, 429);
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    assert.match(refused.headers.get('ratelimit') ?? '', /"token-failures-per-address";r=0;t=\d+/);
    assertProblem(await exchange('not-a-key-again', '10.32.0.2'), 401);
  });

  test(`a key may be exchanged ${PER_KEY} times a window, then 429 with Retry-After; another key is not affected`, async () => {
    const apiKey = await newKey();
    for (let i = 0; i < PER_KEY; i++) {
      const res = await exchange(apiKey, `10.33.0.${i + 1}`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('ratelimit-policy') ?? '', new RegExp(`"token-exchanges-per-key";q=${PER_KEY};w=3600`));
      assert.equal(remaining(res, 'token-exchanges-per-key'), PER_KEY - i - 1);
    }
    const refused = await exchange(apiKey, '10.33.1.1');
    assertProblem(refused, 429, /exchanged too often/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 3600);
    assert.match(refused.headers.get('ratelimit') ?? '', new RegExp(`"token-exchanges-per-key";r=0;t=${retryAfter}`));
    assert.equal((await exchange(await newKey(), '10.33.1.1')).status, 200);
  });
});
