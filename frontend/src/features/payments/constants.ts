// The payment page's messages and timings (003 §2, §4, §8; 002 §8), quoted exactly where the spec gives them.
export const PAYMENT_MESSAGES = {
  notSuccess: 'Your Payment was not success.',
  notFound: 'Payment Data cannot be found, please contact the provider.',
  failTitle: 'Payment Fail',
  somethingWrong: 'Something went wrong!',
  paid: 'Your order has been successfully paid. You will receive a confirmation email shortly.',
  // Ours:
  received: 'Payment received: this order has been paid.',
  processing: 'Your payment is being processed. You will receive a confirmation email shortly.',
  simulated: 'Card payments are simulated: no real card is charged. Test cards: 4242 4242 4242 4242 succeeds, '
    + '4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication.',
  authenticate: 'Your bank asks you to confirm this payment.',
  cardNumberInvalid: 'Please enter a valid card number.',
  expiryInvalid: 'Please enter the expiry as MM/YY.',
  cvcInvalid: 'Please enter the 3 or 4 digit security code.',
  chooseCard: 'Please choose a card.',
  missingParameters: 'This payment link is incomplete.',
} as const;
/** The messages the payment page posts to the frame that embeds it (003 §4, 002 §5). */
export const PAYMENT_FRAME_MESSAGES = ['redirect', 'close', 'loading', 'view', 'fail'] as const;
export type PaymentFrameMessage = (typeof PAYMENT_FRAME_MESSAGES)[number];
/** An order payment not yet known to the payment context (its event in flight) is asked for again for this long. */
export const PAYMENT_NOT_FOUND_RETRY_MS = 5000;
export const PAYMENT_NOT_FOUND_RETRY_INTERVAL_MS = 500;
