// The payment page's calls (openapi/payment), each opted out of the error catalogue: the page is inside
// another page's frame, so a refusal is shown here and told to the embedding page, never a navigation.
import { useMemo } from 'react';
import { optOut } from '../../lib/api/errorCatalogue.ts';
import {
  useAuthenticateSimulatedPayment, useConfirmSimulatedPayment, useCreatePaymentIntent,
  type AuthenticateSimulatedPaymentRequest, type ConfirmSimulatedPaymentRequest, type CreatePaymentIntentRequest,
} from '../../lib/api/generated/payment.ts';

export function usePaymentCalls() {
  const createPaymentIntent = useCreatePaymentIntent();
  const confirmSimulatedPayment = useConfirmSimulatedPayment();
  const authenticateSimulatedPayment = useAuthenticateSimulatedPayment();
  return useMemo(() => ({
    createIntent: (body: CreatePaymentIntentRequest) => createPaymentIntent({ body, ...optOut() }),
    confirmSimulated: (body: ConfirmSimulatedPaymentRequest) => confirmSimulatedPayment({ body, ...optOut() }),
    authenticateSimulated: (body: AuthenticateSimulatedPaymentRequest) => authenticateSimulatedPayment({ body, ...optOut() }),
  }), [createPaymentIntent, confirmSimulatedPayment, authenticateSimulatedPayment]);
}

export type PaymentCalls = ReturnType<typeof usePaymentCalls>;
/** What the simulator's confirm and authenticate answer. */
export type SimulatorAnswer = Awaited<ReturnType<PaymentCalls['confirmSimulated']>>;
