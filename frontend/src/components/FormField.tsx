// A labelled field with its error and helper. Forms on useApiForm have errors only after a submit attempt
// (000 §5); `submitted` is for a form that computes its errors itself.
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import { MESSAGES } from '../constants.ts';

export function FormField({ label, error, submitted = true, helper, required, children }: {
  label: ReactNode;
  error?: string | undefined;
  submitted?: boolean;
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
/** The message for an e-mail field: required (unless optional) and shaped like an address. */
export function checkEmail(value: string, { optional = false } = {}): string | undefined {
  const email = value.trim();
  if (!email) return optional ? undefined : MESSAGES.emailRequired;
  return EMAIL_PATTERN.test(email) ? undefined : MESSAGES.emailInvalid;
}
/** E-mail fields are lower-cased (000 §5). */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
