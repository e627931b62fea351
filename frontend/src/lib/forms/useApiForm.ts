// A form on react-hook-form that saves through the API (000 §5, §8):
//   - the form's own checks (`validate`: messages by field path) run on submit; errors show only after a
//     submit attempt, then follow the user's edits (react-hook-form's onSubmit / onChange modes);
//   - nothing is sent while a check fails;
//   - a refused save keeps the form as typed and says why: the problem's messages go to their fields (the one
//     mapper, ./problemFields.ts) and the rest, or the detail, above the form (`serverError`); an edited field
//     loses the server's message (it is checked again on saving);
//   - a save that throws (the network) says so above the form instead of dropping the change silently.
import { useState } from 'react';
import {
  get, set, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn,
} from 'react-hook-form';
import { DIALOG_TITLES } from '../../constants.ts';
import { fieldOfProblemPath, splitProblem } from './problemFields.ts';

/** The form's own checks: a message (or nothing) by field path, e.g. `{ name: 'Please enter a name.', 'phones.0.value': … }`. */
export type Checks<V> = (values: V) => Record<string, string | undefined>;

/** What a save resolves to: openapi-fetch's answer (or anything with data on success and error on refusal). */
export interface SaveAnswer<D> {
  data?: D;
  error?: unknown;
  response?: Response;
}

export interface ApiFormOptions<V extends FieldValues, D> {
  defaultValues: DefaultValues<V>;
  validate?: Checks<V>;
  save(values: V): Promise<SaveAnswer<D>>;
  /** After a successful save, with its data. */
  saved?(data: D, values: V): unknown;
  /** Instead of showing a refusal on the form: gets the answer and `show` (which sets `serverError`), e.g. to use a dialog. */
  refused?(answer: SaveAnswer<D>, show: (message: string) => void): unknown;
  /** The form field of a problem path, where it is not the body property of the same name (e.g. '/body/username' → 'name'). */
  fieldOf?(problemPath: string): string | undefined;
  /** A message above the form from the start (e.g. sign-in's `err` parameter). */
  initialServerError?: string | null;
}

export type ApiForm<V extends FieldValues> = UseFormReturn<V> & {
  /** The form's onSubmit. */
  submit(event?: { preventDefault(): void }): Promise<void>;
  /** The refusal shown above the form, if any. */
  serverError: string | null;
  busy: boolean;
};

/** react-hook-form's resolver over plain checks. */
function resolverOf<V extends FieldValues>(validate: Checks<V> | undefined): Resolver<V> {
  return async (values) => {
    const errors: FieldErrors<V> = {};
    for (const [field, message] of Object.entries(validate?.(values) ?? {})) {
      if (message) set(errors, field, { type: 'validate', message });
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

/** A value the form shows as one field (not a group of fields). */
const isField = (value: unknown) => value !== undefined && (value === null || typeof value !== 'object' || Array.isArray(value));

export function useApiForm<V extends FieldValues, D>(options: ApiFormOptions<V, D>): ApiForm<V> {
  const form = useForm<V>({
    defaultValues: options.defaultValues,
    resolver: resolverOf(options.validate),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [serverError, setServerError] = useState<string | null>(options.initialServerError ?? null);

  const fieldOf = (path: string) => {
    const field = options.fieldOf?.(path) ?? fieldOfProblemPath(path);
    return field && isField(get(form.getValues(), field)) ? field : undefined;
  };

  const onValid = async (values: V) => {
    setServerError(null);
    let answer: SaveAnswer<D>;
    try {
      answer = await options.save(values);
    } catch {
      setServerError(DIALOG_TITLES.error);
      return;
    }
    if (answer.data === undefined || answer.data === null || (answer.response && !answer.response.ok)) {
      if (options.refused) {
        await options.refused(answer, setServerError);
        return;
      }
      const { atFields, elsewhere } = splitProblem(answer.error, fieldOf);
      for (const [field, message] of Object.entries(atFields)) form.setError(field as Path<V>, { type: 'server', message });
      setServerError(elsewhere);
      return;
    }
    await options.saved?.(answer.data, values);
  };

  return { ...form, submit: form.handleSubmit(onValid), serverError, busy: form.formState.isSubmitting };
}
