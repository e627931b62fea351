// /user/settings/{profile|password|accounts|picture}: the signed-in user's own settings.
import { useState } from 'react';
import { Alert, Badge, Button, Card, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useChangeMyPassword, useGetAuthConfig, useUnlinkAccount, useUpdateMe } from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useFormSubmit } from '../../components/editPage.ts';
import { FormField } from '../../components/FormField.tsx';
import { Page } from '../../components/Page.tsx';
import { confirmError, PasswordField, passwordError } from '../../components/PasswordField.tsx';
import { usePageTitle } from '../../components/RouteGuard.tsx';
import { formatDate, MESSAGES, ROUTES } from '../../constants.ts';
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
  const [displayName, setDisplayName] = useState(user?.displayName ?? '');
  const error = displayName.trim() ? undefined : MESSAGES.displayNameRequired;
  const { submitted, busy, submit: onSubmit } = useFormSubmit({ displayName: error },
    () => updateMe({ body: { displayName: displayName.trim() } }),
    (data) => {
      setUser(data);
      dialogs.success(MESSAGES.successfullySaved);
    },
    { failed: (problem) => dialogs.error(problemMessage(problem)) });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4" maxW="md">
        <FormField label="E-mail" submitted={false}><Text py="2">{user?.email}</Text></FormField>
        <FormField label="Display name" error={error} submitted={submitted} required>
          <Input name="displayName" maxLength={100} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
        </FormField>
        <HStack><Button type="submit" colorPalette="blue" loading={busy}>Save</Button></HStack>
      </Stack>
    </form>
  );
}

function ChangePasswordForm() {
  const dialogs = useDialogs();
  const changeMyPassword = useChangeMyPassword();
  const [values, setValues] = useState({ currentPassword: '', password: '', confirmPassword: '' });
  const set = (k: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  const errors = {
    currentPassword: values.currentPassword ? undefined : MESSAGES.passwordRequired,
    password: passwordError(values.password),
    confirmPassword: confirmError(values.password, values.confirmPassword),
  };
  const { submitted, setSubmitted, busy, serverError, submit: onSubmit } = useFormSubmit(errors,
    () => changeMyPassword({ body: values }),
    (data) => {
      setValues({ currentPassword: '', password: '', confirmPassword: '' });
      setSubmitted(false);
      dialogs.success(data.message);
    });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4" maxW="md">
        {serverError && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{serverError}</Alert.Title></Alert.Root>}
        <PasswordField label="Current password" name="currentPassword" meter={false} autoComplete="current-password"
          value={values.currentPassword} onChange={set('currentPassword')} submitted={submitted} error={errors.currentPassword} />
        <PasswordField label="New password" value={values.password} onChange={set('password')} submitted={submitted} error={errors.password} />
        <PasswordField label="Confirm new password" name="confirmPassword" meter={false} value={values.confirmPassword}
          onChange={set('confirmPassword')} submitted={submitted} error={errors.confirmPassword} />
        <HStack><Button type="submit" colorPalette="blue" loading={busy}>Change password</Button></HStack>
      </Stack>
    </form>
  );
}

function LinkedAccounts() {
  const { user, setUser } = useAuth();
  const { data: config } = useGetAuthConfig();
  const unlinkAccount = useUnlinkAccount();
  const dialogs = useDialogs();
  const linked = user?.linkedAccounts ?? [];
  const unlink = async (provider: string) => {
    if (!(await dialogs.confirm(MESSAGES.unlinkAccount(provider)))) return;
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
  if (!section) return <Navigate to={`${ROUTES.userSettings}/profile`} replace />;
  if (!current) return <Navigate to={ROUTES.notFound} replace />;
  if (!user) return null;
  return (
    <Page title="Your settings">
      <Tabs.Root value={current.id} onValueChange={(e) => navigate(`${ROUTES.userSettings}/${e.value}`)} variant="line">
        <Tabs.List>
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
