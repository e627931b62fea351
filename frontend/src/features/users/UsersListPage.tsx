import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LuUserPlus } from 'react-icons/lu';
import { Page } from '../../components/Page.tsx';
import { ROUTES } from '../../constants.ts';
import { UsersTable } from './UsersTable.tsx';

export function UsersListPage() {
  const navigate = useNavigate();
  return (
    <Page title="Users" actions={
      <Button asChild colorPalette="blue" size="sm"><RouterLink to={ROUTES.settingsUsersCreate}><LuUserPlus /> Create user</RouterLink></Button>
    }>
      <UsersTable onOpen={(u) => navigate(`${ROUTES.adminUsers}/${u.id}`)} />
    </Page>
  );
}
