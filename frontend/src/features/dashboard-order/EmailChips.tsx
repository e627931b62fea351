// Notification e-mails as chips (002 §3, §5): what is typed becomes chips at Enter, a comma, a space or when
// the field is left; addresses are lower-cased and those that are not e-mail addresses dropped
// (rules.withEmails). They go with the order as its EMAIL_NOTICE attribute. The share e-mail dialog uses the
// same field with its own words and rules (features/sharing: at most 3 recipients).
import { useState } from 'react';
import { Field, Input, Stack, Tag, Wrap } from '@chakra-ui/react';
import { withEmails } from './rules.ts';

export interface EmailChipsProps {
  emails: readonly string[];
  onChange(emails: string[]): void;
  /** How typed text joins the chips (rules.withEmails by default). */
  add?(chips: readonly string[], typed: string): string[];
  label?: string;
  helper?: string;
  placeholder?: string;
  /** The field's and each chip's data-testid. */
  testIds?: { field: string; chip: string };
}

export function EmailChips({
  emails, onChange, add = withEmails, label = 'Notification e-mails', helper = 'Who else hears about this order.',
  placeholder = 'Type an address and press Enter', testIds = { field: 'order-emails', chip: 'order-email-chip' },
}: EmailChipsProps) {
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
