// The card payment page (003 §2): ?sessionId=…&orderId=…
export const PAYMENT_PATHS = {
  paymentPage: '/payments/p',
} as const;
