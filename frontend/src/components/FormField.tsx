// A labelled field whose error shows only after a submit attempt (000 §5).
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

export function FormField({ label, error, submitted, helper, required, children }: {
  label: ReactNode;
  error?: string | undefined;
  submitted: boolean;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  const invalid = submitted && !!error;
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !invalid && <Field.HelperText>{helper}</Field.HelperText>}
      {invalid && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E-mail fields are lower-cased (000 §5). */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
