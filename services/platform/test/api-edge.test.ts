// The platform's API edge over HTTP, on a small fixture context (test/fixtures/edge.openapi.yaml)
// booted with the test kit: security headers on the API's JSON and the served spec, no-store on
// authenticated answers, HSTS by mode, the bearer challenge on 401s, the served spec naming the
// installation, and an answer with a status its operation does not document failing outside
// production. The app's HTML and /docs are checked on the embedded default
// (services/all-in-one/test/security-headers.test.ts).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { defineModule, type ServiceModule } from '../src/boot.ts';
import { Problem } from '../src/problems.ts';
import { generateKeyPairPem } from '../src/auth/tokens.ts';
import { API_CSP, HSTS } from '../src/http/security-headers.ts';
import { SPEC_CACHE_CONTROL } from '../src/http/served-spec.ts';
import { anon, assertOk, assertProblem, clientAs, serviceUnderTest, startTestService, TestClient, type TestResponse } from '../src/testing/index.ts';

const specPath = fileURLToPath(new URL('./fixtures/edge.openapi.yaml', import.meta.url));

const edgeModule: ServiceModule = defineModule({
  name: 'edge',
  specPath,
  entities: [],
  migrations: [],
  async create() {
    return {
      handlers: {
        listEdgeItems: (_req: unknown, res: import('express').Response) => res.json({ items: ['a'] }),
        getEdgeSessionOnly: (_req: unknown, res: import('express').Response) => res.json({ items: [] }),
        getEdgePublic: (req: import('express').Request, res: import('express').Response) => {
          switch (req.query.answer) {
            case 'json-418': return void res.status(418).json({ items: [] });
            case 'problem-409': throw new Problem(409, 'Conflict', 'Not documented here.');
            case 'empty-204': return void res.status(204).end();
            default: return void res.json({ items: [] });
          }
        },
      },
    };
  },
});

/** The headers every answer carries, whatever its kind. */
function assertCommonHeaders(res: TestResponse, what: string): void {
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', what);
}

function assertApiHeaders(res: TestResponse, what: string): void {
  assertCommonHeaders(res, what);
  assert.equal(res.headers.get('content-security-policy'), API_CSP, what);
  assert.match(API_CSP, /default-src 'none'/);
  assert.match(API_CSP, /frame-ancestors 'none'/);
  assert.equal(res.headers.get('x-frame-options'), 'DENY', what);
}

describe('outside production (NODE_ENV=test)', () => {
  const svc = serviceUnderTest(() =>
    startTestService(edgeModule, { env: { PUBLIC_URL: 'https://adops.example.com', API_CONTACT_EMAIL: 'partners@adops.example.com' } }),
  );

  test('an API JSON answer carries the locked-down CSP, nosniff, the referrer policy, frame denial and HSTS', async () => {
    const res = await anon(svc).get('/api/edge/public');
    assert.equal(res.status, 200);
    assertApiHeaders(res, 'GET /api/edge/public');
    assert.equal(res.headers.get('strict-transport-security'), HSTS, 'HSTS outside development');
  });

  test('an authenticated API answer is no-store, by session cookie and by bearer token; a public one without credentials is not', async () => {
    const bySession = assertOk(await clientAs(svc, 'admin').get('/api/edge/items'));
    assert.deepEqual(bySession, { items: ['a'] });
    for (const client of [clientAs(svc, 'admin'), clientAs(svc, { roles: ['admin'], via: 'bearer' })]) {
      const res = await client.get('/api/edge/items');
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      assertApiHeaders(res, 'GET /api/edge/items');
    }
    // A refused token is still a request that carried one: its 401 is not stored either.
    const refused = await new TestClient(svc.url).useBearer('not-a-token').get('/api/edge/items');
    assert.equal(refused.status, 401);
    assert.equal(refused.headers.get('cache-control'), 'no-store');
    const open = await anon(svc).get('/api/edge/public');
    assert.notEqual(open.headers.get('cache-control'), 'no-store');
  });

  test('the served spec keeps its public caching and carries the API headers', async () => {
    for (const path of ['/openapi/edge.yaml', '/openapi/edge.json']) {
      const res = await clientAs(svc, 'admin').get(path);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get('cache-control'), SPEC_CACHE_CONTROL, `${path}: public caching, even to a signed-in caller`);
      assertApiHeaders(res, path);
    }
  });

  test('the served spec names the installation\'s PUBLIC_URL and the configured contact; the committed file keeps the relative server', async () => {
    const res = await anon(svc).get('/openapi/edge.yaml');
    const served = parse(res.body as string) as { servers: Array<{ url: string }>; info: { contact: Record<string, string> } };
    assert.deepEqual(served.servers.map((s) => s.url), ['https://adops.example.com']);
    // The e-mail is configured; the name and the URL keep the committed spec's values.
    assert.deepEqual(served.info.contact, { name: 'Edge support', email: 'partners@adops.example.com', url: 'https://example.test/support' });
    const json = (await anon(svc).get('/openapi/edge.json')).body as typeof served;
    assert.deepEqual(json.servers.map((s) => s.url), ['https://adops.example.com']);
    assert.equal(json.info.contact.email, 'partners@adops.example.com');
  });

  test('a 401 of an operation that accepts a bearer token challenges for one (RFC 6750), with invalid_token when one was refused', async () => {
    const none = await anon(svc).get('/api/edge/items');
    assertProblem(none, 401);
    assert.equal(none.headers.get('www-authenticate'), 'Bearer realm="adops"');
    const refused = await new TestClient(svc.url).useBearer('not-a-token').get('/api/edge/items');
    assertProblem(refused, 401);
    assert.match(refused.headers.get('www-authenticate') ?? '', /^Bearer realm="adops", error="invalid_token"/);
    // The cookie alone has no auth scheme to challenge with.
    const sessionOnly = await anon(svc).get('/api/edge/session-only');
    assertProblem(sessionOnly, 401);
    assert.equal(sessionOnly.headers.get('www-authenticate'), null);
    // A valid bearer token where only the session is accepted: still no bearer challenge to answer.
    const bearerOnSession = await clientAs(svc, { roles: ['admin'], via: 'bearer' }).get('/api/edge/session-only');
    assertProblem(bearerOnSession, 401);
    assert.equal(bearerOnSession.headers.get('www-authenticate'), null);
  });

  test('an answer with a status its operation does not document fails: a 500 problem, whether sent as JSON, as a problem or empty', async () => {
    assertOk(await anon(svc).get('/api/edge/public?answer=documented'));
    for (const answer of ['json-418', 'problem-409', 'empty-204']) {
      const res = await anon(svc).get(`/api/edge/public?answer=${answer}`);
      assertProblem(res, 500);
      assertApiHeaders(res, answer);
    }
    // The validator's own rejection (400) is documented and passes.
    assertProblem(await anon(svc).get('/api/edge/public?answer=bogus'), 400);
  });
});

describe('in production', () => {
  const svc = serviceUnderTest(async () => {
    const keys = await generateKeyPairPem();
    return startTestService(edgeModule, { keys, env: { NODE_ENV: 'production', JWT_PUBLIC_KEY: keys.publicKeyPem } });
  });

  test('HSTS is sent; the API headers are the same', async () => {
    const res = await anon(svc).get('/api/edge/public');
    assert.equal(res.headers.get('strict-transport-security'), HSTS);
    assertApiHeaders(res, 'production');
    const signedIn = await clientAs(svc, 'admin').get('/api/edge/items');
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.headers.get('cache-control'), 'no-store');
  });

  test('responses are not validated: the undocumented status goes out as the handler sent it', async () => {
    assert.equal((await anon(svc).get('/api/edge/public?answer=json-418')).status, 418);
  });
});

describe('in development', () => {
  const svc = serviceUnderTest(() => startTestService(edgeModule, { env: { NODE_ENV: 'development' } }));

  test('no HSTS (plain http on a developer\'s machine); the other headers are sent', async () => {
    const res = await anon(svc).get('/api/edge/public');
    assert.equal(res.headers.get('strict-transport-security'), null);
    assertApiHeaders(res, 'development');
  });
});
