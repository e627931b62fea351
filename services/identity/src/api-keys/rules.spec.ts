// The API keys' rules, without a database: a key's name, expiry and roles when made, the roles and
// life of its tokens, the shape of a user's and a customer's key, and who a customer's key acts as.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  apiKeyExpiry,
  apiKeyName,
  apiKeyRoles,
  BLANK_KEY_NAME,
  customerKeySubject,
  EXPIRY_NOT_IN_FUTURE,
  EXPIRY_TOO_FAR,
  isExpired,
  isStale,
  prefixOfApiKey,
  prefixOfCustomerApiKey,
  tokenRoles,
  USER_HAS_NO_ROLE,
} from './rules.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const DAY_MS = 24 * 3600 * 1000;

describe('a new key', () => {
  it('has its name trimmed; a blank name is refused at /body/name', () => {
    assert.equal(apiKeyName('  Partner feed '), 'Partner feed');
    assert.throws(() => apiKeyName('   '), { status: 400, detail: BLANK_KEY_NAME, errors: [{ path: '/body/name', message: BLANK_KEY_NAME }] });
  });

  it('expires never, or after now and at most 365 days away', () => {
    assert.equal(apiKeyExpiry(undefined, NOW), null);
    const inAYear = new Date(NOW.getTime() + 365 * DAY_MS);
    assert.deepEqual(apiKeyExpiry(inAYear.toISOString(), NOW), inAYear);
    assert.throws(() => apiKeyExpiry(NOW.toISOString(), NOW), { status: 400, detail: EXPIRY_NOT_IN_FUTURE });
    assert.throws(() => apiKeyExpiry(new Date(inAYear.getTime() + 1000).toISOString(), NOW), { status: 400, detail: EXPIRY_TOO_FAR, errors: [{ path: '/body/expiresAt', message: EXPIRY_TOO_FAR }] });
  });

  it('gets all its user\'s roles unless given some of them, once each', () => {
    assert.deepEqual(apiKeyRoles(undefined, ['admin', 'sales']), ['admin', 'sales']);
    assert.deepEqual(apiKeyRoles(['sales', 'sales'], ['admin', 'sales']), ['sales']);
  });

  it('may not carry a role its user lacks, nor be made for a user without roles', () => {
    assert.throws(() => apiKeyRoles(['admin', 'operations'], ['sales', 'operations']), { status: 400, detail: 'An API key cannot have roles its user lacks: admin.' });
    assert.throws(() => apiKeyRoles(undefined, []), { status: 400, detail: USER_HAS_NO_ROLE });
  });
});

describe('a key\'s tokens', () => {
  it('carry the key\'s roles that its user still has', () => {
    assert.deepEqual(tokenRoles(['admin', 'sales'], ['sales', 'operations']), ['sales']);
    assert.deepEqual(tokenRoles(['admin'], ['sales']), []);
  });

  it('stop with a key that has expired or has less than a second left', () => {
    assert.equal(isExpired(null, NOW), false);
    assert.equal(isExpired(new Date(NOW.getTime() + 1000), NOW), false);
    assert.equal(isExpired(new Date(NOW.getTime() + 999), NOW), true);
    assert.equal(isExpired(new Date(NOW.getTime() - 1), NOW), true);
  });
});

describe('the shape of a key', () => {
  const secret = 'A'.repeat(32);

  it('a user\'s key is adk_ and ten hex digits, then its secret', () => {
    assert.equal(prefixOfApiKey(`adk_0123456789_${secret}`), 'adk_0123456789');
    assert.equal(prefixOfApiKey(`adk_012345678_${secret}`), undefined);
    assert.equal(prefixOfApiKey(`adk_0123456789_short`), undefined);
    assert.equal(prefixOfApiKey(`cak_01234567_${secret}`), undefined);
  });

  it('a customer\'s key is cak_ and the customer id\'s first eight hex digits, then its secret', () => {
    assert.equal(prefixOfCustomerApiKey(`cak_0a1b2c3d_${secret}`), 'cak_0a1b2c3d');
    assert.equal(prefixOfCustomerApiKey(`cak_0A1B2C3D_${secret}`), undefined);
    assert.equal(prefixOfCustomerApiKey(`adk_0123456789_${secret}`), undefined);
  });
});

describe('a customer\'s key', () => {
  it('acts as its customer with the corporate role, and as no person', () => {
    assert.deepEqual(customerKeySubject({ keyId: 'key-1', customerId: 'cust-1' }), { userId: 'key-1', email: '', kind: 'dashboard', roles: ['corporate'], customerId: 'cust-1', officeIds: [] });
  });

  it('is projected from events of which an older one never wins', () => {
    const row = { updatedAt: NOW };
    assert.equal(isStale(null, NOW), false);
    assert.equal(isStale(row, new Date(NOW.getTime() - 1)), true);
    assert.equal(isStale(row, NOW), false);
    assert.equal(isStale(row, new Date(NOW.getTime() + 1)), false);
  });
});
