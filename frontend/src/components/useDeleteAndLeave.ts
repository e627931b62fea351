// What the edit pages share: deleting the edited item, then going back to its list.
import { useNavigate } from 'react-router';
import { problemMessage } from '../lib/api/problem.ts';
import { leaveWithoutAsking } from '../lib/forms/unsavedChanges.tsx';
import { useDialogs } from './Dialogs.tsx';

/**
 * Asks the question, deletes (the delete mutation refreshes the lists), then goes to `listRoute`; a failed
 * delete shows the server's problem (its detail and field errors).
 */
export function useDeleteAndLeave(listRoute: string) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  return async (question: string, remove: () => Promise<{ response: Response; error?: unknown }>) => {
    if (!(await dialogs.confirm(question))) return;
    const { response, error } = await remove();
    if (!response.ok) return dialogs.error(problemMessage(error));
    // The item is gone: its form's unsaved changes have nothing left to be saved to, so leaving does not ask.
    navigate(listRoute, { state: leaveWithoutAsking() });
  };
}
