// A form on react-hook-form that saves through the API (000 §5, §8):
//   - the form's own checks (`validate`: messages by field path) run on submit; errors show only after a
//     submit attempt, then follow the user's edits (react-hook-form's onSubmit / onChange modes);
//   - nothing is sent while a check fails;
//   - a refused save keeps the form as typed and says why: the problem's messages go to their fields (the one
//     mapper, ./problemFields.ts; the first takes the focus) and the rest, or the detail, above the form
//     (`serverError`), or else a line above it pointing at the fields (`refusedFields`); an edited field loses
//     the server's message (it is checked again on saving);
//   - a save that throws (the network) says so above the form instead of dropping the change silently;
//   - while it has changes not saved, leaving the page asks first (./unsavedChanges.tsx); a successful save
//     makes what was saved the form's new starting point, so a page that moves on after saving never asks.
import { useEffect, useRef, useState } from 'react';
import {
  get, set, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn,
} from 'react-hook-form';
import { fieldOfProblemPath, splitProblem } from './problemFields.ts';
import { useUnsavedChanges } from './unsavedChanges.tsx';

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
  /** How many fields show a message of the server's last refusal (the form says so above them too). */
  refusedFields: number;
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

/** Why a save that got no answer failed: fetch's own words ('Failed to fetch') mean nothing to a user. */
export const NO_ANSWER = 'Not saved: the server could not be reached. Check the connection and save again.';
const thrownMessage = (error: unknown) =>
  error instanceof TypeError || !(error instanceof Error) || !error.message ? NO_ANSWER : `Not saved: ${error.message}`;

/** A copy of the values to compare with later (files and other class instances kept as they are). */
function structuredCloneSafe(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(structuredCloneSafe);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, structuredCloneSafe(v)]));
  }
  return value;
}

/** Whether two form values are the same: plain objects and arrays by content, dates by time, the rest by identity. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  // An empty field and a value the form never had are the same: nothing typed.
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  if (empty(a) && empty(b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValues(v, b[i]));
  }
  const plain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
  if (!plain(a) || !plain(b)) return false;
  // A key one side lacks counts as empty on it (a field registered later, with nothing in it).
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => sameValues(a[k], b[k]));
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
  const [refusedAt, setRefusedAt] = useState<string[]>([]);
  // The fields that still show the server's message (an edited field loses it).
  const refusedFields = refusedAt.filter((field) => (get(form.formState.errors, field) as { type?: string } | undefined)?.type === 'server').length;
  // Whether the form has changes not saved, read when the user leaves: its values against what it showed once
  // its fields were in place (not react-hook-form's defaults, which a field registering itself with '' for a
  // value the defaults leave out would make "dirty" untouched), then against what was last saved or reset to.
  // Read at that moment, so a save that navigates at once (create → edit) is already clean.
  const baseline = useRef<unknown>(undefined);
  const settle = () => { baseline.current = structuredCloneSafe(form.getValues()); };
  // Once, after the fields have registered themselves (their effects run before this one).
  useEffect(() => { baseline.current = structuredCloneSafe(form.getValues()); }, [form]);
  useUnsavedChanges(() => baseline.current !== undefined && !sameValues(form.getValues(), baseline.current));

  const fieldOf = (path: string) => {
    const field = options.fieldOf?.(path) ?? fieldOfProblemPath(path);
    return field && isField(get(form.getValues(), field)) ? field : undefined;
  };

  const onValid = async (values: V) => {
    setServerError(null);
    setRefusedAt([]);
    let answer: SaveAnswer<D>;
    try {
      answer = await options.save(values);
    } catch (error) {
      setServerError(thrownMessage(error));
      return;
    }
    if (answer.data === undefined || answer.data === null || (answer.response && !answer.response.ok)) {
      if (options.refused) {
        await options.refused(answer, setServerError);
        return;
      }
      const { atFields, elsewhere } = splitProblem(answer.error, fieldOf);
      // The first field with a message takes the focus, which scrolls it into view on a long form.
      Object.entries(atFields).forEach(([field, message], i) => form.setError(field as Path<V>, { type: 'server', message }, { shouldFocus: i === 0 }));
      setRefusedAt(Object.keys(atFields));
      setServerError(elsewhere);
      return;
    }
    form.reset(values, { keepValues: true });
    settle();
    await options.saved?.(answer.data, values);
  };
  // A form reset by its page (e.g. emptied after a key is generated) starts again from there.
  const reset: typeof form.reset = (...args) => { form.reset(...args); settle(); };

  return { ...form, reset, submit: form.handleSubmit(onValid), serverError, refusedFields, busy: form.formState.isSubmitting };
}
