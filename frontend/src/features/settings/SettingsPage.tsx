// /settings/{tabId} (admin, operations). Only the users tab is built; the other tabs of spec 001
// (verticals, data filters, data feeds, feed accounts, servers) appear when their pages exist.
import { Box, Button, HStack, IconButton, Tabs } from '@chakra-ui/react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router';
import { LuImage, LuKeyRound, LuLock, LuPencil, LuUserPlus } from 'react-icons/lu';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayManageUser } from '../../lib/auth/roles.ts';
import { Page } from '../../components/Page.tsx';
import { usePageTitle } from '../../components/RouteGuard.tsx';
import { APP_PATHS, MESSAGES } from '../../constants.ts';
import { SETTINGS_PATHS } from './paths.ts';
import { UsersTable } from '../users/UsersTable.tsx';

export const SETTINGS_TABS = [{ id: 'users', label: 'Users', built: true }] as const;

/** The users, with the actions the signed-in user may take on each (an operations user is not offered an admin's profile, picture or password). */
function UsersTab() {
  const navigate = useNavigate();
  const { user: me } = useAuth();
  return (
    <UsersTable
      canOpen={(u) => mayManageUser('updateUser', me, u)}
      onOpen={(u) => navigate(`${SETTINGS_PATHS.settingsUsersEditProfile}/${u.id}`)}
      actions={(u) => (
        <HStack gap="1" justify="end" onClick={(e) => e.stopPropagation()}>
          {!mayManageUser('updateUser', me, u) && (
            <Box as="span" role="img" aria-label={`${u.displayName}: ${MESSAGES.onlyAdminMayChangeAdmin}`} title={MESSAGES.onlyAdminMayChangeAdmin}
              display="inline-flex" color="fg.muted" mx="2"><LuLock aria-hidden /></Box>
          )}
          {mayManageUser('updateUser', me, u) && (
            <IconButton asChild size="xs" variant="ghost" aria-label={`Edit profile of ${u.displayName}`}>
              <RouterLink to={`${SETTINGS_PATHS.settingsUsersEditProfile}/${u.id}`}><LuPencil /></RouterLink>
            </IconButton>
          )}
          {mayManageUser('setUserPicture', me, u) && (
            <IconButton asChild size="xs" variant="ghost" aria-label={`Change picture of ${u.displayName}`}>
              <RouterLink to={`${SETTINGS_PATHS.settingsUsersChangePicture}/${u.id}`}><LuImage /></RouterLink>
            </IconButton>
          )}
          {mayManageUser('setUserPassword', me, u) && (
            <IconButton asChild size="xs" variant="ghost" aria-label={`Change password of ${u.displayName}`}>
              <RouterLink to={`${SETTINGS_PATHS.settingsUsersChangePassword}/${u.id}`}><LuKeyRound /></RouterLink>
            </IconButton>
          )}
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
  if (!tab) return <Navigate to={APP_PATHS.notFound} replace />;
  return (
    <Page title="Settings" actions={tab.id === 'users' && (
      <Button asChild colorPalette="blue" size="sm"><RouterLink to={SETTINGS_PATHS.settingsUsersCreate}><LuUserPlus /> Create user</RouterLink></Button>
    )}>
      <Tabs.Root value={tab.id} onValueChange={(e) => navigate(`${SETTINGS_PATHS.settings}/${e.value}`)} variant="line">
        <Tabs.List overflowX="auto" overflowY="hidden">
          {SETTINGS_TABS.map((t) => <Tabs.Trigger key={t.id} value={t.id}>{t.label}</Tabs.Trigger>)}
        </Tabs.List>
      </Tabs.Root>
      {tab.id === 'users' && <UsersTab />}
    </Page>
  );
}
