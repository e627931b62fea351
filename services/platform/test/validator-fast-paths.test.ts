// The validator's fast paths (http/validator-fast-paths.ts) decide what the validator's own code decides:
// the same requests, through one app built before they are installed and one built after, give the same
// operation, path parameters, query as the handler sees it, and the same errors (status, message,
// field errors, Allow); and the raw query string is url.parse()'s for every request line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as nodeUrl from 'node:url';
import express from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { installValidatorFastPaths, rawQueryOf } from '../src/http/validator-fast-paths.ts';

const ok = { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } };
const q = (name: string, schema: object, extra: object = {}) => ({ name, in: 'query', schema, ...extra });
const spec = {
  openapi: '3.1.0',
  info: { title: 'fast paths', version: '1' },
  components: {
    parameters: {
      Page: { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
      Sort: { name: 'sort', in: 'query', schema: { $ref: '#/components/schemas/Sort' } },
    },
    schemas: {
      Sort: { type: 'string', enum: ['name', '-name', 'createdAt', '-createdAt'] },
      Range: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } }, additionalProperties: false },
    },
  },
  paths: {
    '/api/items/list': {
      get: {
        operationId: 'listItems',
        parameters: [
          { $ref: '#/components/parameters/Page' },
          { $ref: '#/components/parameters/Sort' },
          q('limit', { type: 'integer', enum: [10, 25, 50] }),
          q('search', { type: 'string', minLength: 2, maxLength: 100 }),
          q('isActive', { type: 'boolean' }),
          q('ids', { type: 'array', items: { type: 'string' }, maxItems: 5 }),
          q('tags', { type: 'array', items: { type: 'string' } }, { explode: false }),
          q('pipes', { type: 'array', items: { type: 'string' } }, { style: 'pipeDelimited', explode: false }),
          q('range', { $ref: '#/components/schemas/Range' }, { style: 'deepObject', explode: true }),
          q('pair', { type: 'object', properties: { k: { type: 'string' } } }, { explode: false }),
          q('near', { type: 'object', properties: { lat: { type: 'number' }, lng: { type: 'number' } } }),
          q('url', { type: 'string' }, { allowReserved: true }),
          { name: 'filter', in: 'query', content: { 'application/json': { schema: { type: 'object', properties: { a: { type: 'integer' } } } } } },
          { name: 'x-trace', in: 'header', schema: { type: 'array', items: { type: 'string' } } },
        ],
        responses: ok,
      },
      post: { operationId: 'createItem', requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: ok },
    },
    '/api/items/{itemId}': { get: { operationId: 'getItem', parameters: [{ name: 'itemId', in: 'path', required: true, schema: { type: 'string', maxLength: 10 } }], responses: ok } },
    '/api/zones/{zoneId}/items/{n}': {
      get: {
        operationId: 'zoneItems',
        parameters: [
          { name: 'zoneId', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'n', in: 'path', required: true, schema: { type: 'integer' } },
        ],
        responses: ok,
      },
    },
  },
};

async function serve() {
  const app = express();
  app.set('query parser', 'extended');
  app.use(express.json());
  app.use(
    ...(OpenApiValidator.middleware({
      apiSpec: structuredClone(spec) as never,
      validateRequests: { allowUnknownQueryParameters: false, coerceTypes: false, removeAdditional: false },
      validateResponses: false,
      validateSecurity: false,
      fileUploader: false,
    }) as unknown as express.RequestHandler[]),
  );
  app.use((req, res) => {
    const matched = (req as unknown as { openapi?: { openApiRoute: string; pathParams: Record<string, string>; schema: { operationId: string } } }).openapi;
    res.json({ route: matched?.openApiRoute ?? null, operation: matched?.schema.operationId ?? null, params: req.params, query: req.query });
  });
  app.use((err: { status?: number; message: string; errors?: unknown; headers?: Record<string, string> }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(err.status ?? 500).json({ message: err.message, errors: err.errors ?? null, allow: err.headers?.Allow ?? null });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  // node:http sends the path as written (fetch would normalise it): backslashes, '@', quotes and all.
  const send = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const r = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      });
      r.on('error', reject);
      r.end();
    });
  return { send, close: () => new Promise((r) => server.close(r)) };
}

const REQUESTS: Array<[string, string?, Record<string, string>?]> = [
  ['/api/items/list'],
  ['/api/items/list?'],
  ['/api/items/list?page=2&limit=25&sort=-createdAt'],
  ['/api/items/list?page=0'],
  ['/api/items/list?page=x'],
  ['/api/items/list?limit=7'],
  ['/api/items/list?sort=nope'],
  ['/api/items/list?search=a'],
  ['/api/items/list?search=ab%20cd'],
  ['/api/items/list?search=it\'s'],
  ['/api/items/list?search=a:b'],
  ['/api/items/list?search=a%3Ab'],
  ['/api/items/list?search=a@b.c'],
  ['/api/items/list?search=a,b'],
  ['/api/items/list?search=a/b?c'],
  ['/api/items/list?search=a#b'],
  ['/api/items/list?search=x\\y'],
  ['/api/items/list?isActive=true'],
  ['/api/items/list?isActive=yes'],
  ['/api/items/list?ids=a&ids=b'],
  ['/api/items/list?ids=a'],
  ['/api/items/list?ids=1&ids=2&ids=3&ids=4&ids=5&ids=6'],
  ['/api/items/list?tags=a,b,c'],
  ['/api/items/list?tags=a%2Cb,c'],
  ['/api/items/list?tags=a;b'],
  ['/api/items/list?pipes=a|b'],
  ['/api/items/list?range[from]=2024-01-01&range[to]=2024-02-01'],
  ['/api/items/list?range[other]=1'],
  ['/api/items/list?pair=k,v'],
  ['/api/items/list?pair={"k":"v"}'],
  ['/api/items/list?lat=1.5&lng=2'],
  ['/api/items/list?url=https://a.example/b?c=d'],
  ['/api/items/list?filter=%7B%22a%22%3A1%7D'],
  ['/api/items/list?filter=%7B%22a%22%3A%22x%22%7D'],
  ['/api/items/list?unknown=1'],
  ['/api/items/list?page=1&page=2'],
  ['/api/items/list', 'GET', { 'x-trace': 'a,b' }],
  ['/api/items/list', 'DELETE'],
  ['/api/items/list/'],
  ['/API/ITEMS/LIST'],
  ['/api/items/abc'],
  ['/api/items/a%20b'],
  ['/api/items/%E0%A4%A'],
  ['/api/items/0123456789ab'],
  ['/api/items/abc?x=1'],
  ['/api/zones/z1/items/3'],
  ['/api/zones/z1/items/three'],
  ['/api/zones/z@1/items/3'],
  ['/api\\items/list'],
  ['/api/nowhere'],
  ['/elsewhere'],
];

test("the validator's route table and parameter mutator decide as its own code does", async () => {
  const before = await serve();
  const expected: unknown[] = [];
  try {
    for (const [path, method, headers] of REQUESTS) expected.push(await before.send(path, method, headers));
  } finally {
    await before.close();
  }
  installValidatorFastPaths();
  installValidatorFastPaths(); // idempotent
  const after = await serve();
  try {
    for (const [i, [path, method, headers]] of REQUESTS.entries()) {
      // Twice: the second request runs on what the first prepared.
      assert.deepEqual(await after.send(path, method, headers), expected[i], `${method ?? 'GET'} ${path}`);
      assert.deepEqual(await after.send(path, method, headers), expected[i], `${method ?? 'GET'} ${path} (again)`);
    }
  } finally {
    await after.close();
  }
  // The cases above reach what they are meant to.
  const statuses = expected.map((e) => (e as { status: number }).status);
  assert.ok(statuses.includes(200) && statuses.includes(400) && statuses.includes(404) && statuses.includes(405));
});

test("the raw query string is url.parse()'s", () => {
  const legacy = (url: string) => {
    // The legacy parser through Url's own method (url.parse() would print its deprecation warning).
    const u = new (nodeUrl as unknown as { Url: new () => { parse(url: string): void; query: string | null } }).Url();
    u.parse(url);
    return u.query;
  };
  const urls = [
    '/a', '/a?', '/a?b', '/a?b=1&c=2', '/a?b=%20', '/a?b=it\'s', '/a?b={x}|y', '/a?b=c?d', '/a?b=c#d', '/a#b?c',
    '/a?b=c d', ' /a?b=c', '/a?b=c ', '/a?b=c\t', '/a\\b?c=\\d', '/a@b?c', '/a?b=c@d', '//host/a?b', '///a?b',
    'http://h/a?b', '/a?b=\u00a0', '/a?b=\u2028', '/a?b=\u3000', '/a?b=é', '?b', '', '/a?b=\ufeff', '/a\u0001?b',
  ];
  for (const url of urls) assert.equal(rawQueryOf(url), legacy(url), JSON.stringify(url));
});
