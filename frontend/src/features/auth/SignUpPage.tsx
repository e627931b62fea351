// Sign-up: shows the server's message on error and the 'Account Verification' dialog on success.
import { useState } from 'react';
import { Alert, Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { identity, optOut } from '../../api/client.ts';
import { useAuthConfig } from '../../api/hooks.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useFormSubmit } from '../../components/editPage.ts';
import { AuthCard } from '../../components/Page.tsx';
import { EMAIL_PATTERN, FormField, normaliseEmail } from '../../components/FormField.tsx';
import { confirmError, PasswordField, passwordError } from '../../components/PasswordField.tsx';
import { DIALOG_TITLES, MESSAGES, ROUTES } from '../../constants.ts';

export function signUpErrors(v: { email: string; password: string; confirmPassword: string }) {
  return {
    email: !v.email.trim() ? MESSAGES.emailRequired : !EMAIL_PATTERN.test(v.email.trim()) ? MESSAGES.emailInvalid : undefined,
    password: passwordError(v.password),
    confirmPassword: confirmError(v.password, v.confirmPassword),
  };
}

export function SignUpPage() {
  const dialogs = useDialogs();
  const { data: config } = useAuthConfig();
  const [values, setValues] = useState({ displayName: '', email: '', password: '', confirmPassword: '' });
  const [done, setDone] = useState<string | null>(null);
  const errors = signUpErrors(values);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const { submitted, busy, serverError, submit: onSubmit } = useFormSubmit(errors, () => identity.POST('/api/auth/signup', {
    body: {
      email: normaliseEmail(values.email), password: values.password, confirmPassword: values.confirmPassword,
      ...(values.displayName.trim() ? { displayName: values.displayName.trim() } : {}),
    },
    ...optOut(),
  }), (data) => {
    setDone(data.message);
    dialogs.success({ title: DIALOG_TITLES.accountVerification, message: data.message, ok: true });
  });

  if (config && !config.signUpEnabled) {
    return (
      <AuthCard title="Sign up">
        <Text>Sign-up is not available on this install. Ask an administrator for an account.</Text>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Create your account" footer={
      <Text fontSize="sm">Already have an account? <Link asChild colorPalette="blue"><RouterLink to={ROUTES.signIn}>Sign in</RouterLink></Link></Text>
    }>
      {done ? (
        <Alert.Root status="success"><Alert.Indicator /><Alert.Title>{done}</Alert.Title></Alert.Root>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            {serverError && <Alert.Root status="error" data-testid="signup-error"><Alert.Indicator /><Alert.Title>{serverError}</Alert.Title></Alert.Root>}
            <FormField label="Display name" submitted={submitted}>
              <Input name="displayName" maxLength={100} value={values.displayName} onChange={(e) => set('displayName')(e.target.value)} />
            </FormField>
            <FormField label="E-mail" error={errors.email} submitted={submitted} required>
              <Input name="email" type="email" autoComplete="email" value={values.email}
                onChange={(e) => set('email')(e.target.value)} onBlur={() => set('email')(normaliseEmail(values.email))} />
            </FormField>
            <PasswordField value={values.password} onChange={set('password')} submitted={submitted} error={errors.password} />
            <PasswordField label="Confirm password" name="confirmPassword" meter={false} value={values.confirmPassword}
              onChange={set('confirmPassword')} submitted={submitted} error={errors.confirmPassword} />
            <Button type="submit" colorPalette="blue" loading={busy}>Sign up</Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
