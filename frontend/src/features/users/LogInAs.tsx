// "Log in as" a dashboard user (001 §4, §6): the customer dashboard opens as that user in a new tab
// (identity's pre-auth url; the tab keeps its own session, lib/auth/sessionAs.ts) and this tab stays
// signed in as the staff member. Offered for active dashboard users to the roles createPreAuthUrl allows.
import { Button } from '@chakra-ui/react';
import { LuLogIn } from 'react-icons/lu';
import { useCreatePreAuthUrl, type User } from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayCall } from '../../lib/auth/roles.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { USER_LABELS, USER_MESSAGES } from './messages.ts';

/** Whether the signed-in user is offered "Log in as" for this user. */
export function useMayLogInAs(): (user: Pick<User, 'kind' | 'isActive'>) => boolean {
  const { user: me } = useAuth();
  const allowed = mayCall('createPreAuthUrl', me?.roles);
  return (user) => allowed && user.kind === 'dashboard' && user.isActive;
}

export function LogInAsButton({ user, size = 'xs' }: { user: Pick<User, 'id' | 'displayName' | 'kind' | 'isActive'>; size?: 'xs' | 'sm' }) {
  const dialogs = useDialogs();
  const createPreAuthUrl = useCreatePreAuthUrl();
  const mayLogInAs = useMayLogInAs();
  if (!mayLogInAs(user)) return null;
  const logInAs = async () => {
    const { data, error } = await createPreAuthUrl({ body: { userid: user.id } });
    if (!data) return dialogs.error(problemMessage(error));
    // A new tab, so this one keeps the staff session; a blocked pop-up is said, not silently lost.
    if (!window.open(data.url, '_blank')) dialogs.error(USER_MESSAGES.popupBlocked);
  };
  return (
    <Button size={size} variant="outline" aria-label={`${USER_LABELS.logInAs} ${user.displayName}`} onClick={(e) => { e.stopPropagation(); void logInAs(); }}>
      <LuLogIn aria-hidden /> {USER_LABELS.logInAs}
    </Button>
  );
}
