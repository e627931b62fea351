// /user/settings/{profile|password|accounts|picture}: the signed-in staff user's own settings (every staff role:
// each changes their own password and picture). The tabs scroll sideways on a phone rather than widen the page.
import { Badge, Button, Card, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useChangeMyPassword, useGetAuthConfig, useUnlinkAccount, useUpdateMe } from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { Form } from '../../components/form/Form.tsx';
import { NewPasswordFields, PasswordFormField, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Page } from '../../components/Page.tsx';
import { newPasswordChecks } from '../../components/PasswordField.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { usePageTitle } from '../../components/RouteGuard.tsx';
import { APP_PATHS, formatDate, MESSAGES } from '../../constants.ts';
import { SETTINGS_MESSAGES } from './messages.ts';
import { SETTINGS_PATHS } from './paths.ts';
import { PictureUpload } from './PictureUpload.tsx';

export const USER_SETTINGS_SECTIONS = [
  { id: 'profile', label: 'Profile' },
  { id: 'password', label: 'Password' },
  { id: 'accounts', label: 'Linked accounts' },
  { id: 'picture', label: 'Picture' },
] as const;

function ProfileForm() {
  const { user, setUser } = useAuth();
  const dialogs = useDialogs();
  const updateMe = useUpdateMe();
  const form = useApiForm({
    defaultValues: { displayName: user?.displayName ?? '' },
    validate: (v) => ({ displayName: v.displayName.trim() ? undefined : MESSAGES.displayNameRequired }),
    save: (v) => updateMe({ body: { displayName: v.displayName.trim() } }),
    saved: (data) => {
      setUser(data);
      dialogs.success(MESSAGES.successfullySaved);
    },
    refused: (answer) => dialogs.error(problemMessage(answer.error)),
  });
  return (
    <Form form={form} maxW="md">
      <FormField label="E-mail"><Text py="2">{user?.email}</Text></FormField>
      <TextField name="displayName" label="Display name" required maxLength={100} />
      <HStack><SubmitButton>Save</SubmitButton></HStack>
    </Form>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', password: '', confirmPassword: '' };

function ChangePasswordForm() {
  const dialogs = useDialogs();
  const changeMyPassword = useChangeMyPassword();
  const form = useApiForm({
    defaultValues: EMPTY_PASSWORDS,
    validate: (v) => ({ currentPassword: v.currentPassword ? undefined : MESSAGES.passwordRequired, ...newPasswordChecks(v) }),
    save: (body) => changeMyPassword({ body }),
    saved: (data) => {
      form.reset(EMPTY_PASSWORDS);
      dialogs.success(data.message);
    },
  });
  return (
    <Form form={form} maxW="md">
      <PasswordFormField label="Current password" name="currentPassword" meter={false} autoComplete="current-password" />
      <NewPasswordFields />
      <HStack><SubmitButton>Change password</SubmitButton></HStack>
    </Form>
  );
}

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
