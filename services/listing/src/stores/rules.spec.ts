// The rules of a store's credentials, without a database: what a save keeps, and where a secret may go.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Problem } from '@adops/platform';
import { credentialsOf, keptSecretStaysHome } from './rules.ts';

const problemOf = (call: () => unknown): { detail: string; paths: string[] } => {
  try {
    call();
  } catch (error) {
    assert.ok(error instanceof Problem && error.status === 400, String(error));
    return { detail: error.detail, paths: (error.errors ?? []).map((e) => e.path) };
  }
  assert.fail('expected a 400');
};

const basicStored = { credentialType: 'basic' as const, credentialUsername: 'feeds', credentialHeader: null, credentialSecret: 'sealed' };
const tokenStored = { credentialType: 'token' as const, credentialUsername: null, credentialHeader: 'X-Api-Key', credentialSecret: 'sealed' };

describe('store credentials', () => {
  it('none (or nothing sent) clears them', () => {
    const none = { columns: { credentialType: 'none', credentialUsername: null, credentialHeader: null }, secret: null, keepSecret: false };
    assert.deepEqual(credentialsOf(undefined, basicStored), none);
    assert.deepEqual(credentialsOf({ type: 'none' }, basicStored), none);
  });

  it('basic needs a user name and, unless one is stored, a password', () => {
    assert.deepEqual(problemOf(() => credentialsOf({ type: 'basic', password: 'p' }, null)), { detail: 'A user name is required for basic authentication.', paths: ['/body/credentials/username'] });
    assert.deepEqual(problemOf(() => credentialsOf({ type: 'basic', username: 'u' }, null)), { detail: 'A password is required for basic authentication.', paths: ['/body/credentials/password'] });
    assert.deepEqual(credentialsOf({ type: 'basic', username: 'u', password: 'p' }, null), { columns: { credentialType: 'basic', credentialUsername: 'u', credentialHeader: null }, secret: 'p', keepSecret: false });
    // The stored user name and password stay when only the type is sent again.
    assert.deepEqual(credentialsOf({ type: 'basic' }, basicStored), { columns: { credentialType: 'basic', credentialUsername: 'feeds', credentialHeader: null }, secret: null, keepSecret: true });
  });

  it('token needs a token unless one is stored; its header defaults to Authorization', () => {
    assert.deepEqual(problemOf(() => credentialsOf({ type: 'token' }, basicStored)), { detail: 'A token is required for token authentication.', paths: ['/body/credentials/token'] });
    assert.deepEqual(credentialsOf({ type: 'token', token: 't' }, null).columns, { credentialType: 'token', credentialUsername: null, credentialHeader: 'Authorization' });
    assert.deepEqual(credentialsOf({ type: 'token' }, tokenStored), { columns: { credentialType: 'token', credentialUsername: null, credentialHeader: 'X-Api-Key' }, secret: null, keepSecret: true });
  });
});

describe("a stored secret goes only to the store's own host", () => {
  const stored = { url: 'https://feeds.example.com/feed.xml', credentialSecret: 'sealed' };
  const message = "The stored password or token is sent only to the store's own host: give it again for the new host.";

  it('the same host, or no URL change, keeps it', () => {
    assert.deepEqual(keptSecretStaysHome(stored, undefined, undefined), {});
    assert.deepEqual(keptSecretStaysHome(stored, 'https://feeds.example.com/other.xml', undefined), {});
  });

  it('another host needs the secret again, or none', () => {
    assert.deepEqual(problemOf(() => keptSecretStaysHome(stored, 'https://evil.example.net/feed.xml', undefined)), { detail: message, paths: ['/body/credentials'] });
    assert.deepEqual(problemOf(() => keptSecretStaysHome(stored, 'https://evil.example.net/feed.xml', { type: 'basic', username: 'u' })).paths, ['/body/credentials']);
    assert.deepEqual(keptSecretStaysHome(stored, 'https://evil.example.net/feed.xml', { type: 'basic', username: 'u', password: 'new' }), {});
    assert.deepEqual(keptSecretStaysHome(stored, 'https://evil.example.net/feed.xml', { type: 'none' }), {});
    assert.deepEqual(keptSecretStaysHome({ ...stored, credentialSecret: null }, 'https://evil.example.net/feed.xml', undefined), {}, 'no secret stored: nothing to keep home');
  });
});
