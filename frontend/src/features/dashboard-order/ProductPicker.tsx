// Step one's product choice (002 §4): the campaign type (only the types whose bounds take the selected item
// count, 002 §5), then the duration, then the price, which selects the product. A single option is chosen for
// the user (rules.settleChoice).
import { Stack, Text } from '@chakra-ui/react';
import { FormField } from '../../components/FormField.tsx';
import { Select } from '../../components/Select.tsx';
import { formatMoney } from '../../constants.ts';
import type { Product, ProductType } from '../../lib/api/generated/order.ts';
import { durationsOf, priceOptionsOf, settleChoice, type ProductChoice } from './rules.ts';

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

export function ProductPicker({ types, products, choice, onChange, error }: {
  types: readonly ProductType[];
  products: readonly Product[];
  choice: ProductChoice;
  onChange(choice: ProductChoice): void;
  error?: string;
}) {
  const change = (next: ProductChoice) => onChange(settleChoice(products, next));
  const durations = choice.typeId ? durationsOf(products, choice.typeId) : [];
  const prices = choice.typeId && choice.days !== null ? priceOptionsOf(products, choice.typeId, choice.days) : [];
  const chosen = products.find((p) => p.id === choice.productId);
  return (
    <Stack gap="3" data-testid="order-product">
      <FormField label="Campaign type" required error={!choice.typeId ? error : undefined}>
        <Select name="productType" aria-label="Campaign type" value={choice.typeId} placeholder="Choose a campaign type"
          options={types.map((t) => ({ value: t.id, label: t.name }))}
          onChange={(typeId) => change({ typeId, days: null, productId: '' })} />
      </FormField>
      <FormField label="Duration" required error={choice.typeId && choice.days === null ? error : undefined}>
        <Select name="duration" aria-label="Duration" value={choice.days === null ? '' : String(choice.days)} placeholder="Choose a duration"
          disabled={!choice.typeId} options={durations.map((d) => ({ value: String(d), label: days(d) }))}
          onChange={(value) => change({ ...choice, days: value ? Number(value) : null, productId: '' })} />
      </FormField>
      <FormField label="Price" required error={choice.days !== null && !choice.productId ? error : undefined}>
        <Select name="price" aria-label="Price" value={choice.productId} placeholder="Choose a price" disabled={choice.days === null}
          options={prices.map((p) => ({ value: p.id, label: `${formatMoney(p.price, p.currency)}${p.isTaxInclusive ? ' incl. tax' : ' + tax'} — ${p.name}` }))}
          onChange={(productId) => change({ ...choice, productId })} />
      </FormField>
      {chosen?.description && <Text fontSize="sm" color="fg.muted">{chosen.description}</Text>}
    </Stack>
  );
}
