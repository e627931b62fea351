// /admin/users/{userId}/edit: roles, display name, active; activate/deactivate; API keys.
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { useActivateUser, useDeactivateUser, useGetUser } from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayCall, mayManageUser } from '../../lib/auth/roles.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { USER_PATHS } from './paths.ts';
import { ApiKeys } from './ApiKeys.tsx';
import { OnlyAdminNotice, UserForm } from './UserForm.tsx';
import { ActiveBadge } from './UsersTable.tsx';

export function useActivation(userId: string) {
  const dialogs = useDialogs();
  const activateUser = useActivateUser();
  const deactivateUser = useDeactivateUser();
  return async (activate: boolean) => {
    if (!activate && !(await dialogs.confirm('The user will no longer be able to sign in.'))) return;
    const init = { params: { path: { userId } } };
    const { data, error } = activate
      ? await activateUser(init)
      : await deactivateUser(init);
    if (!data) return dialogs.error(problemMessage(error));
    dialogs.success(data.message);
  };
}

export function UserEditPage() {
  const { userId = '' } = useParams();
  const { user: me } = useAuth();
  const query = useGetUser({ params: { path: { userId } } });
  const setActive = useActivation(userId);
  return (
    <EditPage query={query} noun="user" back={{ to: USER_PATHS.adminUsers, label: 'Back to users' }} title={(user) => `Edit ${user.displayName}`}
      actions={(user) => <Button asChild variant="outline" size="sm"><RouterLink to={`${USER_PATHS.adminUsers}/${user.id}`}>Back</RouterLink></Button>}>
      {(user) => (
        <Stack gap="6" maxW="3xl">
          <Card.Root>
            <Card.Body>{mayManageUser('updateUser', me, user) ? <UserForm key={user.updatedAt} user={user} /> : <OnlyAdminNotice />}</Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Header><Heading size="md">Activation</Heading></Card.Header>
            <Card.Body>
              <HStack gap="4">
                <ActiveBadge active={user.isActive} />
                <Text color="fg.muted" fontSize="sm">{user.isActive ? 'The user can sign in.' : 'The user cannot sign in.'}</Text>
                {mayManageUser('activateUser', me, user) && (
                  <Button size="sm" colorPalette="green" disabled={user.isActive} onClick={() => void setActive(true)}>Activate</Button>
                )}
                {mayManageUser('deactivateUser', me, user) && (
                  <Button size="sm" colorPalette="red" variant="outline" disabled={!user.isActive || user.id === me?.id}
                    onClick={() => void setActive(false)}>Deactivate</Button>
                )}
              </HStack>
            </Card.Body>
          </Card.Root>
          {mayCall('createApiKey', me?.roles) && (
            <Card.Root>
              <Card.Header><Heading size="md">API keys</Heading></Card.Header>
              <Card.Body><ApiKeys user={user} /></Card.Body>
            </Card.Root>
          )}
        </Stack>
      )}
    </EditPage>
  );
}
