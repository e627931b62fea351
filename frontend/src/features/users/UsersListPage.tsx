import { Button } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LuUserPlus } from 'react-icons/lu';
import { Page } from '../../components/Page.tsx';
import { SETTINGS_PATHS } from '../settings/paths.ts';
import { USER_PATHS } from './paths.ts';
import { UsersTable } from './UsersTable.tsx';
import { LogInAsButton } from './LogInAs.tsx';

export function UsersListPage() {
  const navigate = useNavigate();
  return (
    <Page title="Users" actions={
      <Button asChild colorPalette="blue" size="sm"><RouterLink to={SETTINGS_PATHS.settingsUsersCreate}><LuUserPlus /> Create user</RouterLink></Button>
    }>
      <UsersTable onOpen={(u) => navigate(`${USER_PATHS.adminUsers}/${u.id}`)} actions={(u) => <LogInAsButton user={u} />} />
    </Page>
  );
}
