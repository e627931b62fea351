import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_MESSAGES, accountProblems, isKnownTimeZone } from './rules.ts';

test('the simulator serves both kinds without credentials', () => {
  assert.deepEqual(accountProblems('social', 'simulator', undefined, null), []);
  assert.deepEqual(accountProblems('display', 'simulator', undefined, null), []);
});

test('Meta serves social accounts only, Google display accounts only', () => {
  assert.deepEqual(accountProblems('display', 'meta', { accessToken: 't' }, null), [{ path: '/body/provider', message: ACCOUNT_MESSAGES.wrongProvider }]);
  assert.deepEqual(accountProblems('social', 'google', undefined, null), [{ path: '/body/provider', message: ACCOUNT_MESSAGES.wrongProvider }]);
});

test('a real network needs its credentials, which an update may leave as they are', () => {
  assert.deepEqual(accountProblems('social', 'meta', undefined, null), [{ path: '/body/credentials', message: ACCOUNT_MESSAGES.credentialsRequired }]);
  assert.deepEqual(accountProblems('social', 'meta', { accessToken: 'token' }, null), []);
  assert.deepEqual(accountProblems('social', 'meta', undefined, { accessToken: 'stored' }), []);
  const google = { developerToken: 'd', clientId: 'c', clientSecret: 's' };
  assert.equal(accountProblems('display', 'google', google, null).length, 1, 'the refresh token is missing');
  assert.deepEqual(accountProblems('display', 'google', { ...google, refreshToken: 'r' }, null), []);
});

test('time zones are checked against the IANA list', () => {
  assert.equal(isKnownTimeZone('Pacific/Auckland'), true);
  assert.equal(isKnownTimeZone('UTC'), true);
  assert.equal(isKnownTimeZone('Mars/Olympus_Mons'), false);
});
