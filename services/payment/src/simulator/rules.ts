// The card simulator's rules: Stripe's test cards and what each does, a card's brand by its number,
// and an expired card. Pure: the time is handed in.

export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002', authenticate: '4000002500003155' } as const;
export const DECLINED = 'Your card was declined.';
export const INCORRECT_NUMBER = 'Your card number is incorrect.';
export const EXPIRED = 'Your card has expired.';
export const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
export const NO_AUTHENTICATION = 'This payment does not require authentication.';
export const ALREADY_FINISHED = 'This payment has already been completed.';

/** What a new card number does, as in Stripe's test mode: any other number is incorrect. */
export type CardBehaviour = 'succeeds' | 'declined' | 'authenticate' | 'incorrect';

export function behaviourOf(number: string): CardBehaviour {
  if (number === TEST_CARDS.succeeds) return 'succeeds';
  if (number === TEST_CARDS.declined) return 'declined';
  if (number === TEST_CARDS.authenticate) return 'authenticate';
  return 'incorrect';
}

export const brandOf = (number: string) => (number.startsWith('4') ? 'visa' : /^5[1-5]/.test(number) ? 'mastercard' : /^3[47]/.test(number) ? 'amex' : 'unknown');

/** A card whose expiry month has passed at `now` (UTC); it is good through its expiry month. */
export function isExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
}
