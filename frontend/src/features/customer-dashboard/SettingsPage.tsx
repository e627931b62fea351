// /customer-dashboard/settings (002 §2): the signed-in dashboard user's own profile (e-mail shown, username
// editable), password change and picture. The picture reuses the staff settings' uploader (crop, then upload);
// the profile asks for the username the dashboard sign-up asked for, not the staff display name. The sections
// are tabs (`?section=`), which scroll sideways on a phone.
import { Card, HStack, Tabs, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useChangeMyPassword, useUpdateMe } from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { Form } from '../../components/form/Form.tsx';
import { NewPasswordFields, PasswordFormField, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { FormField } from '../../components/FormField.tsx';
import { Page } from '../../components/Page.tsx';
import { newPasswordChecks } from '../../components/PasswordField.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { MESSAGES } from '../../constants.ts';
import { PictureUpload } from '../settings/PictureUpload.tsx';
import { CUSTOMER_DASHBOARD_MESSAGES } from './messages.ts';

export const DASHBOARD_SETTINGS_SECTIONS = [
  { id: 'profile', label: 'Profile' },
  { id: 'password', label: 'Password' },
  { id: 'picture', label: 'Picture' },
] as const;

function ProfileForm() {
  const { user, setUser } = useAuth();
  const dialogs = useDialogs();
  const updateMe = useUpdateMe();
  const form = useApiForm({
    defaultValues: { username: user?.username ?? user?.displayName ?? '' },
    validate: (v) => ({ username: v.username.trim() ? undefined : CUSTOMER_DASHBOARD_MESSAGES.usernameRequired }),
    save: (v) => updateMe({ body: { username: v.username.trim() } }),
    saved: (data) => {
      setUser(data);
      dialogs.success(MESSAGES.successfullySaved);
    },
    refused: (answer) => dialogs.error(problemMessage(answer.error)),
  });
  return (
    <Form form={form} maxW="md">
      <FormField label="E-mail"><Text py="2" data-testid="settings-email">{user?.email}</Text></FormField>
      <TextField name="username" label="Username" required maxLength={100} autoComplete="nickname" />
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

export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const current = DASHBOARD_SETTINGS_SECTIONS.find((s) => s.id === params.get('section')) ?? DASHBOARD_SETTINGS_SECTIONS[0];
  if (!user) return null;
  return (
    <Page title="Your settings">
      <Tabs.Root value={current.id} onValueChange={(e) => setParams({ section: e.value }, { replace: true })} variant="line">
        <Tabs.List overflowX="auto" overflowY="hidden">
          {DASHBOARD_SETTINGS_SECTIONS.map((s) => <Tabs.Trigger key={s.id} value={s.id}>{s.label}</Tabs.Trigger>)}
        </Tabs.List>
      </Tabs.Root>
      <Card.Root>
        <Card.Body>
          {current.id === 'profile' && <ProfileForm />}
          {current.id === 'password' && <ChangePasswordForm />}
          {current.id === 'picture' && <PictureUpload user={user} target="me" />}
        </Card.Body>
      </Card.Root>
    </Page>
  );
}
