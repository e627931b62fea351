// The simulator's own card fields (no Stripe.js: the embedded default without a Stripe key): number, expiry
// and CVC with their messages inline (003 §8: card field errors are shown inline), under a plain banner that
// says no real card is charged and names the test cards.
import { Alert, HStack, Input } from '@chakra-ui/react';
import { FormField } from '../../components/FormField.tsx';
import { PAYMENT_MESSAGES } from './constants.ts';
import { digitsOf, formatCardNumber, formatExpiry, type CardInput } from './cardInput.ts';

export function SimulatorCardFields({ value, onChange, errors }: {
  value: CardInput;
  onChange(value: CardInput): void;
  errors: Partial<Record<keyof CardInput, string>>;
}) {
  return (
    <>
      <Alert.Root status="warning" data-testid="simulator-banner">
        <Alert.Indicator />
        <Alert.Description>{PAYMENT_MESSAGES.simulated}</Alert.Description>
      </Alert.Root>
      <FormField label="Card number" error={errors.number}>
        <Input name="cardNumber" inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" value={value.number}
          onChange={(e) => onChange({ ...value, number: formatCardNumber(e.target.value) })} />
      </FormField>
      <HStack align="start" gap="3">
        <FormField label="Expiry" error={errors.expiry}>
          <Input name="cardExpiry" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" value={value.expiry}
            onChange={(e) => onChange({ ...value, expiry: formatExpiry(e.target.value) })} />
        </FormField>
        <FormField label="CVC" error={errors.cvc}>
          <Input name="cardCvc" inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} value={value.cvc}
            onChange={(e) => onChange({ ...value, cvc: digitsOf(e.target.value) })} />
        </FormField>
      </HStack>
    </>
  );
}
