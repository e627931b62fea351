// The payment frame dialog's messages (002 §4, §8), quoted exactly. The two the payment page shows itself are
// defined once, in the payment page's constants (features/payments/constants.ts), and re-exported here.
import { PAYMENT_MESSAGES } from '../payments/constants.ts';

export const PAYMENT_FRAME_DIALOG_MESSAGES = {
  /** 002 §8 Paid: 'Your order has been successfully paid. You will receive a confirmation email shortly.' */
  paid: PAYMENT_MESSAGES.paid,
  /** 002 §8 Payment failure: 'Your Payment was not success.' plus the provider's message. */
  notSuccess: PAYMENT_MESSAGES.notSuccess,
  // Ours:
  paidTitle: 'Payment received',
  sessionFailedTitle: 'Payment could not be started',
  sessionFailed: 'The payment could not be started, please try again.',
  frameTitle: 'Card payment',
} as const;
