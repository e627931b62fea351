// What the create and edit pages share: submitting a form (validation, busy state, the server's
// problem) and deleting the edited item, then going back to its list.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { isKey } from '../api/hooks.ts';
import { problemMessage } from '../api/problem.ts';
import { useDialogs } from './Dialogs.tsx';

/**
 * Submits when no field has an error; `save` calls the API, `saved` runs with what it returned. A failed
 * save shows the server's problem as `serverError`, unless `failed` is given: it then gets the error and
 * `show` (which sets `serverError`), e.g. to show it in a dialog or to go elsewhere.
 */
export function useFormSubmit<T>(
  errors: Record<string, string | undefined>,
  save: () => Promise<{ data?: T; error?: unknown }>,
  saved: (data: T) => Promise<void> | void,
  failed?: (error: unknown, show: (message: string) => void) => void,
) {
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    setBusy(true);
    setServerError(null);
    const result = await save();
    setBusy(false);
    if (!result.data) {
      if (failed) failed(result.error, setServerError);
      else setServerError(problemMessage(result.error));
      return;
    }
    await saved(result.data);
  };
  return { submitted, setSubmitted, busy, serverError, submit };
}

/**
 * Asks the question, deletes, then refreshes the lists (their SWR key names) and goes to `listRoute`;
 * a failed delete shows the server's problem.
 */
export function useDeleteAndLeave(listKeys: string[], listRoute: string) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { mutate } = useSWRConfig();
  return async (question: string, remove: () => Promise<{ response: Response; error?: unknown }>) => {
    if (!(await dialogs.confirm(question))) return;
    const { response, error } = await remove();
    if (!response.ok) return dialogs.error(problemMessage(error));
    for (const key of listKeys) await mutate(isKey(key));
    navigate(listRoute);
  };
}
