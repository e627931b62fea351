// /settings/users/... (admin, operations): edit profile, change picture, change password, create.
// Editing an admin's profile, picture or password is offered to admins only (mayManageUser); others see why.
import { useState } from 'react';
import { Alert, Button, HStack, Input, Spinner, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useCreateUser, useGetUser, useSetUserPassword, type Role } from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayManageUser } from '../../lib/auth/roles.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useFormSubmit } from '../../components/editPage.ts';
import { EMAIL_PATTERN, FormField, normaliseEmail } from '../../components/FormField.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { confirmError, PasswordField, passwordError } from '../../components/PasswordField.tsx';
import { MESSAGES, ROUTES } from '../../constants.ts';
import { ActiveSwitch, OnlyAdminNotice, RolesField, UserForm } from '../users/UserForm.tsx';
import { PictureUpload } from './PictureUpload.tsx';

const BackToUsers = () => (
  <Button asChild variant="outline" size="sm"><RouterLink to={ROUTES.settingsUsersTab}>Back to users</RouterLink></Button>
);

export function EditProfilePage() {
  const { userId = '' } = useParams();
  const { user: me } = useAuth();
  const { data: user } = useGetUser({ params: { path: { userId } } });
  if (!user) return <Spinner />;
  return (
    <Page title={`Edit profile: ${user.displayName}`} actions={<BackToUsers />}>
      <FormCard>{mayManageUser('updateUser', me, user) ? <UserForm key={user.updatedAt} user={user} /> : <OnlyAdminNotice />}</FormCard>
    </Page>
  );
}

export function ChangeUserPicturePage() {
  const { userId = '' } = useParams();
  const { user: me } = useAuth();
  const { data: user } = useGetUser({ params: { path: { userId } } });
  if (!user) return <Spinner />;
  return (
    <Page title={`Change picture: ${user.displayName}`} actions={<BackToUsers />}>
      <FormCard>{mayManageUser('setUserPicture', me, user) ? <PictureUpload user={user} target={user.id} /> : <OnlyAdminNotice />}</FormCard>
    </Page>
  );
}

export function ChangeUserPasswordPage() {
  const { userId = '' } = useParams();
  const { user: me } = useAuth();
  const { data: user } = useGetUser({ params: { path: { userId } } });
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const setUserPassword = useSetUserPassword();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const errors = { password: passwordError(password), confirmPassword: confirmError(password, confirmPassword) };
  const { submitted, busy, submit: onSubmit } = useFormSubmit(errors,
    () => setUserPassword({ params: { path: { userId } }, body: { password, confirmPassword } }),
    (data) => {
      dialogs.success(data.message);
      navigate(ROUTES.settingsUsersTab);
    },
    { failed: (error) => dialogs.error(problemMessage(error)) });
  if (!user) return <Spinner />;
  return (
    <Page title={`Change password: ${user.displayName}`} actions={<BackToUsers />}>
      <FormCard>
        {!mayManageUser('setUserPassword', me, user) ? <OnlyAdminNotice /> : <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <PasswordField label="New password" value={password} onChange={setPassword} submitted={submitted} error={errors.password} />
            <PasswordField label="Confirm new password" name="confirmPassword" meter={false} value={confirmPassword}
              onChange={setConfirmPassword} submitted={submitted} error={errors.confirmPassword} />
            <HStack><Button type="submit" colorPalette="blue" loading={busy}>Change password</Button></HStack>
          </Stack>
        </form>}
      </FormCard>
    </Page>
  );
}

export function CreateUserPage() {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const createUser = useCreateUser();
  const [values, setValues] = useState({ email: '', displayName: '', password: '', confirmPassword: '' });
  const [roles, setRoles] = useState<Role[]>(['sales']);
  const [isActive, setIsActive] = useState(true);
  const set = (k: keyof typeof values) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  // Without a password the user gets an invitation e-mail to choose one.
  const withPassword = values.password.length > 0;
  const errors = {
    email: !values.email.trim() ? MESSAGES.emailRequired : !EMAIL_PATTERN.test(values.email.trim()) ? MESSAGES.emailInvalid : undefined,
    displayName: values.displayName.trim() ? undefined : MESSAGES.displayNameRequired,
    roles: roles.length ? undefined : MESSAGES.rolesRequired,
    password: withPassword ? passwordError(values.password) : undefined,
    confirmPassword: withPassword ? confirmError(values.password, values.confirmPassword) : undefined,
  };
  const { submitted, busy, serverError, submit: onSubmit } = useFormSubmit(errors, () => createUser({
    body: {
      email: normaliseEmail(values.email), displayName: values.displayName.trim(), roles, kind: 'staff', isActive,
      ...(withPassword ? { password: values.password, confirmPassword: values.confirmPassword } : {}),
    },
  }), async (data) => {
    dialogs.success(withPassword ? MESSAGES.successfullySaved : `${MESSAGES.successfullySaved} An invitation was sent to ${data.email}.`);
    navigate(ROUTES.settingsUsersTab);
  });
  return (
    <Page title="Create user" actions={<BackToUsers />}>
      <FormCard>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            {serverError && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{serverError}</Alert.Title></Alert.Root>}
            <FormField label="E-mail" error={errors.email} submitted={submitted} required>
              <Input name="email" type="email" value={values.email} onChange={(e) => set('email')(e.target.value)}
                onBlur={() => set('email')(normaliseEmail(values.email))} />
            </FormField>
            <FormField label="Display name" error={errors.displayName} submitted={submitted} required>
              <Input name="displayName" maxLength={100} value={values.displayName} onChange={(e) => set('displayName')(e.target.value)} />
            </FormField>
            <RolesField value={roles} onChange={setRoles} submitted={submitted} error={errors.roles} />
            <ActiveSwitch checked={isActive} onChange={setIsActive} />
            <Alert.Root status="info" size="sm"><Alert.Indicator />
              <Alert.Description>Leave the password empty to e-mail the user an invitation to choose one.</Alert.Description>
            </Alert.Root>
            <PasswordField required={false} value={values.password} onChange={set("password")} submitted={submitted} error={errors.password} />
            <PasswordField required={false} label="Confirm password" name="confirmPassword" meter={false} value={values.confirmPassword}
              onChange={set('confirmPassword')} submitted={submitted} error={errors.confirmPassword} />
            <HStack><Button type="submit" colorPalette="blue" loading={busy}>Create user</Button></HStack>
          </Stack>
        </form>
      </FormCard>
    </Page>
  );
}
