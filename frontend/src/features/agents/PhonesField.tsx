// An agent's phone numbers (FIXED_LINE or MOBILE). The server validates them against the customer's
// country; its message for a number shows at that number's field.
import { Button, Field, Fieldset, HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { Phone } from '../../lib/api/generated/customer.ts';
import { Select } from '../../components/Select.tsx';
import { PHONE_TYPES } from '../../constants.ts';

const TYPE_LABELS: Record<Phone['type'], string> = { FIXED_LINE: 'Fixed line', MOBILE: 'Mobile' };

/** The path of a phone's value in a problem's errors (e.g. '/body/phones/0/value'). */
export const phonePath = (index: number) => `/body/phones/${index}/value`;
/** Whether a problem's error path is a phone's value (those messages show at the number). */
export const isPhonePath = (path: string) => /^\/body\/phones\/\d+\/value$/.test(path);

export function PhonesField({ phones, onChange, errors }: {
  phones: Phone[]; onChange(phones: Phone[]): void;
  /** Messages by index (client checks after a submit attempt, or the server's). */
  errors: Record<number, string | undefined>;
}) {
  const update = (i: number, patch: Partial<Phone>) => onChange(phones.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Phone numbers</Fieldset.Legend>
      <Stack gap="3">
        {phones.map((p, i) => (
          <Field.Root key={i} invalid={!!errors[i]} data-testid={`phone-${i}`}>
            <HStack w="full" align="start">
              <Stack w="40" flexShrink={0}>
                <Select name={`phones.${i}.type`} aria-label={`Phone ${i + 1} type`} value={p.type}
                  onChange={(type) => update(i, { type: type as Phone['type'] })}
                  options={PHONE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))} />
              </Stack>
              <Input name={`phones.${i}.value`} aria-label={`Phone ${i + 1} number`} type="tel" maxLength={40} placeholder="+64 21 123 4567"
                value={p.value} onChange={(e) => update(i, { value: e.target.value })} />
              <IconButton aria-label={`Remove phone ${i + 1}`} variant="ghost" colorPalette="red"
                onClick={() => onChange(phones.filter((_, j) => j !== i))}><LuTrash2 /></IconButton>
            </HStack>
            {errors[i] && <Field.ErrorText>{errors[i]}</Field.ErrorText>}
          </Field.Root>
        ))}
        <HStack>
          <Button size="sm" variant="outline" onClick={() => onChange([...phones, { type: 'MOBILE', value: '' }])}><LuPlus /> Add phone</Button>
        </HStack>
      </Stack>
    </Fieldset.Root>
  );
}
