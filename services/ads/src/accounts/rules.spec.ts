import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ACCOUNT_MESSAGES, accountProblems, billingAccountIds, isKnownTimeZone } from './rules.ts';

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

test('billing accounts: staff and corporate users all of their reach (narrowed by ids); other dashboard roles only the ids named, none without', () => {
  const a = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
  const b = '7B8C9D0E-1F2A-4B3C-9D4E-5F6A7B8C9D0E';
  assert.deepEqual(billingAccountIds({ kind: 'staff', roles: ['admin'] }, undefined), { only: null });
  assert.deepEqual(billingAccountIds({ kind: 'dashboard', roles: ['corporate'] }, undefined), { only: null });
  assert.deepEqual(billingAccountIds({ kind: 'dashboard', roles: ['corporate'] }, `${a},${a}`), { only: [a] });
  for (const role of ['branchmanager', 'branchuser', 'agent']) {
    assert.equal(billingAccountIds({ kind: 'dashboard', roles: [role] }, undefined), 'none');
    assert.deepEqual(billingAccountIds({ kind: 'dashboard', roles: [role] }, `${a},${b}`), { only: [a, b.toLowerCase()] });
  }
});
