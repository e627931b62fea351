// Every operation of every bundled spec documents the problem responses the platform may always
// give (scripts/common-responses.ts adds them at `make gen`): 400, 429 and 500 everywhere; 413 and 415
// with a request body; 401 and 403 under a security requirement. Each is application/problem+json
// with the shared Problem schema, so the response validator and schemathesis accept what the
// platform sends. The 429 carries Retry-After, and every 2XX and 4XX response documents the
// RateLimit-Policy and RateLimit headers the platform sends on every answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseDocument } from 'yaml';
import { addCommonResponses, isThrottledStatus, METHODS, RATE_LIMIT_HEADERS, readSharedProblems } from './common-responses.ts';

type Obj = Record<string, any>;
const openapiDir = join(import.meta.dirname, '..', 'openapi');
const generated = join(openapiDir, 'generated');
const specs = readdirSync(generated).filter((f) => f.endsWith('.openapi.yaml'));
const shared = readSharedProblems(openapiDir);

const deref = (doc: Obj, x: Obj): Obj => (x?.$ref ? deref(doc, x.$ref.replace(/^#\//, '').split('/').reduce((o: Obj, k: string) => o?.[k], doc)) : x);

test('there are bundled specs to check', () => assert.ok(specs.length >= 1));

for (const file of specs) {
  const doc = parse(readFileSync(join(generated, file), 'utf8')) as Obj;
  const context = file.replace('.openapi.yaml', '');

  test(`${context}: every operation documents 400/429/500, 413/415 (body) and 401/403 (security) as problems`, () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(doc.paths ?? {}) as [string, Obj][]) {
      for (const method of METHODS) {
        const op = item[method] as Obj | undefined;
        if (!op) continue;
        const expected = ['400', '429', '500'];
        if (op.requestBody) expected.push('413', '415');
        if ((op.security ?? doc.security ?? []).length > 0) expected.push('401', '403');
        for (const status of expected) {
          const response = deref(doc, op.responses?.[status]);
          const where = `${method.toUpperCase()} ${path} ${status}`;
          if (!response) problems.push(`${where}: not documented`);
          else if (deref(doc, response.content?.['application/problem+json']?.schema) !== doc.components?.schemas?.Problem) problems.push(`${where}: not an application/problem+json Problem`);
        }
      }
    }
    assert.deepEqual(problems, []);
  });

  test(`${context}: every 2XX and 4XX response documents RateLimit-Policy and RateLimit; every 429 Retry-After`, () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths ?? {}) as [string, Obj][]) {
      for (const method of METHODS) {
        for (const [status, ref] of Object.entries((item[method] as Obj | undefined)?.responses ?? {}) as [string, Obj][]) {
          const headers = deref(doc, ref)?.headers ?? {};
          const wanted = [...(isThrottledStatus(status) ? Object.keys(RATE_LIMIT_HEADERS) : []), ...(status === '429' ? ['Retry-After'] : [])];
          for (const name of wanted) {
            const header = deref(doc, headers[name]);
            if (header !== doc.components?.headers?.[name.replace(/-/g, '')]) missing.push(`${method.toUpperCase()} ${path} ${status}: ${name}`);
          }
        }
      }
    }
    assert.deepEqual(missing, []);
  });

  test(`${context}: the Problem schema is the shared one`, () => {
    assert.deepEqual(doc.components?.schemas?.Problem, shared.components.schemas.Problem);
  });
}

test('addCommonResponses adds what is missing, in status order, and keeps what the author wrote', () => {
  const doc = parseDocument(`openapi: 3.1.0
security: [{ session: [] }]
paths:
  /a:
    get:
      security: []
      responses:
        '200': { description: ok }
    post:
      requestBody: { content: { application/json: { schema: { type: object } } } }
      responses:
        '201': { description: created }
        '413': { description: Our own words for too large., content: { application/problem+json: { schema: { $ref: '#/components/schemas/Problem' } } } }
        default: { description: other }
`);
  const added = addCommonResponses(doc, shared);
  const spec = doc.toJS() as Obj;
  assert.deepEqual(Object.keys(spec.paths['/a'].get.responses), ['200', '400', '429', '500']);
  assert.deepEqual(Object.keys(spec.paths['/a'].post.responses), ['201', '400', '401', '403', '413', '415', '429', '500', 'default']);
  assert.equal(spec.paths['/a'].post.responses['413'].description, 'Our own words for too large.');
  assert.equal(spec.paths['/a'].post.responses['415'].$ref, '#/components/responses/UnsupportedMediaType');
  assert.equal(added, 3 + 6);
  assert.deepEqual(Object.keys(spec.components.responses).sort(), ['BadRequest', 'Forbidden', 'InternalServerError', 'TooManyRequests', 'Unauthorized', 'UnsupportedMediaType']);
  assert.deepEqual(spec.components.schemas.Problem, shared.components.schemas.Problem);
  // The throttling headers: on the author's own 2XX and 4XX responses and on the shared ones, not on a 5XX or `default`.
  const rateLimit = { 'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' }, RateLimit: { $ref: '#/components/headers/RateLimit' } };
  assert.deepEqual(spec.paths['/a'].get.responses['200'].headers, rateLimit);
  assert.deepEqual(spec.paths['/a'].post.responses['413'].headers, rateLimit);
  assert.deepEqual(spec.components.responses.BadRequest.headers, rateLimit);
  assert.deepEqual(spec.components.responses.TooManyRequests.headers, { 'Retry-After': { $ref: '#/components/headers/RetryAfter' }, ...rateLimit });
  assert.equal(spec.components.responses.InternalServerError.headers, undefined);
  assert.equal(spec.paths['/a'].post.responses.default.headers, undefined);
  assert.deepEqual(Object.keys(spec.components.headers).sort(), ['RateLimit', 'RateLimitPolicy', 'RetryAfter']);
  const once = doc.toString();
  assert.equal(addCommonResponses(doc, shared), 0, 'a second pass adds nothing');
  assert.equal(doc.toString(), once, 'and changes nothing');
});

test('addCommonResponses refuses a component that shadows a shared response', () => {
  const doc = parseDocument(`openapi: 3.1.0
paths:
  /a:
    get:
      responses: { '200': { description: ok } }
components:
  responses:
    InternalServerError: { description: Something of our own. }
`);
  assert.throws(() => addCommonResponses(doc, shared), /components\.responses\.InternalServerError is not the shared one/);
});
