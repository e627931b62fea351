// What the create and edit pages share: submitting a form (validation, busy state, the server's
// problem) and deleting the edited item, then going back to its list.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrors as problemFieldErrors, problemMessage } from '../lib/api/problem.ts';
import { useDialogs } from './Dialogs.tsx';

export interface FormSubmitOptions {
  /** Instead of showing the problem on the form: gets the error and `show` (which sets `serverError`), e.g. to use a dialog. */
  failed?(error: unknown, show: (message: string) => void): void;
  /**
   * Whether the form shows the server's message for a problem path (e.g. '/body/phone') at that
   * field; those messages are in `fieldErrors` and left out of `serverError`.
   */
  atField?(path: string): boolean;
}

/**
 * Submits when no field has an error; `save` calls the API, `saved` runs with what it returned. A
 * refused save (400, 403, 409 …) keeps the form as typed and says why: the problem's field errors
 * that the form shows at a field (`atField`) go to `fieldErrors` by path, the rest (or, with none at a
 * field, the problem's detail) to `serverError` above the form.
 */
export function useFormSubmit<T>(
  errors: Record<string, string | undefined>,
  save: () => Promise<{ data?: T; error?: unknown }>,
  saved: (data: T) => Promise<void> | void,
  options: FormSubmitOptions = {},
) {
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    setBusy(true);
    setServerError(null);
    setFieldErrors({});
    const result = await save();
    setBusy(false);
    if (!result.data) {
      if (options.failed) return options.failed(result.error, setServerError);
      const byPath = Object.entries(problemFieldErrors(result.error));
      const atField = byPath.filter(([path]) => options.atField?.(path));
      const elsewhere = byPath.filter(([path]) => !options.atField?.(path));
      setFieldErrors(Object.fromEntries(atField));
      if (elsewhere.length) setServerError(elsewhere.map(([, message]) => message).join(' '));
      else if (!atField.length) setServerError(problemMessage(result.error));
      return;
    }
    await saved(result.data);
  };
  /** Forgets the server's message at a field (e.g. once the user edits it; it is checked again on saving). */
  const clearFieldError = (path: string) => setFieldErrors((current) => {
    if (!(path in current)) return current;
    const { [path]: _cleared, ...rest } = current;
    return rest;
  });
  return { submitted, setSubmitted, busy, serverError, fieldErrors, setFieldErrors, clearFieldError, submit };
}

/** `atField` for a form whose fields are these body properties (e.g. `bodyFields('name', 'phone')` takes '/body/phone'). */
export const bodyFields = (...names: string[]) => {
  const paths = new Set(names.map((n) => `/body/${n}`));
  return (path: string) => paths.has(path);
};

/**
 * Asks the question, deletes (the delete mutation refreshes the lists), then goes to `listRoute`; a failed
 * delete shows the server's problem.
 */
export function useDeleteAndLeave(listRoute: string) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  return async (question: string, remove: () => Promise<{ response: Response; error?: unknown }>) => {
    if (!(await dialogs.confirm(question))) return;
    const { response, error } = await remove();
    if (!response.ok) return dialogs.error(problemMessage(error));
    navigate(listRoute);
  };
}
