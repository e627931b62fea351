// Roles, display name and activity of a staff user (PUT /api/users/{userId}). A refused save (e.g. 403
// 'only an admin may change an admin') keeps the form and shows the server's message. A user with no
// role signed itself up and awaits approval: the form says so, and saving it with a role approves it.
import { Alert, HStack, Text } from '@chakra-ui/react';
import { useUpdateUser, type Role, type User } from '../../lib/api/generated/identity.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayGrantAdmin } from '../../lib/auth/roles.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { Form } from '../../components/form/Form.tsx';
import { CheckboxesField, SubmitButton, SwitchField, TextField } from '../../components/form/fields.tsx';
import { FormField } from '../../components/FormField.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { MESSAGES, STAFF_ROLES } from '../../constants.ts';
import { USER_LABELS, USER_MESSAGES } from './messages.ts';
import { isPendingApproval } from './UsersTable.tsx';

/** The staff roles as checkboxes; only admins may grant or take away the admin role (the server enforces it too). */
export function RolesField() {
  const { user: me } = useAuth();
  const canGrantAdmin = mayGrantAdmin(me);
  return (
    <CheckboxesField name="roles" legend="Roles" inputName={(role) => `role-${role}`}
      options={STAFF_ROLES.map((role) => ({ value: role, label: role, disabled: role === 'admin' && !canGrantAdmin }))} />
  );
}

export const ActiveSwitch = () => <SwitchField name="isActive" label="Active" colorPalette="green" />;

interface UserValues { displayName: string; roles: Role[]; isActive: boolean }

export const checkUser = (v: { displayName: string; roles: Role[] }) => ({
  displayName: v.displayName.trim() ? undefined : MESSAGES.displayNameRequired,
  roles: v.roles.length ? undefined : USER_MESSAGES.rolesRequired,
});

export function UserForm({ user, onSaved }: { user: User; onSaved?(user: User): void }) {
  const dialogs = useDialogs();
  const updateUser = useUpdateUser();
  const form = useApiForm<UserValues, User>({
    defaultValues: { displayName: user.displayName, roles: user.roles, isActive: user.isActive },
    validate: checkUser,
    save: (v) => updateUser({
      params: { path: { userId: user.id } },
      body: { displayName: v.displayName.trim(), roles: v.roles, isActive: v.isActive },
    }),
    saved: (data) => {
      dialogs.success(MESSAGES.successfullySaved);
      onSaved?.(data);
    },
  });
  const pending = isPendingApproval(user);

  return (
    <Form form={form} gap="5">
      {pending && (
        <Alert.Root status="warning" data-testid="pending-approval-notice"><Alert.Indicator />
          <Alert.Content><Alert.Title>{USER_LABELS.pendingApproval}</Alert.Title><Alert.Description>{USER_MESSAGES.pendingApproval}</Alert.Description></Alert.Content>
        </Alert.Root>
      )}
      <FormField label="E-mail"><Text py="2">{user.email}</Text></FormField>
      <TextField name="displayName" label="Display name" required maxLength={100} />
      <RolesField />
      <ActiveSwitch />
      <HStack><SubmitButton colorPalette={pending ? 'green' : 'blue'}>{pending ? USER_LABELS.approveAndSave : 'Save'}</SubmitButton></HStack>
    </Form>
  );
}

/** In place of an action the signed-in user may not take on this user (see mayManageUser). */
export const OnlyAdminNotice = () => (
  <Alert.Root status="info" data-testid="only-admin-notice"><Alert.Indicator /><Alert.Title>{MESSAGES.onlyAdminMayChangeAdmin}</Alert.Title></Alert.Root>
);
