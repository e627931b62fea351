// What identity's tokens carry and how long they and their revocations live, without a database.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bearerTtl, cappedTtl, isDueForRenewal, RENEW_AFTER_SECONDS, revocationExpiry, subjectOf } from './rules.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('a token\'s subject', () => {
  it('is the user as they are now: roles and tenancy', () => {
    const user = { id: 'u1', email: 'jo@example.com', kind: 'dashboard' as const, roles: ['agent' as const], customerId: 'c1', agentId: 'a1', officeIds: ['o1'], passwordHash: 'secret' };
    assert.deepEqual(subjectOf(user), { userId: 'u1', email: 'jo@example.com', kind: 'dashboard', roles: ['agent'], customerId: 'c1', agentId: 'a1', officeIds: ['o1'] });
  });
});

describe('a bearer token\'s lifetime', () => {
  it('is the configured one for a key that never expires', () => {
    assert.equal(bearerTtl(3600, null, NOW), 3600);
  });

  it('ends no later than its key, in whole seconds', () => {
    assert.equal(bearerTtl(3600, new Date(NOW + 90_500), NOW), 90);
    assert.equal(bearerTtl(60, new Date(NOW + 90_000), NOW), 60);
  });

  it('is at least a second', () => {
    assert.equal(bearerTtl(3600, new Date(NOW + 200), NOW), 1);
    assert.equal(bearerTtl(3600, new Date(NOW - 5000), NOW), 1);
  });
});

describe('a "log in as" session\'s lifetime', () => {
  it('is the session TTL, never past its opener\'s token, at least a second', () => {
    const nowSeconds = NOW / 1000;
    assert.equal(cappedTtl(3600, undefined, NOW), 3600);
    assert.equal(cappedTtl(3600, nowSeconds + 7200, NOW), 3600);
    assert.equal(cappedTtl(3600, nowSeconds + 90, NOW), 90);
    assert.equal(cappedTtl(3600, nowSeconds - 5, NOW), 1);
  });
});

describe('a revocation', () => {
  it('outlives the longest-lived token it refuses', () => {
    assert.deepEqual(revocationExpiry({ sessionTtlSeconds: 3600, bearerTtlSeconds: 600 }, NOW), new Date(NOW + 3600_000));
    assert.deepEqual(revocationExpiry({ sessionTtlSeconds: 600, bearerTtlSeconds: 7200 }, NOW), new Date(NOW + 7200_000));
  });
});

describe('renewing a browser session', () => {
  it('is due once the session is older than ten minutes', () => {
    assert.equal(RENEW_AFTER_SECONDS, 600);
    const issuedAt = NOW / 1000;
    assert.equal(isDueForRenewal(issuedAt, NOW + 600_000), false);
    assert.equal(isDueForRenewal(issuedAt, NOW + 601_000), true);
  });
});
