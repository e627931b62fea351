// The payment form with Stripe Elements (a publishable key is configured): a lazy chunk of its own, so
// Stripe's code loads on /payments/p only, and only when Stripe is the provider. The card is confirmed by
// Stripe.js with the intent's client secret (003 §7: the payment method — a saved card's id or the card
// element —, the save-card flag as setup_future_usage, and the receipt e-mail); Stripe.js runs any
// authentication itself. Card field errors show at the card (003 §8).
import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { FormField } from '../../components/FormField.tsx';
import { PAYMENT_MESSAGES } from './constants.ts';
import { PaymentForm } from './PaymentForm.tsx';
import type { Confirm, IntentView } from './paymentFlow.ts';

/** One Stripe.js instance a key (loadStripe adds Stripe's script to the page once). */
const instances = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!instances.has(key)) instances.set(key, loadStripe(key));
  return instances.get(key)!;
};

export interface ProviderFormProps {
  intent: IntentView;
  onCancel(): void;
  onViewOrder(): void;
}

export function StripePayment(props: ProviderFormProps) {
  return <Elements stripe={stripeFor(props.intent.publishableKey ?? '')}><StripeForm {...props} /></Elements>;
}

function StripeForm({ intent, onCancel, onViewOrder }: ProviderFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string | undefined>();
  const clientSecret = intent.order.payment.paymentInit.clientSecret ?? '';
  const email = intent.user.email ?? undefined;

  const confirm: Confirm = async ({ cardId, saveCard }) => {
    if (!stripe || !elements) return { status: 'failed', message: PAYMENT_MESSAGES.somethingWrong };
    const card = elements.getElement(CardElement);
    if (!cardId && !card) return { status: 'failed', message: PAYMENT_MESSAGES.somethingWrong };
    const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
      payment_method: cardId ?? { card: card!, ...(email ? { billing_details: { email } } : {}) },
      ...(email ? { receipt_email: email } : {}),
      ...(saveCard ? { setup_future_usage: 'off_session' as const } : {}),
    });
    if (error) {
      if (error.type === 'validation_error') {
        setCardError(error.message);
        return null;
      }
      return { status: 'failed', message: error.message ?? '' };
    }
    if (paymentIntent.status === 'succeeded') return { status: 'succeeded' };
    if (paymentIntent.status === 'processing') return { status: 'processing' };
    return { status: 'failed', message: paymentIntent.last_payment_error?.message ?? '' };
  };

  const newCard = (
    <FormField label="Card" error={cardError}>
      <Box w="full" borderWidth="1px" borderRadius="md" px="3" py="2.5" data-testid="stripe-card">
        <CardElement options={{ hidePostalCode: true }} onChange={(e) => setCardError(e.error?.message)} />
      </Box>
    </FormField>
  );
  return <PaymentForm intent={intent} newCard={newCard} confirm={confirm} onCancel={onCancel} onViewOrder={onViewOrder} />;
}
