// /user/settings/{profile|password|accounts|picture}: the signed-in staff user's own settings (every staff role:
// each changes their own password and picture). The tabs scroll sideways on a phone rather than widen the page.
import { Badge, Button, Card, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useGetAuthConfig, useUnlinkAccount } from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { Page } from '../../components/Page.tsx';
import { usePageTitle } from '../../components/RouteGuard.tsx';
import { APP_PATHS, formatDate } from '../../constants.ts';
import { SETTINGS_MESSAGES } from './messages.ts';
import { ChangePasswordForm, ProfileForm } from './OwnAccountForms.tsx';
import { SETTINGS_PATHS } from './paths.ts';
import { PictureUpload } from './PictureUpload.tsx';

export const USER_SETTINGS_SECTIONS = [
  { id: 'profile', label: 'Profile' },
  { id: 'password', label: 'Password' },
  { id: 'accounts', label: 'Linked accounts' },
  { id: 'picture', label: 'Picture' },
] as const;

function LinkedAccounts() {
  const { user, setUser } = useAuth();
  const { data: config } = useGetAuthConfig();
  const unlinkAccount = useUnlinkAccount();
  const dialogs = useDialogs();
  const linked = user?.linkedAccounts ?? [];
  const unlink = async (provider: string) => {
    if (!(await dialogs.confirm(SETTINGS_MESSAGES.unlinkAccount(provider)))) return;
    const { data, error } = await unlinkAccount({ params: { query: { provider } } });
    if (!data) return dialogs.error(problemMessage(error));
    setUser(data);
  };
  const providers = Array.from(new Set([...(config?.providers.map((p) => p.provider) ?? []), ...linked.map((a) => a.provider)]));
  if (!providers.length) return <Text color="fg.muted">No sign-in providers are configured on this install.</Text>;
  return (
    <Stack gap="3" maxW="lg">
      {providers.map((provider) => {
        const account = linked.find((a) => a.provider === provider);
        const start = config?.providers.find((p) => p.provider === provider)?.url;
        return (
          <HStack key={provider} justify="space-between" borderWidth="1px" borderRadius="md" p="3">
            <Stack gap="0">
              <Text fontWeight="medium" textTransform="capitalize">{provider}</Text>
              <Text fontSize="xs" color="fg.muted">{account ? `Linked on ${formatDate(account.linkedAt)}` : 'Not linked'}</Text>
            </Stack>
            {account ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => void unlink(provider)}>Unlink</Button>
            ) : start ? (
              <Button size="sm" variant="outline" onClick={() => window.location.assign(start)}>Link</Button>
            ) : <Badge>Unavailable</Badge>}
          </HStack>
        );
      })}
    </Stack>
  );
}

export function UserSettingsPage() {
  const { section } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const current = USER_SETTINGS_SECTIONS.find((s) => s.id === section);
  usePageTitle(current ? `Settings | ${current.label}` : 'Settings');
  if (!section) return <Navigate to={`${SETTINGS_PATHS.userSettings}/profile`} replace />;
  if (!current) return <Navigate to={APP_PATHS.notFound} replace />;
  if (!user) return null;
  return (
    <Page title="Your settings">
      <Tabs.Root value={current.id} onValueChange={(e) => navigate(`${SETTINGS_PATHS.userSettings}/${e.value}`)} variant="line">
        <Tabs.List overflowX="auto" overflowY="hidden">
          {USER_SETTINGS_SECTIONS.map((s) => <Tabs.Trigger key={s.id} value={s.id}>{s.label}</Tabs.Trigger>)}
        </Tabs.List>
      </Tabs.Root>
      <Card.Root>
        <Card.Body>
          {current.id === 'profile' && <ProfileForm />}
          {current.id === 'password' && <ChangePasswordForm />}
          {current.id === 'accounts' && <LinkedAccounts />}
          {current.id === 'picture' && <PictureUpload user={user} target="me" />}
        </Card.Body>
      </Card.Root>
    </Page>
  );
}
