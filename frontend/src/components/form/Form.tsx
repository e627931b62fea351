// A form on useApiForm: its fields find the form through react-hook-form's context. A refusal shows where the
// user looks: its messages at their fields (the first takes the focus) and, above the fields, the refusal not
// about a field, or a line saying which fields to look at, so a long form saved from its foot never seems to
// do nothing.
import type { ReactNode } from 'react';
import { Alert, Stack } from '@chakra-ui/react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { ApiForm } from '../../lib/forms/useApiForm.ts';
import { ServerError } from '../ServerError.tsx';

/** What the top of a form says when the server's messages are at its fields. */
export const refusedFieldsMessage = (count: number) =>
  count === 1 ? 'Not saved: see the message at the field below.' : `Not saved: see the messages at the ${count} fields below.`;

export function Form<V extends FieldValues>({ form, children, gap = '4', maxW, errorTestId }: {
  form: ApiForm<V>; children: ReactNode; gap?: string; maxW?: string;
  /** The test id of the refusal above the fields. */
  errorTestId?: string;
}) {
  return (
    <FormProvider {...form}>
      <form onSubmit={form.submit} noValidate>
        <Stack gap={gap} maxW={maxW}>
          <ServerError message={form.serverError} testId={errorTestId} />
          {!form.serverError && form.refusedFields > 0 && (
            <Alert.Root status="error" data-testid="form-refused-fields"><Alert.Indicator /><Alert.Title>{refusedFieldsMessage(form.refusedFields)}</Alert.Title></Alert.Root>
          )}
          {children}
        </Stack>
      </form>
    </FormProvider>
  );
}
