// The general request budget of every operation (http/request-budget.ts) as createService runs it:
// per principal when signed in, per client address otherwise; the RateLimit-Policy and RateLimit
// headers (draft-ietf-httpapi-ratelimit-headers) on every answer, 200s and refusals alike; a 429
// problem with Retry-After once the caller's budget is used up, which leaves other callers alone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { stringify } from 'yaml';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { generateKeyPairPem, TokenSigner, TokenVerifier } from '../src/auth/tokens.ts';
import { Revocations } from '../src/auth/revocations.ts';
import { createService } from '../src/http/create-service.ts';
import { rateLimitState, reportRateLimit } from '../src/http/rate-limit.ts';
import { listen } from '../src/http/run.ts';

const PER_USER = 5;
const PER_ADDRESS = 3;
const WINDOW = 60;

const problem = { description: 'problem', content: { 'application/problem+json': { schema: { type: 'object' } } } };
const json = { 'application/json': { schema: { type: 'object' } } };
const spec = {
  openapi: '3.1.0',
  info: { title: 'budget', version: '1' },
  paths: {
    '/api/ping': { get: { operationId: 'ping', security: [], responses: { '200': { description: 'ok', content: json }, '429': problem } } },
    '/api/me': { get: { operationId: 'me', security: [{ bearer: [] }], responses: { '200': { description: 'ok', content: json }, '401': problem, '429': problem } } },
  },
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
};

let server: Server;
let base: string;
let dir: string;
const tokens: string[] = [];

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'request-budget-'));
  const specPath = join(dir, 'budget.openapi.yaml');
  await writeFile(specPath, stringify(spec));
  const keys = await generateKeyPairPem();
  const signer = new TokenSigner(keys.privateKeyPem);
  for (const userId of ['u-1', 'u-2']) tokens.push(await signer.sign({ userId, email: `${userId}@test.local`, kind: 'staff', roles: ['admin'] }, 'bearer', 600));
  const log = createLogger('budget-test', 'silent');
  const config = loadConfig('budget-test', {
    NODE_ENV: 'test',
    // Each test sends from its own address through the trusted loopback proxy.
    TRUST_PROXY: 'loopback',
    API_RATE_LIMIT_PER_USER: String(PER_USER),
    API_RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
    API_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW),
  });
  const revocations = new Revocations({ dataSource: {} as DataSource, log, pollMs: 0 });
  const handlers = {
    ping: (_req: unknown, res: Response) => res.json({ pong: true }),
    // An operation with a policy of its own reports it next to the general one.
    me: (_req: unknown, res: Response) => {
      reportRateLimit(res, rateLimitState({ name: 'own', quota: 2, windowSeconds: 10 }, null));
      res.json({ me: true });
    },
  };
  const service = createService({ name: 'budget', specPath, handlers, config, log, verifier: new TokenVerifier(keys.publicKeyPem), revocations });
  server = await listen(service.app, '127.0.0.1', 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const get = (path: string, address: string, token?: string) =>
  fetch(`${base}${path}`, { headers: { 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe('the general request budget', () => {
  test('anonymous callers: per address; every answer carries the headers; the 429 has Retry-After', async () => {
    for (let i = 1; i <= PER_ADDRESS; i++) {
      const res = await get('/api/ping', '10.20.0.1');
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('ratelimit-policy'), `"per-address";q=${PER_ADDRESS};w=${WINDOW}`);
      assert.match(res.headers.get('ratelimit') ?? '', new RegExp(`^"per-address";r=${PER_ADDRESS - i};t=\\d+$`));
    }
    const refused = await get('/api/ping', '10.20.0.1');
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get('content-type'), 'application/problem+json; charset=utf-8');
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= WINDOW, `Retry-After: ${refused.headers.get('retry-after')}`);
    assert.equal(refused.headers.get('ratelimit'), `"per-address";r=0;t=${retryAfter}`);
    assert.equal(((await refused.json()) as { status: number }).status, 429);
    // Another address has its own budget.
    assert.equal((await get('/api/ping', '10.20.0.2')).status, 200);
  });

  test('signed-in callers: per principal, wherever they call from; a refused 401 is counted and carries the headers', async () => {
    const unauthenticated = await get('/api/me', '10.21.0.1');
    assert.equal(unauthenticated.status, 401);
    assert.match(unauthenticated.headers.get('ratelimit') ?? '', /^"per-address";r=2;t=\d+$/);
    // Five requests of one user from five addresses share the user's budget.
    for (let i = 1; i <= PER_USER; i++) {
      const res = await get('/api/me', `10.22.0.${i}`, tokens[0]);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('ratelimit-policy'), `"per-user";q=${PER_USER};w=${WINDOW}, "own";q=2;w=10`);
      assert.match(res.headers.get('ratelimit') ?? '', new RegExp(`^"per-user";r=${PER_USER - i};t=\\d+, "own";r=2;t=10$`));
    }
    const refused = await get('/api/me', '10.22.0.99', tokens[0]);
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    assert.match(refused.headers.get('ratelimit') ?? '', /^"per-user";r=0;t=\d+$/);
    // The same user is refused on a public operation too; another user, and the address, are not.
    assert.equal((await get('/api/ping', '10.22.0.98', tokens[0])).status, 429);
    assert.equal((await get('/api/me', '10.22.0.99', tokens[1])).status, 200);
    assert.equal((await get('/api/ping', '10.22.0.99')).status, 200);
  });
});
