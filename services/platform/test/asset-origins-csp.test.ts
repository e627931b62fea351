// The app's Content-Security-Policy admits stored assets from the storage's public origin, taken from the
// configuration: STORAGE_PUBLIC_URL (a CDN), else the local store's PUBLIC_URL/files or the bucket's own URL
// (an S3-compatible server's endpoint, path-style or virtual-hosted, or AWS). Only that origin is added, to
// img-src and media-src, never a wildcard; programs' paths keep their locked-down policy; a malformed origin
// is refused at start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { API_CSP, APP_CSP, APP_CSP_DIRECTIVES, appCspDirectives, policyText, securityHeaders } from '../src/http/security-headers.ts';
import { loadStorageConfig, storagePublicOrigin } from '../src/storage/storage-config.ts';

const platform = { dataDir: '/tmp/adops-csp', publicUrl: 'https://adops.example.test' };
const originOf = (env: Record<string, string>) => storagePublicOrigin(loadStorageConfig(platform, env));
const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)?.slice(1);

test("the storage's public origin comes from the configuration", () => {
  assert.equal(originOf({}), 'https://adops.example.test');
  assert.equal(originOf({ STORAGE_PUBLIC_URL: 'https://cdn.example.test/assets/' }), 'https://cdn.example.test');
  const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'adops-assets' };
  assert.equal(originOf({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:7070' }), 'http://127.0.0.1:7070');
  assert.equal(originOf({ ...s3, S3_ENDPOINT: 'https://s3.example.test', S3_FORCE_PATH_STYLE: 'false' }), 'https://adops-assets.s3.example.test');
  assert.equal(originOf({ ...s3, S3_REGION: 'ap-southeast-2' }), 'https://adops-assets.s3.ap-southeast-2.amazonaws.com');
  assert.equal(originOf({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:7070', STORAGE_PUBLIC_URL: 'https://cdn.example.test' }), 'https://cdn.example.test');
});

test('the origins are added to img-src and media-src only, without a wildcard', () => {
  assert.equal(appCspDirectives(), APP_CSP_DIRECTIVES);
  assert.equal(policyText(appCspDirectives([])), APP_CSP);
  const csp = policyText(appCspDirectives(['https://cdn.example.test', 'https://cdn.example.test']));
  assert.deepEqual(directive(csp, 'img-src'), ["'self'", 'data:', 'blob:', 'https://cdn.example.test']);
  assert.deepEqual(directive(csp, 'media-src'), ["'self'", 'https://cdn.example.test']);
  for (const name of ['default-src', 'script-src', 'connect-src', 'style-src', 'frame-ancestors']) {
    assert.deepEqual(directive(csp, name), directive(APP_CSP, name), name);
  }
  assert.doesNotMatch(csp, /\*/);
  for (const bad of ['*', 'https://*.example.test', 'https://cdn.example.test/path', 'https:', 'javascript:alert(1)', "https://cdn.example.test 'unsafe-inline'", 'cdn.example.test']) {
    assert.throws(() => appCspDirectives([bad]), /asset origin/, bad);
  }
});

test("securityHeaders sends the app's policy with the asset origin, and programs' paths keep theirs", async () => {
  const app = express();
  app.use(securityHeaders({ mode: 'development', assetOrigins: ['https://cdn.example.test'] }));
  app.use((_req, res) => res.type('text/html').send('<!doctype html>'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const page = (await fetch(`${base}/listing/x`)).headers.get('content-security-policy') ?? '';
    assert.deepEqual(directive(page, 'img-src'), ["'self'", 'data:', 'blob:', 'https://cdn.example.test']);
    assert.deepEqual(directive(page, 'media-src'), ["'self'", 'https://cdn.example.test']);
    assert.equal((await fetch(`${base}/api/listings`)).headers.get('content-security-policy'), API_CSP);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
