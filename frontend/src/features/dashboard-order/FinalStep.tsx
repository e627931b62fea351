// The last step of the order flow (002 §2, §5, §6): campaign name, start date (today to three months ahead),
// payment type (Credit Card and Invoice by role; Invoice when none is allowed) and Confirm. The page places
// the order (./useOrderPlacement.ts).
import { Button, HStack, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { FormField } from '../../components/FormField.tsx';
import { formatMoney } from '../../constants.ts';
import type { PaymentType, Product } from '../../lib/api/generated/order.ts';
import { PAYMENT_TYPE_LABELS, startDateWindow } from './rules.ts';

export interface FinalState {
  campaignName: string;
  startDate: string;
  paymentType: PaymentType;
}

export function FinalStep({ state, change, product, paymentTypes, busy, placedOrderNumber, onBack, onConfirm, startDateError }: {
  state: FinalState;
  change(patch: Partial<FinalState>): void;
  product: Product;
  paymentTypes: readonly PaymentType[];
  busy: boolean;
  /** The order this attempt placed already (a second confirm goes straight to payment). */
  placedOrderNumber: number | null;
  onBack(): void;
  onConfirm(): void;
  startDateError?: string;
}) {
  const range = startDateWindow(new Date());
  return (
    <Stack gap="5" data-testid="order-final-step">
      <Text fontSize="sm" color="fg.muted">
        {product.name}: {formatMoney(product.price, product.currency)}{product.isTaxInclusive ? ' incl. tax' : ' + tax'}, {product.campaignDurationDays} days
      </Text>
      <FormField label="Campaign name" required>
        <Input name="campaignName" aria-label="Campaign name" maxLength={200} value={state.campaignName} disabled={placedOrderNumber !== null}
          onChange={(e) => change({ campaignName: e.currentTarget.value })} />
      </FormField>
      <FormField label="Start date" required error={startDateError} helper="From today to three months ahead.">
        <Input type="date" name="startDate" aria-label="Start date" min={range.min} max={range.max} value={state.startDate}
          disabled={placedOrderNumber !== null} onChange={(e) => change({ startDate: e.currentTarget.value })} />
      </FormField>
      <FormField label="Payment type" required>
        <RadioGroup.Root value={state.paymentType} onValueChange={(e) => e.value && change({ paymentType: e.value as PaymentType })}
          name="paymentType" aria-label="Payment type" disabled={placedOrderNumber !== null}>
          <HStack gap="6" wrap="wrap">
            {paymentTypes.map((t) => (
              <RadioGroup.Item key={t} value={t}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{PAYMENT_TYPE_LABELS[t]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </FormField>
      {placedOrderNumber !== null && (
        <Text fontSize="sm" data-testid="order-placed-note">Order# {placedOrderNumber} is placed; Confirm opens its payment again.</Text>
      )}
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="3">
        <Button variant="outline" onClick={onBack} disabled={busy || placedOrderNumber !== null}>Back</Button>
        <Button colorPalette="blue" onClick={onConfirm} loading={busy}>Confirm</Button>
      </Stack>
    </Stack>
  );
}
