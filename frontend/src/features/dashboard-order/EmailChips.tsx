// Notification e-mails as chips (002 §3, §5): what is typed becomes chips at Enter, a comma, a space or when
// the field is left; addresses are lower-cased and those that are not e-mail addresses dropped
// (rules.withEmails). They go with the order as its EMAIL_NOTICE attribute.
import { useState } from 'react';
import { Field, Input, Stack, Tag, Wrap } from '@chakra-ui/react';
import { withEmails } from './rules.ts';

export function EmailChips({ emails, onChange }: { emails: readonly string[]; onChange(emails: string[]): void }) {
  const [text, setText] = useState('');
  const commit = (typed: string) => {
    if (typed.trim()) onChange(withEmails(emails, typed));
    setText('');
  };
  return (
    <Field.Root data-testid="order-emails">
      <Field.Label>Notification e-mails</Field.Label>
      <Stack gap="2" w="full">
        {emails.length > 0 && (
          <Wrap gap="2">
            {emails.map((e) => (
              <Tag.Root key={e} size="lg" data-testid="order-email-chip">
                <Tag.Label>{e}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={`Remove ${e}`} onClick={() => onChange(emails.filter((x) => x !== e))} />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </Wrap>
        )}
        <Input aria-label="Notification e-mails" placeholder="Type an address and press Enter" value={text}
          onChange={(e) => {
            const value = e.currentTarget.value;
            // A separator typed (or pasted) ends the addresses before it.
            if (/[\s,;]$/.test(value)) commit(value);
            else setText(value);
          }}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); commit(text); } }}
          onBlur={() => commit(text)} />
      </Stack>
      <Field.HelperText>Who else hears about this order.</Field.HelperText>
    </Field.Root>
  );
}
