// The webhook's reading of provider events without a database: which event types act on a payment,
// and the message a failure is recorded with.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { failureReason, outcomeOf } from './rules.ts';

describe('provider event types', () => {
  it("maps the payment intent's final events to their outcome", () => {
    assert.equal(outcomeOf('payment_intent.succeeded'), 'succeeded');
    assert.equal(outcomeOf('payment_intent.payment_failed'), 'failed');
    assert.equal(outcomeOf('payment_intent.canceled'), 'canceled');
  });

  it('ignores every other type (recorded as handled, no effect)', () => {
    for (const type of ['payment_intent.created', 'payment_intent.processing', 'charge.succeeded', 'customer.created', 'toString', '']) assert.equal(outcomeOf(type), null, type);
  });
});

describe('failure reason', () => {
  it("is the provider's message, or ours when it gave none", () => {
    assert.equal(failureReason('Your card was declined.'), 'Your card was declined.');
    assert.equal(failureReason(null), 'The payment failed.');
  });
});
