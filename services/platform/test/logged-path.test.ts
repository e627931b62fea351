// The request log never shows the token of an e-mailed link (docs/security.md, issue 17 item 6).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isCredentialName, loggedPath } from '../src/http/logged-path.ts';

const req = (originalUrl: string, pathParams?: Record<string, string>) => ({ originalUrl, openapi: pathParams ? { pathParams } : undefined });

test('a credential-named path parameter is masked; ids and other parameters are kept; the query is dropped', () => {
  assert.equal(loggedPath(req('/api/auth/reset/Zm9vYmFy-_42?x=1', { token: 'Zm9vYmFy-_42' })), '/api/auth/reset/…');
  assert.equal(loggedPath(req('/api/auth/dashboard/preauth/a%2Fb', { token: 'a/b' })), '/api/auth/dashboard/preauth/…');
  const id = '5b2d6a8e-3f5c-4d8e-9b1a-2c3d4e5f6a7b';
  assert.equal(loggedPath(req(`/api/api-keys/${id}`, { apiKeyId: id })), `/api/api-keys/${id}`);
  assert.equal(loggedPath(req(`/api/customers/${id}`, { customerId: id })), `/api/customers/${id}`);
  // No operation matched (404): nothing to go by, the path as sent.
  assert.equal(loggedPath(req('/api/nowhere/abc')), '/api/nowhere/abc');
});

test('credential names are those of the OWASP rule, record ids aside', () => {
  for (const name of ['token', 'accessToken', 'refresh_token', 'password', 'clientSecret', 'api-key', 'apikey']) assert.ok(isCredentialName(name), name);
  for (const name of ['apiKeyId', 'tokenId', 'userId', 'name']) assert.ok(!isCredentialName(name), name);
});
