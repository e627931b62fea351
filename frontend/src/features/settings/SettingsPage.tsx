// /settings/{tabId} (admin, operations). Only the users tab is built; the other tabs of spec 001
// (verticals, data filters, data feeds, feed accounts, servers) appear when their pages exist.
import { Button, HStack, IconButton, Tabs } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { LuImage, LuKeyRound, LuPencil, LuUserPlus } from 'react-icons/lu';
import { Page } from '../../components/Page.tsx';
import { usePageTitle } from '../../components/RouteGuard.tsx';
import { ROUTES } from '../../constants.ts';
import { UsersTable } from '../users/UsersTable.tsx';

export const SETTINGS_TABS = [{ id: 'users', label: 'Users', built: true }] as const;

function UsersTab() {
  const navigate = useNavigate();
  return (
    <UsersTable
      onOpen={(u) => navigate(`${ROUTES.settingsUsersEditProfile}/${u.id}`)}
      actions={(u) => (
        <HStack gap="1" justify="end" onClick={(e) => e.stopPropagation()}>
          <IconButton asChild size="xs" variant="ghost" aria-label={`Edit profile of ${u.displayName}`}>
            <RouterLink to={`${ROUTES.settingsUsersEditProfile}/${u.id}`}><LuPencil /></RouterLink>
          </IconButton>
          <IconButton asChild size="xs" variant="ghost" aria-label={`Change picture of ${u.displayName}`}>
            <RouterLink to={`${ROUTES.settingsUsersChangePicture}/${u.id}`}><LuImage /></RouterLink>
          </IconButton>
          <IconButton asChild size="xs" variant="ghost" aria-label={`Change password of ${u.displayName}`}>
            <RouterLink to={`${ROUTES.settingsUsersChangePassword}/${u.id}`}><LuKeyRound /></RouterLink>
          </IconButton>
        </HStack>
      )}
    />
  );
}

export function SettingsPage() {
  const { tabId } = useParams();
  const navigate = useNavigate();
  const tab = SETTINGS_TABS.find((t) => t.id === tabId);
  usePageTitle(tab ? `Settings | ${tab.label}` : 'Settings');
  if (!tab) return <Navigate to={ROUTES.notFound} replace />;
  return (
    <Page title="Settings" actions={tab.id === 'users' && (
      <Button asChild colorPalette="blue" size="sm"><RouterLink to={ROUTES.settingsUsersCreate}><LuUserPlus /> Create user</RouterLink></Button>
    )}>
      <Tabs.Root value={tab.id} onValueChange={(e) => navigate(`${ROUTES.settings}/${e.value}`)} variant="line">
        <Tabs.List>
          {SETTINGS_TABS.map((t) => <Tabs.Trigger key={t.id} value={t.id}>{t.label}</Tabs.Trigger>)}
        </Tabs.List>
      </Tabs.Root>
      {tab.id === 'users' && <UsersTab />}
    </Page>
  );
}
