// Roles, display name and activity of a staff user (PUT /api/users/{userId}).
import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Fieldset, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useSWRConfig } from 'swr';
import { identity } from '../../api/client.ts';
import { isKey, type RoleName, type User } from '../../api/hooks.ts';
import { problemMessage } from '../../api/problem.ts';
import { useAuth } from '../../app/auth.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { FormField } from '../../components/FormField.tsx';
import { MESSAGES, STAFF_ROLES } from '../../constants.ts';

export function RolesField({ value, onChange, submitted, error }: {
  value: RoleName[]; onChange(roles: RoleName[]): void; submitted: boolean; error?: string | undefined;
}) {
  const { user: me } = useAuth();
  // Only admins may grant or take away the admin role (the server enforces it too).
  const canGrantAdmin = !!me?.roles.includes('admin');
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
  const { mutate } = useSWRConfig();
  const [displayName, setDisplayName] = useState(user.displayName);
  const [roles, setRoles] = useState<RoleName[]>(user.roles);
  const [isActive, setIsActive] = useState(user.isActive);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = {
    displayName: displayName.trim() ? undefined : MESSAGES.displayNameRequired,
    roles: roles.length ? undefined : MESSAGES.rolesRequired,
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.displayName || errors.roles) return;
    setBusy(true);
    setServerError(null);
    const { data, error } = await identity.PUT('/api/users/{userId}', {
      params: { path: { userId: user.id } },
      body: { displayName: displayName.trim(), roles, isActive },
    });
    setBusy(false);
    if (!data) {
      setServerError(problemMessage(error));
      return;
    }
    await mutate(['getUser', user.id], data, { revalidate: false });
    await mutate(isKey('listUsers'));
    dialogs.success(MESSAGES.successfullySaved);
    onSaved?.(data);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        {serverError && <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{serverError}</Alert.Title></Alert.Root>}
        <FormField label="E-mail" submitted={false}>
          <Text py="2">{user.email}</Text>
        </FormField>
        <FormField label="Display name" error={errors.displayName} submitted={submitted} required>
          <Input name="displayName" maxLength={100} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
        </FormField>
        <RolesField value={roles} onChange={setRoles} submitted={submitted} error={errors.roles} />
        <ActiveSwitch checked={isActive} onChange={setIsActive} />
        <HStack><Button type="submit" colorPalette="blue" loading={busy}>Save</Button></HStack>
      </Stack>
    </form>
  );
}
