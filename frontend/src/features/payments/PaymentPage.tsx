// /payments/p?sessionId=…&orderId=… (003 §2, §4, §8): the card payment page another page embeds in a frame,
// outside the staff frame. It loads the order's payment (createPaymentIntent) and shows the form of the
// provider: Stripe Elements when a publishable key is configured (a lazy chunk: Stripe's code loads here
// only), otherwise the simulator's own card form. It posts to the embedding page (./frameMessages.ts):
// 'loading' while it works; 'close' on Cancel, and after 'Payment Data cannot be found, please contact the
// provider.' (an order the payment context does not know yet is asked for again for ~5 s first: its event
// may be in flight); 'close' and 'redirect' after any other refusal ('Payment Fail' with the server's
// message); 'redirect' on View order; 'view' once paid and 'fail' after a refused card (PaymentForm).
import { useEffect, useState } from 'react';
import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { lazyPage } from '../../app/feature.ts';
import { useAuth, hasAnyRole } from '../../lib/auth/auth.tsx';
import { problemMessage } from '../../lib/api/problem.ts';
import { APP_PATHS, formatMoney } from '../../constants.ts';
import { CUSTOMER_DASHBOARD_PATHS } from '../customer-dashboard/paths.ts';
import { orderNumberLabel } from '../orders/constants.ts';
import { PAYMENT_MESSAGES, PAYMENT_NOT_FOUND_RETRY_INTERVAL_MS, PAYMENT_NOT_FOUND_RETRY_MS } from './constants.ts';
import { ORDER_ROLES, orderEditPath } from '../orders/paths.ts';
import { isFramed, postToParent } from './frameMessages.ts';
import { PaymentCard } from './PaymentForm.tsx';
import type { IntentView } from './paymentFlow.ts';
import { usePaymentCalls } from './paymentApi.ts';
import { SimulatorPayment } from './SimulatorPayment.tsx';

const StripePayment = lazyPage(() => import('./StripePayment.tsx'), (m) => m.StripePayment);

type Load =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'refused'; message: string }
  | { state: 'ready'; intent: IntentView };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads the intent; a 404 (the order not yet known to payment) is asked again until PAYMENT_NOT_FOUND_RETRY_MS. */
function useIntent(orderId: string | null, sessionId: string | null): Load {
  const calls = usePaymentCalls();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    const end = (next: Load) => {
      if (!live) return;
      setLoad(next);
      if (next.state === 'not-found') postToParent('close');
      if (next.state === 'refused') {
        postToParent('close');
        postToParent('redirect');
      }
    };
    void (async () => {
      if (!orderId || !sessionId) return end({ state: 'not-found' });
      postToParent('loading');
      const deadline = Date.now() + PAYMENT_NOT_FOUND_RETRY_MS;
      for (;;) {
        let answer: Awaited<ReturnType<typeof calls.createIntent>>;
        try {
          answer = await calls.createIntent({ orderId, sessionId });
        } catch {
          return end({ state: 'refused', message: PAYMENT_MESSAGES.somethingWrong });
        }
        if (!live) return;
        if (answer.data) return end({ state: 'ready', intent: answer.data });
        if (answer.response.status !== 404) return end({ state: 'refused', message: problemMessage(answer.error, PAYMENT_MESSAGES.somethingWrong) });
        if (Date.now() + PAYMENT_NOT_FOUND_RETRY_INTERVAL_MS > deadline) return end({ state: 'not-found' });
        await sleep(PAYMENT_NOT_FOUND_RETRY_INTERVAL_MS);
      }
    })();
    return () => { live = false; };
  }, [calls, orderId, sessionId]);
  return load;
}

export function PaymentPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const sessionId = params.get('sessionId');
  const load = useIntent(orderId, sessionId);
  const navigate = useNavigate();
  const { user } = useAuth();

  // Framed: the embedding page decides where to go. Open on its own: staff see the order, others their orders tab.
  const onViewOrder = () => {
    if (isFramed()) return postToParent('redirect');
    navigate(hasAnyRole(user, ORDER_ROLES) && orderId ? orderEditPath(orderId) : `${CUSTOMER_DASHBOARD_PATHS.customerDashboard}?tab=orders`);
  };
  const onCancel = () => {
    if (isFramed()) return postToParent('close');
    navigate(APP_PATHS.home);
  };

  if (load.state === 'loading') return <PageSpinner />;
  if (load.state === 'not-found' || load.state === 'refused') {
    const notFound = load.state === 'not-found';
    return (
      <PaymentCard>
        <Alert.Root status="error" data-testid={notFound ? 'payment-not-found' : 'payment-refused'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{notFound ? PAYMENT_MESSAGES.somethingWrong : PAYMENT_MESSAGES.failTitle}</Alert.Title>
            <Alert.Description>{notFound ? PAYMENT_MESSAGES.notFound : load.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </PaymentCard>
    );
  }
  const { intent } = load;
  if (intent.paymentStatus !== 'REQUIRES_PAYMENT') {
    return (
      <PaymentCard>
        <Text fontSize="lg" fontWeight="semibold">{orderNumberLabel(intent.order.orderNumber)} · {formatMoney(intent.order.amount, intent.order.currency)}</Text>
        <Alert.Root status={intent.paymentStatus === 'SUCCEEDED' ? 'success' : 'info'} data-testid="payment-received">
          <Alert.Indicator />
          <Alert.Title>{intent.paymentStatus === 'SUCCEEDED' ? PAYMENT_MESSAGES.received : PAYMENT_MESSAGES.processing}</Alert.Title>
        </Alert.Root>
        <HStack><Button variant="outline" onClick={onViewOrder}>View order</Button></HStack>
      </PaymentCard>
    );
  }
  const props = { intent, onCancel, onViewOrder };
  return intent.publishableKey ? <StripePayment {...props} /> : <SimulatorPayment {...props} />;
}
