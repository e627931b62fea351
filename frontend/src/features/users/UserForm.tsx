// Roles, display name and activity of a staff user (PUT /api/users/{userId}). A refused save (e.g. 403
// 'only an admin may change an admin') keeps the form and shows the server's message. A user with no
// role signed itself up and awaits approval: the form says so, and saving it with a role approves it.
import { useState } from 'react';
import { Alert, Button, Checkbox, Fieldset, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useUpdateUser, type Role, type User } from '../../lib/api/generated/identity.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayGrantAdmin } from '../../lib/auth/roles.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { bodyFields, useFormSubmit } from '../../components/editPage.ts';
import { FormField } from '../../components/FormField.tsx';
import { ServerError } from '../../components/ServerError.tsx';
import { LABELS, MESSAGES, STAFF_ROLES } from '../../constants.ts';
import { isPendingApproval } from './UsersTable.tsx';

export function RolesField({ value, onChange, submitted, error }: {
  value: Role[]; onChange(roles: Role[]): void; submitted: boolean; error?: string | undefined;
}) {
  const { user: me } = useAuth();
  // Only admins may grant or take away the admin role (the server enforces it too).
  const canGrantAdmin = mayGrantAdmin(me);
  return (
    <Fieldset.Root invalid={submitted && !!error}>
      <Fieldset.Legend>Roles</Fieldset.Legend>
      <HStack gap="5" wrap="wrap">
        {STAFF_ROLES.map((role) => (
          <Checkbox.Root key={role} checked={value.includes(role)} disabled={role === 'admin' && !canGrantAdmin}
            onCheckedChange={(e) => onChange(e.checked ? [...value, role] : value.filter((r) => r !== role))}>
            <Checkbox.HiddenInput name={`role-${role}`} />
            <Checkbox.Control />
            <Checkbox.Label>{role}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      {submitted && error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

export function ActiveSwitch({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} colorPalette="green">
      <Switch.HiddenInput name="isActive" />
      <Switch.Control />
      <Switch.Label>Active</Switch.Label>
    </Switch.Root>
  );
}

export function UserForm({ user, onSaved }: { user: User; onSaved?(user: User): void }) {
  const dialogs = useDialogs();
  const [displayName, setDisplayName] = useState(user.displayName);
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const [isActive, setIsActive] = useState(user.isActive);
  const errors = {
    displayName: displayName.trim() ? undefined : MESSAGES.displayNameRequired,
    roles: roles.length ? undefined : MESSAGES.rolesRequired,
  };
  const updateUser = useUpdateUser();
  const form = useFormSubmit(errors, () => updateUser({
    params: { path: { userId: user.id } },
    body: { displayName: displayName.trim(), roles, isActive },
  }), async (data) => {
    dialogs.success(MESSAGES.successfullySaved);
    onSaved?.(data);
  }, { atField: bodyFields('displayName', 'roles') });
  const { submitted, fieldErrors, clearFieldError } = form;
  const pending = isPendingApproval(user);

  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="5">
        <ServerError message={form.serverError} />
        {pending && (
          <Alert.Root status="warning" data-testid="pending-approval-notice"><Alert.Indicator />
            <Alert.Content><Alert.Title>{LABELS.pendingApproval}</Alert.Title><Alert.Description>{MESSAGES.pendingApproval}</Alert.Description></Alert.Content>
          </Alert.Root>
        )}
        <FormField label="E-mail" submitted={false}>
          <Text py="2">{user.email}</Text>
        </FormField>
        <FormField label="Display name" error={errors.displayName ?? fieldErrors['/body/displayName']} submitted={submitted} required>
          <Input name="displayName" maxLength={100} value={displayName}
            onChange={(e) => { setDisplayName(e.target.value); clearFieldError('/body/displayName'); }} />
        </FormField>
        <RolesField value={roles} onChange={(next) => { setRoles(next); clearFieldError('/body/roles'); }} submitted={submitted}
          error={errors.roles ?? fieldErrors['/body/roles']} />
        <ActiveSwitch checked={isActive} onChange={setIsActive} />
        <HStack><Button type="submit" colorPalette={pending ? 'green' : 'blue'} loading={form.busy}>{pending ? LABELS.approveAndSave : 'Save'}</Button></HStack>
      </Stack>
    </form>
  );
}

/** In place of an action the signed-in user may not take on this user (see mayManageUser). */
export const OnlyAdminNotice = () => (
  <Alert.Root status="info" data-testid="only-admin-notice"><Alert.Indicator /><Alert.Title>{MESSAGES.onlyAdminMayChangeAdmin}</Alert.Title></Alert.Root>
);
