// The security headers of the embedded default as `make up` runs it (development mode, the built
// frontend served): the app's HTML under its strict CSP, and the app rendering in Chromium with no
// CSP violation; /docs with its own policy; the API's JSON and the served spec locked down; no-store
// on a signed-in API answer; no HSTS on plain http in development. The platform's own test
// (services/platform/test/api-edge.test.ts) covers HSTS in production and the bearer challenge.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { API_CSP, APP_CSP, appCspDirectives, policyText } from '@adops/platform';
import { startEmbedded, type EmbeddedProcess } from './embedded-process.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const distIndex = fileURLToPath(new URL('../../../frontend/dist/index.html', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'adops-security-headers-'));
const ADMIN = { email: 'admin@adops.local', password: 'Security-Headers-Passw0rd!' };
let embedded: EmbeddedProcess;
before(async () => {
  embedded = await startEmbedded({ dataDir, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
});
after(async () => {
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The value of one directive of a policy, e.g. directive(csp, 'script-src') → ["'self'"]. */
const directive = (csp: string, name: string) =>
  csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1);

function assertCommon(res: Response, what: string): void {
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff', what);
  // Plain http on a developer's machine: browsers ignore HSTS there, and it is not sent.
  assert.equal(res.headers.get('strict-transport-security'), null, what);
}

test('the built app has no inline script: every <script> of index.html loads a file', () => {
  const html = readFileSync(distIndex, 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  assert.ok(scripts.length > 0, 'index.html loads the app');
  for (const [, attributes, body] of scripts) {
    assert.match(attributes!, /\bsrc=/, 'a script element names its file');
    assert.equal(body!.trim(), '', 'and holds no code');
  }
});

test('the cluster\'s frontend (nginx, frontend/nginx.conf) sends the same app policy, frame and referrer headers', () => {
  const conf = readFileSync(fileURLToPath(new URL('../../../frontend/nginx.conf', import.meta.url)), 'utf8');
  const header = (name: string) => new RegExp(`^\\s*add_header ${name} "([^"]*)" always;$`, 'm').exec(conf)?.[1];
  // A template: the image's entrypoint fills in ASSET_ORIGINS (frontend/Dockerfile).
  const rendered = (origins: string) => header('Content-Security-Policy')?.replaceAll('${ASSET_ORIGINS}', origins);
  assert.equal(rendered('https://cdn.example.test'), policyText(appCspDirectives(['https://cdn.example.test'])));
  // Without asset origins, the app's policy (media-src 'self' is what default-src already says).
  assert.equal(rendered('')?.replace(/ +;/g, ';').replace(/;media-src 'self' *$/, ''), APP_CSP);
  assert.equal(header('X-Frame-Options'), 'SAMEORIGIN');
  assert.equal(header('X-Content-Type-Options'), 'nosniff');
  assert.equal(header('Referrer-Policy'), 'strict-origin-when-cross-origin');
});

test('the app\'s HTML: strict CSP (no inline script, framed by our own pages only), nosniff, referrer policy', async () => {
  for (const path of ['/', '/authentication/signin', '/customers']) {
    const res = await fetch(`${embedded.baseUrl}${path}`);
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/, path);
    const csp = res.headers.get('content-security-policy') ?? '';
    // The stored assets' origin (the local store at PUBLIC_URL/files) is admitted for images and media.
    assert.equal(csp, policyText(appCspDirectives([new URL(embedded.baseUrl).origin])), path);
    assert.deepEqual(directive(csp, 'script-src'), ["'self'", 'https://js.stripe.com'], 'scripts from this origin and Stripe.js only: no inline, no eval');
    assert.deepEqual(directive(csp, 'frame-ancestors'), ["'self'"]);
    assert.deepEqual(directive(csp, 'object-src'), ["'none'"]);
    assert.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN', path);
    assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', path);
    assertCommon(res, path);
  }
});

test('the app renders in Chromium under its CSP: the sign-in page shows, styled, with no CSP violation', { timeout: 60_000 }, async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    // Run in the page (this file is type-checked without the DOM library, hence a string).
    await page.addInitScript({ content: "document.addEventListener('securitypolicyviolation', (e) => console.error('Content Security Policy violation: ' + e.violatedDirective + ' ' + e.blockedURI));" });
    await page.goto(`${embedded.baseUrl}/authentication/signin`);
    const button = page.getByRole('button', { name: 'Sign in', exact: true });
    await button.waitFor();
    await page.locator('input[name=email]').fill(ADMIN.email);
    await page.locator('input[name=password]').fill(ADMIN.password);
    await button.click();
    await page.waitForURL((url) => !url.pathname.startsWith('/authentication'));
    await page.waitForLoadState('networkidle');
    // Chakra's styles applied (emotion's <style> elements): the button is not the browser's grey default.
    const radius = await page.evaluate<string>("getComputedStyle(document.querySelector('button')).borderRadius");
    assert.notEqual(radius, '0px', 'the app is styled');
    assert.deepEqual(violations, []);
  } finally {
    await browser.close();
  }
});

test('/docs keeps its own policy (Redoc: inline styles, a blob worker) and is never framed', async () => {
  const res = await fetch(`${embedded.baseUrl}/docs`);
  assert.equal(res.status, 200);
  const csp = res.headers.get('content-security-policy') ?? '';
  assert.deepEqual(directive(csp, 'script-src'), ["'self'"]);
  assert.deepEqual(directive(csp, 'worker-src'), ["'self'", 'blob:']);
  assert.deepEqual(directive(csp, 'frame-ancestors'), ["'none'"]);
  assert.equal(res.headers.get('x-frame-options'), 'DENY');
  assert.ok(res.headers.get('referrer-policy'));
  assertCommon(res, '/docs');
});

test('API JSON, problems and the served spec: locked-down CSP; a signed-in answer is no-store, the public spec keeps its caching', async () => {
  const signin = await fetch(`${embedded.baseUrl}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  assert.equal(signin.status, 200);
  const cookie = signin.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const users = await fetch(`${embedded.baseUrl}/api/users/list`, { headers: { cookie } });
  assert.equal(users.status, 200);
  assert.equal(users.headers.get('cache-control'), 'no-store');
  const spec = await fetch(`${embedded.baseUrl}/openapi/identity.json`, { headers: { cookie } });
  assert.match(spec.headers.get('cache-control') ?? '', /^public, max-age=\d+$/);
  const notFound = await fetch(`${embedded.baseUrl}/api/nothing-here`);
  assert.equal(notFound.status, 404);
  for (const [what, res] of [['/api/users/list', users], ['/openapi/identity.json', spec], ['/api/nothing-here', notFound]] as const) {
    assert.equal(res.headers.get('content-security-policy'), API_CSP, what);
    assert.equal(res.headers.get('x-frame-options'), 'DENY', what);
    assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', what);
    assertCommon(res, what);
  }
});
