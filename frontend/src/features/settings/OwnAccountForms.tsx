// The signed-in user's own profile and password forms, shared by the staff settings (./UserSettingsPage.tsx)
// and the customer dashboard's settings (features/customer-dashboard/SettingsPage.tsx). The profile edits the
// name the user signed up with: a staff user's display name, a dashboard user's username (002 §2).
import { HStack, Text } from '@chakra-ui/react';
import { useChangeMyPassword, useUpdateMe, type User } from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { Form } from '../../components/form/Form.tsx';
import { NewPasswordFields, PasswordFormField, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { FormField } from '../../components/FormField.tsx';
import { newPasswordChecks } from '../../components/PasswordField.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { MESSAGES } from '../../constants.ts';

/** The profile's name field: which property of the user it edits, its label and its message when empty. */
export interface NameField {
  name: 'displayName' | 'username';
  label: string;
  required: string;
  autoComplete?: string;
  initial(user: User | null | undefined): string;
}

export const DISPLAY_NAME_FIELD: NameField = {
  name: 'displayName', label: 'Display name', required: MESSAGES.displayNameRequired, initial: (user) => user?.displayName ?? '',
};

export function ProfileForm({ field = DISPLAY_NAME_FIELD, emailTestId }: { field?: NameField; emailTestId?: string }) {
  const { user, setUser } = useAuth();
  const dialogs = useDialogs();
  const updateMe = useUpdateMe();
  const form = useApiForm<Record<string, string>, User>({
    defaultValues: { [field.name]: field.initial(user) },
    validate: (v) => ({ [field.name]: v[field.name]?.trim() ? undefined : field.required }),
    save: (v) => updateMe({ body: { [field.name]: (v[field.name] ?? '').trim() } }),
    saved: (data) => {
      setUser(data);
      dialogs.success(MESSAGES.successfullySaved);
    },
    refused: (answer) => dialogs.error(problemMessage(answer.error)),
  });
  return (
    <Form form={form} maxW="md">
      <FormField label="E-mail"><Text py="2" data-testid={emailTestId}>{user?.email}</Text></FormField>
      <TextField name={field.name} label={field.label} required maxLength={100} autoComplete={field.autoComplete} />
      <HStack><SubmitButton>Save</SubmitButton></HStack>
    </Form>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordForm() {
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
