import { Avatar, Button, Card, DataList, HStack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { useGetUser } from '../../lib/api/generated/identity.ts';
import { pictureUrl } from '../../lib/api/urls.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayManageUser } from '../../lib/auth/roles.ts';
import { EditPage } from '../../components/EditPage.tsx';
import { formatDate } from '../../constants.ts';
import { USER_PATHS } from './paths.ts';
import { ActiveBadge, RoleBadges } from './UsersTable.tsx';
import { LogInAsButton } from './LogInAs.tsx';

export function UserViewPage() {
  const { userId = '' } = useParams();
  const { user: me } = useAuth();
  const query = useGetUser({ params: { path: { userId } } });
  return (
    <EditPage query={query} noun="user" back={{ to: USER_PATHS.adminUsers, label: 'Back to users' }} title={(user) => user.displayName} actions={(user) => (
      <>
        <Button asChild variant="outline" size="sm"><RouterLink to={USER_PATHS.adminUsers}>Back to users</RouterLink></Button>
        <LogInAsButton user={user} size="sm" />
        {mayManageUser('updateUser', me, user) && (
          <Button asChild colorPalette="blue" size="sm"><RouterLink to={`${USER_PATHS.adminUsers}/${user.id}/edit`}>Edit</RouterLink></Button>
        )}
      </>
    )}>
      {(user) => (
        <Card.Root maxW="2xl">
          <Card.Body>
            <HStack align="start" gap="6">
              <Avatar.Root size="2xl">
                <Avatar.Fallback name={user.displayName} />
                {user.hasPicture && <Avatar.Image src={pictureUrl(user.id)} />}
              </Avatar.Root>
              <DataList.Root orientation="horizontal">
                {[
                  ['E-mail', user.email],
                  ['Roles', <RoleBadges key="r" roles={user.roles} />],
                  ['Status', <ActiveBadge key="a" active={user.isActive} />],
                  ['Kind', user.kind],
                  ['Linked accounts', user.linkedAccounts.map((a) => a.provider).join(', ') || 'None'],
                  ['Last sign-in', formatDate(user.lastSignInAt) || 'Never'],
                  ['Created', formatDate(user.createdAt)],
                ].map(([label, value]) => (
                  <DataList.Item key={label as string}>
                    <DataList.ItemLabel>{label}</DataList.ItemLabel>
                    <DataList.ItemValue>{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
    </EditPage>
  );
}
