// Reading problems: every message once (detail, then the field errors that say more), and a refusal of the
// address itself (a path parameter) told apart from other refusals.
import { describe, expect, it } from 'vitest';
import { isBadAddress, problemLines } from './problem.ts';

describe('problems', () => {
  it('lists the detail, then each field error that says something else', () => {
    expect(problemLines({ detail: 'The from-date cannot be in the future.', errors: [{ path: '/query/dateFrom', message: 'The from-date cannot be in the future.' }] }))
      .toEqual(['The from-date cannot be in the future.']);
    expect(problemLines({ detail: 'A (and 1 more)', errors: [{ path: '/body/a', message: 'A' }, { path: '/body/b', message: 'B' }] }))
      .toEqual(['A (and 1 more)', 'A', 'B']);
    expect(problemLines({ title: 'Conflict' })).toEqual(['Conflict']);
    expect(problemLines(undefined, 'Nothing said.')).toEqual(['Nothing said.']);
  });

  it('tells an id that cannot exist from other refusals', () => {
    const badId = { errors: [{ path: '/params/orderId', message: 'must match format "uuid"' }] };
    expect(isBadAddress(400, badId)).toBe(true);
    expect(isBadAddress(400, { errors: [{ path: '/path/fromCode', message: 'Unknown currency code.' }] })).toBe(true);
    expect(isBadAddress(404, badId)).toBe(false);
    expect(isBadAddress(400, { detail: 'No errors named.' })).toBe(false);
    expect(isBadAddress(400, { errors: [{ path: '/params/orderId', message: 'x' }, { path: '/query/page', message: 'y' }] })).toBe(false);
  });
});
