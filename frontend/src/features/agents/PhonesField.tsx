// An agent's phone numbers (FIXED_LINE or MOBILE), the form's `phones` array. The server validates them
// against the customer's country; its message for a number ('/body/phones/1/value') shows at that number.
import { Button, Field, Fieldset, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { Phone } from '../../lib/api/generated/customer.ts';
import { useFieldError } from '../../components/form/fields.tsx';
import { Select } from '../../components/Select.tsx';

const PHONE_TYPES = ['FIXED_LINE', 'MOBILE'] as const;
const TYPE_LABELS: Record<Phone['type'], string> = { FIXED_LINE: 'Fixed line', MOBILE: 'Mobile' };

function PhoneRow({ index, onRemove }: { index: number; onRemove(): void }) {
  const { register, watch, setValue } = useFormContext<{ phones: Phone[] }>();
  const error = useFieldError(`phones.${index}.value`);
  return (
    <Field.Root invalid={!!error} data-testid={`phone-${index}`}>
      <HStack w="full" align="start">
        <Stack w="40" flexShrink={0}>
          <Select name={`phones.${index}.type`} aria-label={`Phone ${index + 1} type`} value={watch(`phones.${index}.type`)}
            onChange={(type) => setValue(`phones.${index}.type`, type as Phone['type'])}
            options={PHONE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))} />
        </Stack>
        <Input {...register(`phones.${index}.value`)} aria-label={`Phone ${index + 1} number`} type="tel" maxLength={40} placeholder="+64 21 123 4567" />
        <IconButton aria-label={`Remove phone ${index + 1}`} variant="ghost" colorPalette="red" onClick={onRemove}><LuTrash2 /></IconButton>
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function PhonesField() {
  const { fields, append, remove } = useFieldArray<{ phones: Phone[] }>({ name: 'phones' });
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Phone numbers</Fieldset.Legend>
      <Stack gap="3">
        {fields.map((f, i) => <PhoneRow key={f.id} index={i} onRemove={() => remove(i)} />)}
        <HStack>
          <Button size="sm" variant="outline" onClick={() => append({ type: 'MOBILE', value: '' })}><LuPlus /> Add phone</Button>
        </HStack>
      </Stack>
    </Fieldset.Root>
  );
}
