// /settings/users/... (admin, operations): edit profile, change picture, change password, create.
// Editing an admin's profile, picture or password is offered to admins only (mayManageUser); others see why.
import { Alert, Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useCreateUser, useGetUser, useSetUserPassword, type Role, type User } from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayManageUser } from '../../lib/auth/roles.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { Form } from '../../components/form/Form.tsx';
import { NewPasswordFields, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { checkEmail, normaliseEmail } from '../../components/FormField.tsx';
import { EditPage } from '../../components/EditPage.tsx';
import { FormCard, Page } from '../../components/Page.tsx';
import { newPasswordChecks } from '../../components/PasswordField.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { MESSAGES } from '../../constants.ts';
import { SETTINGS_PATHS } from './paths.ts';
import { ActiveSwitch, checkUser, OnlyAdminNotice, RolesField, UserForm } from '../users/UserForm.tsx';
import { PictureUpload } from './PictureUpload.tsx';

const BACK_TO_USERS = { to: SETTINGS_PATHS.settingsUsersTab, label: 'Back to users' };
const BackToUsers = () => (
  <Button asChild variant="outline" size="sm"><RouterLink to={SETTINGS_PATHS.settingsUsersTab}>Back to users</RouterLink></Button>
);

export function EditProfilePage() {
  const { userId = '' } = useParams();
  const { user: me } = useAuth();
  const query = useGetUser({ params: { path: { userId } } });
  return (
    <EditPage query={query} noun="user" back={BACK_TO_USERS} title={(user) => `Edit profile: ${user.displayName}`} actions={() => <BackToUsers />}>
      {(user) => <FormCard>{mayManageUser('updateUser', me, user) ? <UserForm key={user.updatedAt} user={user} /> : <OnlyAdminNotice />}</FormCard>}
    </EditPage>
  );
}

export function ChangeUserPicturePage() {
  const { userId = '' } = useParams();
  const { user: me } = useAuth();
  const query = useGetUser({ params: { path: { userId } } });
  return (
    <EditPage query={query} noun="user" back={BACK_TO_USERS} title={(user) => `Change picture: ${user.displayName}`} actions={() => <BackToUsers />}>
      {(user) => <FormCard>{mayManageUser('setUserPicture', me, user) ? <PictureUpload user={user} target={user.id} /> : <OnlyAdminNotice />}</FormCard>}
    </EditPage>
  );
}

function ChangePasswordForm({ userId }: { userId: string }) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const setUserPassword = useSetUserPassword();
  const form = useApiForm({
    defaultValues: { password: '', confirmPassword: '' },
    validate: newPasswordChecks,
    save: (body) => setUserPassword({ params: { path: { userId } }, body }),
    saved: (data) => {
      dialogs.success(data.message);
      navigate(SETTINGS_PATHS.settingsUsersTab);
    },
    refused: (answer) => dialogs.error(problemMessage(answer.error)),
  });
  return (
    <Form form={form}>
      <NewPasswordFields />
      <HStack><SubmitButton>Change password</SubmitButton></HStack>
    </Form>
  );
}

export function ChangeUserPasswordPage() {
  const { userId = '' } = useParams();
  const { user: me } = useAuth();
  const query = useGetUser({ params: { path: { userId } } });
  return (
    <EditPage query={query} noun="user" back={BACK_TO_USERS} title={(user) => `Change password: ${user.displayName}`} actions={() => <BackToUsers />}>
      {(user) => <FormCard>{mayManageUser('setUserPassword', me, user) ? <ChangePasswordForm userId={user.id} /> : <OnlyAdminNotice />}</FormCard>}
    </EditPage>
  );
}

interface NewUserValues { email: string; displayName: string; roles: Role[]; isActive: boolean; password: string; confirmPassword: string }

/** Without a password the user gets an invitation e-mail to choose one; with one, it must be a good one. */
const checkNewUser = (v: NewUserValues) => ({
  email: checkEmail(v.email),
  ...checkUser(v),
  ...(v.password ? newPasswordChecks(v) : {}),
});

export function CreateUserPage() {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const createUser = useCreateUser();
  const form = useApiForm<NewUserValues, User>({
    defaultValues: { email: '', displayName: '', roles: ['sales'], isActive: true, password: '', confirmPassword: '' },
    validate: checkNewUser,
    save: (v) => createUser({
      body: {
        email: normaliseEmail(v.email), displayName: v.displayName.trim(), roles: v.roles, kind: 'staff', isActive: v.isActive,
        ...(v.password ? { password: v.password, confirmPassword: v.confirmPassword } : {}),
      },
    }),
    saved: (data, v) => {
      dialogs.success(v.password ? MESSAGES.successfullySaved : `${MESSAGES.successfullySaved} An invitation was sent to ${data.email}.`);
      navigate(SETTINGS_PATHS.settingsUsersTab);
    },
  });
  return (
    <Page title="Create user" actions={<BackToUsers />}>
      <FormCard>
        <Form form={form}>
          <TextField name="email" label="E-mail" type="email" required normalise={normaliseEmail} />
          <TextField name="displayName" label="Display name" required maxLength={100} />
          <RolesField />
          <ActiveSwitch />
          <Alert.Root status="info" size="sm"><Alert.Indicator />
            <Alert.Description>Leave the password empty to e-mail the user an invitation to choose one.</Alert.Description>
          </Alert.Root>
          <NewPasswordFields required={false} label="Password" />
          <HStack><SubmitButton>Create user</SubmitButton></HStack>
        </Form>
      </FormCard>
    </Page>
  );
}
