// The card payment page (003 §2): /payments/p?sessionId=…&orderId=…, embedded by another page in a frame,
// outside the staff frame (no top menu) and in no menu. Who may open it: createPaymentIntent's roles (the
// dashboard roles and staff); whose order it is, the API decides.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { PAYMENT_PATHS } from './paths.ts';

const PaymentPage = lazyPage(() => import('./PaymentPage.tsx'), (m) => m.PaymentPage);

export const feature: Feature = {
  frame: 'bare',
  routes: [{ path: PAYMENT_PATHS.paymentPage, roles: rolesOf('createPaymentIntent'), title: 'Payment', element: <PaymentPage /> }],
};
