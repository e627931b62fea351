// The partner documentation kit without a database: the served spec, the merged document the /docs
// page renders, its introduction filled from the specs, and the /docs router. The embedded default's
// test (services/all-in-one/test/partner-docs.test.ts) opens the page in a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Router } from 'express';
import { parse } from 'yaml';
import { servedSpec } from '../src/http/served-spec.ts';
import { buildDocs, docsSite, DOCS_CSP, REDOC_CDN_LOGO } from '../src/docs/docs-site.ts';
import { eventsOf, mergeContexts, type ContextSpec, type OpenApiDocument } from '../src/docs/combined-document.ts';
import { introduction, PARTNER_FLOW } from '../src/docs/introduction.ts';

const generatedDir = fileURLToPath(new URL('../../../openapi/generated/', import.meta.url));
const contexts = readdirSync(generatedDir)
  .filter((f) => f.endsWith('.openapi.yaml'))
  .map((f) => basename(f, '.openapi.yaml'))
  .sort();
const specOf = (context: string) => parse(readFileSync(join(generatedDir, `${context}.openapi.yaml`), 'utf8')) as OpenApiDocument;
const operationIdsOf = (doc: OpenApiDocument) =>
  Object.values(doc.paths).flatMap((item) => Object.values(item).flatMap((op) => (op && typeof op === 'object' && 'operationId' in op ? [String(op.operationId)] : [])));

/** The status of a GET with If-None-Match (fetch would add Cache-Control: no-cache to it). */
function conditionalStatus(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'if-none-match': etag } }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    }).on('error', reject);
  });
}

async function serve(router: Router): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  app.use(router);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('there are contexts to document (the list comes from openapi/generated)', () => {
  assert.ok(contexts.includes('identity') && contexts.includes('customer'), contexts.join(', '));
});

test('the served spec is the generated file with this installation\'s server and contact, as YAML and JSON, cacheable and revalidated by ETag', async () => {
  const specPath = join(generatedDir, 'identity.openapi.yaml');
  const installation = { publicUrl: 'https://adops.example.com', apiContact: { email: 'partners@example.com' } };
  const server = await serve(servedSpec('identity', specPath, installation));
  const committed = specOf('identity') as OpenApiDocument & { servers: Array<Record<string, unknown>>; info: { contact: Record<string, string> } };
  const servers = (url: string) => [{ ...committed.servers[0], url, description: 'This installation.' }];
  const expected = { ...committed, servers: servers('https://adops.example.com'), info: { ...committed.info, contact: { ...committed.info.contact, email: 'partners@example.com' } } };
  try {
    assert.deepEqual(committed.servers.map((s) => s.url), ['/'], 'the committed spec keeps the relative server');
    const yaml = await fetch(`${server.url}/openapi/identity.yaml`);
    assert.equal(yaml.status, 200);
    assert.equal(yaml.headers.get('content-type'), 'application/yaml; charset=utf-8');
    assert.match(yaml.headers.get('cache-control') ?? '', /max-age=\d+/);
    // The generated document with only the server and the contact replaced.
    assert.deepEqual(parse(await yaml.text()), expected);

    const json = await fetch(`${server.url}/openapi/identity.json`);
    assert.equal(json.status, 200);
    assert.equal(json.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.deepEqual(await json.json(), expected);

    // The ETag follows the body as served: another public URL is another representation.
    const etag = json.headers.get('etag')!;
    installation.publicUrl = 'https://adops.example.org';
    const moved = await fetch(`${server.url}/openapi/identity.json`);
    assert.notEqual(moved.headers.get('etag'), etag);
    assert.deepEqual(((await moved.json()) as { servers: unknown }).servers, servers('https://adops.example.org'));
    assert.equal(await conditionalStatus(`${server.url}/openapi/identity.json`, etag), 200);
    installation.publicUrl = 'https://adops.example.com';

    assert.equal(await conditionalStatus(`${server.url}/openapi/identity.json`, json.headers.get('etag')!), 304);
    assert.equal(await conditionalStatus(`${server.url}/openapi/identity.json`, '"another"'), 200);
    assert.equal((await fetch(`${server.url}/openapi/customer.yaml`)).status, 404, 'another context’s spec is not this service’s to serve');
  } finally {
    await server.close();
  }
});

test('the merged document holds every operation of every context, grouped by context, with its events', () => {
  const built = buildDocs({ publicUrl: 'https://adops.example.com' });
  assert.deepEqual(built.missing, [], 'the introduction found every operation and example it relies on');
  assert.deepEqual(built.contexts.map((c) => c.context), contexts);
  const merged = JSON.parse(built.assets['/docs/openapi.json']!.body.toString()) as OpenApiDocument & { 'x-tagGroups': Array<{ name: string; tags: string[] }> };
  assert.deepEqual(merged.servers, [{ url: 'https://adops.example.com', description: 'This installation.' }]);
  assert.deepEqual(merged['x-tagGroups'].map((g) => g.name), contexts);
  const mergedIds = new Set(operationIdsOf(merged));
  for (const context of contexts) {
    const spec = specOf(context);
    for (const id of operationIdsOf(spec)) assert.ok(mergedIds.has(id), `${context}: ${id} is documented`);
    // Every tag an operation uses is in the context's group (Redoc hides tags outside every group).
    const group = merged['x-tagGroups'].find((g) => g.name === context)!;
    for (const item of Object.values(spec.paths)) for (const op of Object.values(item) as Array<{ tags?: string[] }>) for (const tag of op.tags ?? []) assert.ok(group.tags.includes(tag), `${context}: tag ${tag} grouped`);
    // Its events: each schema declaring x-event, with its type and version.
    const declared = Object.entries(spec.components?.schemas ?? {}).flatMap(([name, s]) => ((s as { 'x-event'?: { type: string; version: number } })['x-event'] ? [{ name, ...(s as { 'x-event': { type: string; version: number } })['x-event'] }] : []));
    const summary = built.contexts.find((c) => c.context === context)!;
    assert.deepEqual(summary.events.map((e) => [e.type, e.version, e.schema]).sort(), declared.map((d) => [d.type, d.version, d.name]).sort());
    assert.ok(summary.events.length > 0, `${context} publishes events`);
  }
  const intro = merged.info.description!;
  assert.match(intro, /# Partner access/);
  assert.match(intro, /curl -s -X POST "\$BASE\/api\/auth\/token"/, 'the worked example exchanges a key at the spec’s path');
  assert.match(intro, /BASE=https:\/\/adops\.example\.com/);
  assert.match(intro, /<SchemaDefinition schemaRef="#\/components\/schemas\/Problem" \/>/);
  assert.match(intro, /"errors": \[/, 'the problem example shows field errors');
  assert.ok(merged.components?.schemas?.EventEnvelope, 'the event envelope is documented');
  assert.doesNotMatch(intro, /\{\{|<!--/, 'no placeholder or editor note is left');
});

test('names two contexts define differently are kept apart; equal shared ones are merged; a path in two contexts is refused', () => {
  const doc = (title: string, paths: OpenApiDocument['paths'], schemas: Record<string, unknown>, tags: string[]): OpenApiDocument => ({
    openapi: '3.1.0',
    info: { title, version: '1.0.0' },
    security: [{ session: [] }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: { schemas: schemas as Record<string, never> },
  });
  const problem = { type: 'object', properties: { status: { type: 'integer' } } };
  const a: ContextSpec = {
    context: 'alpha',
    document: doc('Alpha', { '/api/alpha': { get: { operationId: 'listAlpha', tags: ['items'], responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } } } } }, { Item: { type: 'object', properties: { a: { type: 'string' } } }, Problem: problem }, ['items']),
  };
  const b: ContextSpec = {
    context: 'beta',
    document: doc('Beta', { '/api/beta': { get: { operationId: 'listBeta', tags: ['items'], responses: { 200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } } } } } }, { Item: { type: 'object', properties: { b: { type: 'integer' } } }, Problem: problem }, ['items']),
  };
  const { document } = mergeContexts([a, b], { publicUrl: 'http://x' });
  const schemas = document.components!.schemas!;
  assert.deepEqual(Object.keys(schemas).sort(), ['Item', 'Problem', 'beta.Item']);
  const betaOp = (document.paths['/api/beta'] as any).get;
  assert.equal(betaOp.responses[200].content['application/json'].schema.$ref, '#/components/schemas/beta.Item');
  assert.deepEqual(betaOp.tags, ['beta-items'], 'a tag name two contexts use is kept apart too');
  assert.deepEqual(betaOp.security, [{ session: [] }], 'the context-wide security requirement is made explicit');
  assert.deepEqual((document as any)['x-tagGroups'], [
    { name: 'alpha', tags: ['items', 'alpha-events'] },
    { name: 'beta', tags: ['beta-items', 'beta-events'] },
  ]);
  assert.throws(() => mergeContexts([a, { ...b, document: { ...b.document, paths: a.document.paths } }], { publicUrl: 'http://x' }), /\/api\/alpha is in more than one context/);
});

test('an event is recognised by x-event, or by a description starting with its type', () => {
  const events = eventsOf({
    AgentCreatedEvent: { description: 'type agent.created: an agent was added.', type: 'object' },
    UserRemovedEvent: { 'x-event': { type: 'user.removed', version: 2 }, description: 'type user.removed' },
    Agent: { description: 'An agent of a customer.', type: 'object' },
  });
  assert.deepEqual(events, [
    { type: 'agent.created', version: undefined, schema: 'AgentCreatedEvent', description: 'An agent was added.' },
    { type: 'user.removed', version: 2, schema: 'UserRemovedEvent', description: '' },
  ]);
});

test('the introduction reports an operation it relies on that no spec has, and refuses an unknown placeholder', () => {
  const merged = mergeContexts([], { publicUrl: 'http://x' });
  const intro = introduction('{{issueToken}} {{partnerExample}}', merged, 'http://x');
  assert.ok(intro.missing.includes(PARTNER_FLOW.exchange), intro.missing.join('; '));
  assert.throws(() => introduction('{{nonsense}}', merged, 'http://x'), /unknown placeholder \{\{nonsense\}\}/);
});

test('/docs: the page names every context under a CSP allowing no inline script or eval; assets from this origin; unknown paths are 404 problems', async () => {
  const server = await serve(docsSite({ publicUrl: 'http://127.0.0.1' }));
  try {
    const page = await fetch(`${server.url}/docs`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.equal(csp, DOCS_CSP);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    assert.equal(scriptSrc, "'self'");
    const html = await page.text();
    assert.doesNotMatch(html, /<script>|<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script');
    for (const context of contexts) {
      assert.match(html, new RegExp(`<strong>${context}</strong>`));
      assert.match(html, new RegExp(`href="/openapi/${context}.yaml"`));
    }
    for (const src of html.matchAll(/(?:src|href)="([^"]+)"/g)) assert.match(src[1]!, /^\//, `${src[1]} is served from this origin`);

    const bundle = await fetch(`${server.url}/docs/assets/redoc.standalone.js`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(bundle.status, 200);
    assert.equal(bundle.headers.get('content-encoding'), 'gzip');
    assert.ok(!(await bundle.text()).includes(REDOC_CDN_LOGO), 'the bundle asks nothing of Redocly’s CDN');
    const init = await fetch(`${server.url}/docs/assets/docs.js`);
    assert.equal(init.headers.get('content-type'), 'text/javascript; charset=utf-8');

    for (const path of ['/docs/nothing', '/docs/assets/nothing.js']) {
      const missing = await fetch(`${server.url}${path}`);
      assert.equal(missing.status, 404, path);
      assert.equal(missing.headers.get('content-type'), 'application/problem+json; charset=utf-8');
      assert.deepEqual({ ...((await missing.json()) as object), instance: undefined }, { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Not found.', instance: undefined });
    }
  } finally {
    await server.close();
  }
});
