// A form on useApiForm: its fields find the form through react-hook-form's context; a refusal not about a
// field shows above them.
import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { ApiForm } from '../../lib/forms/useApiForm.ts';
import { ServerError } from '../ServerError.tsx';

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
          {children}
        </Stack>
      </form>
    </FormProvider>
  );
}
