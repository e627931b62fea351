// What the edit pages share: deleting the edited item, then going back to its list.
import { useNavigate } from 'react-router';
import { problemMessage } from '../lib/api/problem.ts';
import { useDialogs } from './Dialogs.tsx';

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
