// E-mail addresses as chips: what is typed becomes chips at Enter, a comma, a space or when the field is left,
// by the caller's rule (`add`: which addresses it keeps, how many, in what case); a chip's × removes it. Used by
// the order's notification e-mails (features/dashboard-order) and the share e-mail's recipients
// (features/sharing), each with its own words and rule.
import { useState } from 'react';
import { Field, Input, Stack, Tag, Wrap } from '@chakra-ui/react';

export interface EmailChipsProps {
  emails: readonly string[];
  onChange(emails: string[]): void;
  /** How typed text joins the chips. */
  add(chips: readonly string[], typed: string): string[];
  label: string;
  helper: string;
  placeholder: string;
  /** The field's and each chip's data-testid. */
  testIds: { field: string; chip: string };
}

export function EmailChips({ emails, onChange, add, label, helper, placeholder, testIds }: EmailChipsProps) {
  const [text, setText] = useState('');
  const commit = (typed: string) => {
    if (typed.trim()) onChange(add(emails, typed));
    setText('');
  };
  return (
    <Field.Root data-testid={testIds.field}>
      <Field.Label>{label}</Field.Label>
      <Stack gap="2" w="full">
        {emails.length > 0 && (
          <Wrap gap="2">
            {emails.map((e) => (
              <Tag.Root key={e} size="lg" data-testid={testIds.chip}>
                <Tag.Label>{e}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={`Remove ${e}`} onClick={() => onChange(emails.filter((x) => x !== e))} />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </Wrap>
        )}
        <Input aria-label={label} placeholder={placeholder} value={text}
          onChange={(e) => {
            const value = e.currentTarget.value;
            // A separator typed (or pasted) ends the addresses before it.
            if (/[\s,;]$/.test(value)) commit(value);
            else setText(value);
          }}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); commit(text); } }}
          onBlur={() => commit(text)} />
      </Stack>
      <Field.HelperText>{helper}</Field.HelperText>
    </Field.Root>
  );
}
