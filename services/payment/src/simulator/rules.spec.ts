// The card simulator's rules without a database: Stripe's test cards, brands, and expiry.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { behaviourOf, brandOf, isExpired, TEST_CARDS } from './rules.ts';

describe("Stripe's test cards", () => {
  it('4242 succeeds, 0002 is declined, 3155 asks for authentication, anything else is incorrect', () => {
    assert.equal(behaviourOf(TEST_CARDS.succeeds), 'succeeds');
    assert.equal(behaviourOf('4000000000000002'), 'declined');
    assert.equal(behaviourOf('4000002500003155'), 'authenticate');
    assert.equal(behaviourOf('4111111111111111'), 'incorrect');
    assert.equal(behaviourOf('424242424242424'), 'incorrect');
  });
});

describe('card brand', () => {
  it('by the leading digits', () => {
    assert.equal(brandOf('4242424242424242'), 'visa');
    assert.equal(brandOf('5555555555554444'), 'mastercard');
    assert.equal(brandOf('2223003122003222'), 'unknown');
    assert.equal(brandOf('378282246310005'), 'amex');
    assert.equal(brandOf('6011111111111117'), 'unknown');
  });
});

describe('card expiry', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('is good through its expiry month', () => {
    assert.equal(isExpired({ expMonth: 11, expYear: 2026 }, now), false);
    assert.equal(isExpired({ expMonth: 1, expYear: 2027 }, now), false);
  });
  it('has expired after it', () => {
    assert.equal(isExpired({ expMonth: 10, expYear: 2026 }, now), true);
    assert.equal(isExpired({ expMonth: 12, expYear: 2025 }, now), true);
  });
  it('reads the month in UTC', () => {
    assert.equal(isExpired({ expMonth: 11, expYear: 2026 }, new Date('2026-12-01T00:30:00Z')), true);
    assert.equal(isExpired({ expMonth: 11, expYear: 2026 }, new Date('2026-11-30T23:30:00Z')), false);
  });
});
