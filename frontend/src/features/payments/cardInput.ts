// The simulator's own card form (no Stripe.js): what is typed, checked as Stripe's form would check it
// (the number by its Luhn digit, an expiry MM/YY not in the past, a 3 or 4 digit CVC), and the body the
// simulator's confirm takes ({ number, expMonth, expYear, cvc }).
import { PAYMENT_MESSAGES } from './constants.ts';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export const emptyCard: CardInput = { number: '', expiry: '', cvc: '' };

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** A card number shown in groups of four as it is typed: '4242424242424242' → '4242 4242 4242 4242'. */
export const formatCardNumber = (value: string) => digitsOf(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** An expiry shown as MM/YY as it is typed. */
export function formatExpiry(value: string): string {
  const d = digitsOf(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export function luhnValid(number: string): boolean {
  const d = digitsOf(number);
  if (d.length < 12 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** The month and four-digit year of MM/YY, or null when it is not a month from now on. */
export function parseExpiry(expiry: string, now: Date = new Date()): { expMonth: number; expYear: number } | null {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!m) return null;
  const expMonth = Number(m[1]);
  const expYear = 2000 + Number(m[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return expYear * 12 + (expMonth - 1) >= thisMonth ? { expMonth, expYear } : null;
}

/** The inline messages of the card fields (none: the card may be sent). */
export function checkCard(card: CardInput, now: Date = new Date()): Partial<Record<keyof CardInput, string>> {
  const errors: Partial<Record<keyof CardInput, string>> = {};
  if (!luhnValid(card.number)) errors.number = PAYMENT_MESSAGES.cardNumberInvalid;
  if (!parseExpiry(card.expiry, now)) errors.expiry = PAYMENT_MESSAGES.expiryInvalid;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = PAYMENT_MESSAGES.cvcInvalid;
  return errors;
}

/** The simulator's payment method for a checked card. */
export function cardPaymentMethod(card: CardInput) {
  const { expMonth, expYear } = parseExpiry(card.expiry)!;
  return { number: digitsOf(card.number), expMonth, expYear, cvc: card.cvc.trim() };
}
