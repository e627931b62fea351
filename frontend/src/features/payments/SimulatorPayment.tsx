// The payment form with the simulator (no publishable key: the embedded default without Stripe): the
// simulator's own card fields, confirmed by confirmSimulatedPayment with the intent's client secret; a card
// that asks for authentication (4000 0025 0000 3155) is finished by authenticateSimulatedPayment.
import { useState } from 'react';
import { problemMessage } from '../../lib/api/problem.ts';
import { PAYMENT_MESSAGES } from './constants.ts';
import { cardPaymentMethod, checkCard, emptyCard, type CardInput } from './cardInput.ts';
import { PaymentForm } from './PaymentForm.tsx';
import type { Confirm, Outcome } from './paymentFlow.ts';
import { usePaymentCalls, type SimulatorAnswer } from './paymentApi.ts';
import { SimulatorCardFields } from './SimulatorCardFields.tsx';
import type { ProviderFormProps } from './StripePayment.tsx';

export function SimulatorPayment({ intent, onCancel, onViewOrder }: ProviderFormProps) {
  const calls = usePaymentCalls();
  const [card, setCard] = useState<CardInput>(emptyCard);
  const [checked, setChecked] = useState(false);
  const errors = checked ? checkCard(card) : {};
  const clientSecret = intent.order.payment.paymentInit.clientSecret ?? '';
  const receipt = intent.user.email ? { receiptEmail: intent.user.email } : {};

  const outcomeOf = (answer: SimulatorAnswer): Outcome => {
    if (!answer.data) return { status: 'failed', message: problemMessage(answer.error, PAYMENT_MESSAGES.somethingWrong) };
    const { status, message } = answer.data;
    if (status === 'succeeded') return { status: 'succeeded' };
    if (status === 'requires_action') {
      return {
        status: 'requires_action',
        authenticate: async (approve) => outcomeOf(await calls.authenticateSimulated({ clientSecret, approve })),
      };
    }
    return { status: 'failed', message: message ?? '' };
  };

  const check = () => {
    setChecked(true);
    return Object.keys(checkCard(card)).length === 0;
  };
  const confirm: Confirm = async ({ cardId, saveCard }) => {
    const paymentMethod = cardId ? { cardId } : cardPaymentMethod(card);
    return outcomeOf(await calls.confirmSimulated({ clientSecret, paymentMethod, saveCard, ...receipt }));
  };

  const newCard = <SimulatorCardFields value={card} onChange={setCard} errors={errors} />;
  return <PaymentForm intent={intent} newCard={newCard} check={check} confirm={confirm} onCancel={onCancel} onViewOrder={onViewOrder} />;
}
