// The simulator's card checks: a Luhn-valid number, an expiry MM/YY not in the past, a 3 or 4 digit CVC.
import { describe, expect, it } from 'vitest';
import { cardPaymentMethod, checkCard, formatCardNumber, formatExpiry, luhnValid, parseExpiry } from './cardInput.ts';

const NOW = new Date('2026-11-22T08:00:00Z');

describe('card input', () => {
  it("accepts Stripe's test cards and refuses a wrong check digit", () => {
    for (const n of ['4242424242424242', '4000 0000 0000 0002', '4000002500003155']) expect(luhnValid(n), n).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
  });
  it('formats as typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });
  it('takes an expiry from this month on', () => {
    expect(parseExpiry('11/26', NOW)).toEqual({ expMonth: 11, expYear: 2026 });
    expect(parseExpiry('10/26', NOW)).toBeNull();
    expect(parseExpiry('13/30', NOW)).toBeNull();
  });
  it('says what is wrong, field by field, and builds the payment method', () => {
    expect(Object.keys(checkCard({ number: '1', expiry: '', cvc: '12' }, NOW))).toEqual(['number', 'expiry', 'cvc']);
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    expect(checkCard(card, NOW)).toEqual({});
    expect(cardPaymentMethod(card)).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
  });
});
