// Partners' entry points on the embedded default as `make up` runs it (with the frontend built, so
// its history fallback is there to get wrong): every context's bundled spec as YAML and JSON, the
// /docs page rendered in Debian's Chromium with no request leaving this machine, and 404 problems,
// never the app's HTML, for unknown paths under /api, /openapi and /docs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { parse } from 'yaml';
import { startEmbedded, type EmbeddedProcess } from './embedded-process.ts';

const generatedDir = fileURLToPath(new URL('../../../openapi/generated/', import.meta.url));
const contexts = readdirSync(generatedDir)
  .filter((f) => f.endsWith('.openapi.yaml'))
  .map((f) => basename(f, '.openapi.yaml'))
  .sort();
const specText = (context: string) => readFileSync(join(generatedDir, `${context}.openapi.yaml`), 'utf8');
const operationIds = (context: string) =>
  Object.values((parse(specText(context)) as { paths: Record<string, Record<string, { operationId?: string }>> }).paths).flatMap((item) =>
    Object.values(item).flatMap((op) => (op && typeof op === 'object' && op.operationId ? [op.operationId] : [])),
  );

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = mkdtempSync(join(tmpdir(), 'adops-partner-docs-'));
let embedded: EmbeddedProcess;
const ADMIN = { email: 'admin@adops.local', password: 'Partner-Docs-Passw0rd!' };
before(async () => {
  embedded = await startEmbedded({ dataDir, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
});
after(async () => {
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('every context serves its bundled spec naming this installation as its server: YAML, and JSON the same document', async () => {
  assert.ok(contexts.length >= 2, contexts.join(', '));
  for (const context of contexts) {
    const generated = parse(specText(context)) as { servers: Array<Record<string, unknown>> };
    const expected = { ...generated, servers: [{ ...generated.servers[0], url: embedded.baseUrl, description: 'This installation.' }] };
    const yaml = await fetch(`${embedded.baseUrl}/openapi/${context}.yaml`);
    assert.equal(yaml.status, 200, `${context}.yaml`);
    assert.equal(yaml.headers.get('content-type'), 'application/yaml; charset=utf-8');
    assert.match(yaml.headers.get('cache-control') ?? '', /^public, max-age=\d+$/);
    assert.deepEqual(parse(await yaml.text()), expected, `${context}.yaml is the generated document with this installation's server`);

    const json = await fetch(`${embedded.baseUrl}/openapi/${context}.json`);
    assert.equal(json.status, 200, `${context}.json`);
    assert.equal(json.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.deepEqual(await json.json(), expected, `${context}.json is the same document`);
  }
});

test('/docs answers HTML naming every context, with links to its spec', async () => {
  const res = await fetch(`${embedded.baseUrl}/docs`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
  const html = await res.text();
  assert.match(html, /<title>AdOps API documentation<\/title>/);
  for (const context of contexts) {
    assert.match(html, new RegExp(`<strong>${context}</strong>`), context);
    assert.match(html, new RegExp(`href="/openapi/${context}.json"`), context);
  }
});

test('the worked example of /docs works: an admin creates an API key, the partner exchanges it and calls with the token', async () => {
  const intro = ((await (await fetch(`${embedded.baseUrl}/docs/openapi.json`)).json()) as { info: { description: string } }).info.description;
  // The two calls of the example, as the page shows them.
  const exchangePath = /curl -s -X POST "\$BASE(\/api\/[^"]+)"/.exec(intro)?.[1];
  const callPath = /curl -s "\$BASE(\/api\/[^"]+)" -H "authorization: Bearer \$TOKEN"/.exec(intro)?.[1];
  assert.ok(exchangePath && callPath, intro);

  const signIn = await fetch(`${embedded.baseUrl}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  assert.equal(signIn.status, 200);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const me = (await (await fetch(`${embedded.baseUrl}/api/users/me`, { headers: { cookie } })).json()) as { id: string };
  const created = await fetch(`${embedded.baseUrl}/api/api-keys`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ userId: me.id, name: 'Partner feed' }) });
  assert.equal(created.status, 201);
  const { apiKey } = (await created.json()) as { apiKey: string };

  const exchanged = await fetch(`${embedded.baseUrl}${exchangePath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ apiKey }) });
  assert.equal(exchanged.status, 200);
  const token = (await exchanged.json()) as { accessToken: string; tokenType: string; expiresIn: number };
  assert.equal(token.tokenType, 'Bearer');
  const call = await fetch(`${embedded.baseUrl}${callPath}`, { headers: { authorization: `Bearer ${token.accessToken}` } });
  assert.equal(call.status, 200, await call.clone().text());
  assert.ok(Array.isArray(((await call.json()) as { items: unknown[] }).items));
});

test('unknown paths under /api, /openapi and /docs are 404 problems, not the frontend', async () => {
  // The frontend is built, so the history fallback answers client routes with index.html ...
  const clientRoute = await fetch(`${embedded.baseUrl}/admin/users`);
  assert.equal(clientRoute.status, 200, 'the frontend is built (make up builds it) and served');
  assert.match(await clientRoute.text(), /<div id="root">/);
  // ... and never the programs' paths.
  for (const path of ['/api', '/api/x', '/api/nothing/here', '/openapi', '/openapi/x', '/openapi/nothing.yaml', '/openapi/identity.yml', '/docs/x', '/docs/assets/x.js']) {
    const res = await fetch(`${embedded.baseUrl}${path}`);
    assert.equal(res.status, 404, path);
    assert.equal(res.headers.get('content-type'), 'application/problem+json; charset=utf-8', path);
    const body = (await res.json()) as Record<string, unknown>;
    assert.deepEqual({ type: body.type, title: body.title, status: body.status, detail: body.detail }, { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Not found.' }, path);
  }
});

test('in a browser, /docs renders every operation of every context without any request leaving this machine', { timeout: 120_000 }, async () => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const outside: string[] = [];
    const problems: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      // blob: and data: URLs never reach a network (Redoc's search worker is a blob).
      if (url.protocol !== 'blob:' && url.protocol !== 'data:' && url.hostname !== '127.0.0.1') outside.push(req.url());
    });
    page.on('console', (m) => void (m.type() === 'error' && problems.push(`console: ${m.text()}`)));
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));

    await page.goto(`${embedded.baseUrl}/docs`);
    // Redoc replaces the fallback once it has rendered the merged document.
    await page.locator('[data-section-id="section/Partner-access"]').waitFor({ timeout: 60_000 });
    const rendered = new Set(await page.locator('[data-section-id^="operation/"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section-id'))));
    for (const context of contexts) {
      const ids = operationIds(context);
      assert.ok(ids.length > 0, context);
      const missing = ids.filter((id) => !rendered.has(`operation/${id}`));
      assert.deepEqual(missing, [], `${context}: every operation is rendered`);
      // Its group in the menu, and its events section.
      assert.equal(await page.locator(`[data-section-id="tag/${context}-events"]`).count(), 1, `${context} events`);
    }
    assert.match(await page.locator('[data-section-id="section/Partner-access/Worked-example"]').innerText(), /curl -s -X POST "\$BASE\/api\/auth\/token"/, 'the partner flow has its worked example');
    for (const section of ['Contexts', 'Errors', 'Events']) assert.equal(await page.locator(`[data-section-id="section/${section}"]`).count(), 1, section);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(outside, [], 'no request to another host');
    assert.deepEqual(problems, [], 'no error in the page (a CSP violation is one)');
  } finally {
    await browser.close();
  }
});
