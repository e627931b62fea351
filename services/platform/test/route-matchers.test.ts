// The validator's route matchers are compiled once, not on every request: with the cache installed,
// requests through express-openapi-validator compile nothing new after the first one, and routing
// is what it was (a static path before a parameter, parameters decoded, 405 and 404 as before).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import express from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { cacheValidatorRouteMatchers } from '../src/http/route-matchers.ts';

type Compile = (path: unknown, options?: Record<string, unknown>) => { regexp: RegExp; keys: Array<{ name: string }> };

// Count what path-to-regexp really compiles: a spy under the cache, put there before it is installed.
const p2r = createRequire(import.meta.resolve('express-openapi-validator'))('path-to-regexp') as { pathToRegexp: Compile };
const original = p2r.pathToRegexp;
let compiled = 0;
p2r.pathToRegexp = (path, options) => {
  compiled++;
  return original(path, options);
};
cacheValidatorRouteMatchers();

const ok = { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } };
const spec = {
  openapi: '3.1.0',
  info: { title: 'routes', version: '1' },
  paths: {
    '/api/items/list': { get: { operationId: 'listItems', responses: ok } },
    '/api/items/{itemId}': { get: { operationId: 'getItem', parameters: [{ name: 'itemId', in: 'path', required: true, schema: { type: 'string' } }], responses: ok } },
    '/api/zones/{zoneId}/items': { get: { operationId: 'zoneItems', parameters: [{ name: 'zoneId', in: 'path', required: true, schema: { type: 'string' } }], responses: ok } },
  },
};

async function serve() {
  const app = express();
  app.use(...(OpenApiValidator.middleware({ apiSpec: structuredClone(spec) as never, validateRequests: true, validateResponses: false }) as unknown as express.RequestHandler[]));
  app.use((req, res) => {
    const matched = (req as unknown as { openapi?: { openApiRoute: string; pathParams: Record<string, string> } }).openapi;
    res.json({ route: matched?.openApiRoute ?? null, params: matched?.pathParams ?? null });
  });
  app.use((err: { status?: number; message: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(err.status ?? 500).json({ message: err.message });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, method = 'GET') => {
    const res = await fetch(base + path, { method });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { get, close: () => new Promise((r) => server.close(r)) };
}

test('the same route and options give the one compiled matcher; other options are compiled as asked', () => {
  const a = p2r.pathToRegexp('/api/things/:id', { sensitive: false, strict: false });
  assert.equal(p2r.pathToRegexp('/api/things/:id', { sensitive: false, strict: false }), a);
  assert.notEqual(p2r.pathToRegexp('/api/things/:id', { sensitive: true, strict: false }), a);
  const open = p2r.pathToRegexp('/api/things', { end: false });
  assert.notEqual(p2r.pathToRegexp('/api/things', { end: false }), open);
  assert.ok(open.regexp.test('/api/things/more'), 'end: false still matches a prefix');
  assert.ok(!a.regexp.test('/api/things/1/more'));
  assert.deepEqual(a.keys.map((k) => k.name), ['id']);
});

test('requests through the validator compile no route after the first, and route as before', async () => {
  const { get, close } = await serve();
  try {
    assert.deepEqual(await get('/api/items/list'), { status: 200, body: { route: '/api/items/list', params: {} } });
    assert.deepEqual(await get('/api/items/a%20b'), { status: 200, body: { route: '/api/items/{itemId}', params: { itemId: 'a b' } } });
    assert.deepEqual(await get('/api/zones/z1/items'), { status: 200, body: { route: '/api/zones/{zoneId}/items', params: { zoneId: 'z1' } } });
    // Every route has now been reached once; without the cache each request below would compile again.
    const warm = compiled;
    assert.ok(warm >= 3);
    assert.equal((await get('/api/items/list', 'POST')).status, 405);
    assert.equal((await get('/api/nowhere')).status, 404);
    for (let i = 0; i < 20; i++) assert.deepEqual((await get(`/api/zones/${i}/items`)).body.params, { zoneId: String(i) });
    assert.equal(compiled, warm);
  } finally {
    await close();
  }
});
