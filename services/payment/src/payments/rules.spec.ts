// The payments area's rules without a database: monotonic status transitions whatever the order of
// the provider's events, whether an order may be paid now, and what the payment page is told.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Problem, type Principal } from '@adops/platform';
import { afterOutcome, assertListableCustomer, assertOpen, assertPayable, cancel, fail, FAILURE_REASON_LIMIT, OPEN, pageStatus, succeed, type PaymentOutcome, type PaymentStatus } from './rules.ts';

const STATUSES: PaymentStatus[] = ['REQUIRES_PAYMENT', 'REQUIRES_ACTION', 'PROCESSING', 'SUCCEEDED', 'FAILED', 'CANCELLED'];

/** The status after a run of outcomes, applied as the webhook applies them. */
const replay = (outcomes: PaymentOutcome[], from: PaymentStatus = 'REQUIRES_PAYMENT') =>
  outcomes.reduce((status, outcome) => afterOutcome(status, outcome, 'declined')?.status ?? status, from);

/** Every ordering of the items (a handful: 4! at most here). */
function orderings<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => orderings([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** A problem's status and detail. */
const problem = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    return { status: error.status, detail: error.detail };
  }
  return null;
};

describe('payment status transitions', () => {
  it('succeed: from every status but SUCCEEDED, a cancelled attempt included (the money was taken)', () => {
    for (const status of STATUSES) assert.deepEqual(succeed(status), status === 'SUCCEEDED' ? null : { status: 'SUCCEEDED' }, status);
  });

  it('fail: records the reason, never after a success or a cancellation; a failed intent fails again with the next card', () => {
    assert.deepEqual(fail('REQUIRES_PAYMENT', 'Your card was declined.'), { status: 'FAILED', failureReason: 'Your card was declined.' });
    assert.deepEqual(fail('FAILED', 'Your card has expired.'), { status: 'FAILED', failureReason: 'Your card has expired.' });
    assert.equal(fail('SUCCEEDED', 'late'), null);
    assert.equal(fail('CANCELLED', 'late'), null);
  });

  it(`fail: keeps at most ${FAILURE_REASON_LIMIT} characters of the provider's message`, () => {
    assert.equal(fail('PROCESSING', 'x'.repeat(FAILURE_REASON_LIMIT + 20))?.failureReason?.length, FAILURE_REASON_LIMIT);
  });

  it('cancel: every open status, never a paid or already cancelled one', () => {
    for (const status of OPEN) assert.deepEqual(cancel(status), { status: 'CANCELLED' }, status);
    assert.equal(cancel('SUCCEEDED'), null);
    assert.equal(cancel('CANCELLED'), null);
  });

  it('a success ends as SUCCEEDED whatever the order of the other events around it', () => {
    for (const order of orderings<PaymentOutcome>(['succeeded', 'failed', 'canceled', 'failed'])) {
      assert.equal(replay(order), 'SUCCEEDED', order.join(' → '));
    }
  });

  it('replays change nothing once an outcome is final', () => {
    assert.equal(replay(['succeeded', 'succeeded', 'failed', 'succeeded', 'failed', 'canceled', 'failed', 'canceled']), 'SUCCEEDED');
    assert.equal(replay(['canceled', 'failed', 'canceled', 'failed']), 'CANCELLED');
    assert.equal(afterOutcome('SUCCEEDED', 'succeeded', ''), null);
    assert.equal(afterOutcome('CANCELLED', 'canceled', ''), null);
  });

  it('a failure leaves the payment open for another card', () => {
    assert.equal(replay(['failed']), 'FAILED');
    assert.ok(OPEN.includes('FAILED'));
    assert.equal(replay(['failed', 'succeeded']), 'SUCCEEDED');
  });
});

describe('paying an order', () => {
  it('only a card order awaiting its payment may be paid', () => {
    assert.equal(problem(() => assertPayable({ paymentType: 'CREDIT_CARD', status: 'PENDING_PAYMENT' })), null);
    assert.deepEqual(problem(() => assertPayable({ paymentType: 'INVOICE', status: 'PENDING_PAYMENT' })), { status: 409, detail: 'This order is not paid by card.' });
    assert.deepEqual(problem(() => assertPayable({ paymentType: 'CREDIT_CARD', status: 'CANCELLED' })), { status: 409, detail: 'This order has been cancelled.' });
    assert.deepEqual(problem(() => assertPayable({ paymentType: 'CREDIT_CARD', status: 'READY' })), { status: 409, detail: 'This order has already been paid.' });
  });

  it('a closed attempt takes no card', () => {
    for (const status of OPEN) assert.equal(problem(() => assertOpen(status)), null, status);
    for (const status of ['SUCCEEDED', 'CANCELLED'] as const) {
      assert.deepEqual(problem(() => assertOpen(status)), { status: 409, detail: 'This payment is no longer open; open the payment page again.' });
    }
  });

  it("a dashboard user filtering by another customer is 404; staff filter by any customer", () => {
    const dashboard = { kind: 'dashboard', customerId: 'c1' } as Principal;
    const staff = { kind: 'staff' } as Principal;
    assert.equal(problem(() => assertListableCustomer(dashboard, undefined)), null);
    assert.equal(problem(() => assertListableCustomer(dashboard, 'c1')), null);
    assert.deepEqual(problem(() => assertListableCustomer(dashboard, 'c2')), { status: 404, detail: 'Customer not found.' });
    assert.equal(problem(() => assertListableCustomer(staff, 'c2')), null);
  });
});

describe('the payment page status', () => {
  it('SUCCEEDED only once the payment succeeded; PROCESSING while the provider is finishing', () => {
    assert.equal(pageStatus('SUCCEEDED', null), 'SUCCEEDED');
    assert.equal(pageStatus('REQUIRES_PAYMENT', 'succeeded'), 'PROCESSING', 'the webhook has not arrived yet');
    assert.equal(pageStatus('REQUIRES_PAYMENT', 'processing'), 'PROCESSING');
    assert.equal(pageStatus('PROCESSING', 'requires_payment_method'), 'PROCESSING');
    assert.equal(pageStatus('FAILED', 'requires_payment_method'), 'REQUIRES_PAYMENT');
    assert.equal(pageStatus('REQUIRES_PAYMENT', null), 'REQUIRES_PAYMENT');
  });
});
