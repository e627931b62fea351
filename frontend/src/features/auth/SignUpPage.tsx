// Sign-up: shows the server's message on error and the 'Account Verification' dialog on success. The
// staff and customer-dashboard variants share the form. The dashboard variant (002 §1–2) asks for a
// username instead of a display name and sends the invitation of its /customer-dashboard/signup/
// {agentDetails} link (the segment is the token); nothing it sends chooses a customer.
import { useState } from 'react';
import { Alert, Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { optOut } from '../../lib/api/errorCatalogue.ts';
import { useDashboardSignUp, useGetAuthConfig, useSignUp } from '../../lib/api/generated/identity.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { useFormSubmit } from '../../components/editPage.ts';
import { AuthCard } from '../../components/Page.tsx';
import { EMAIL_PATTERN, FormField, normaliseEmail } from '../../components/FormField.tsx';
import { confirmError, PasswordField, passwordError } from '../../components/PasswordField.tsx';
import { DIALOG_TITLES, MESSAGES, ROUTES } from '../../constants.ts';
import type { AuthVariant } from './SignInPage.tsx';

export function signUpErrors(v: { email: string; password: string; confirmPassword: string }) {
  return {
    email: !v.email.trim() ? MESSAGES.emailRequired : !EMAIL_PATTERN.test(v.email.trim()) ? MESSAGES.emailInvalid : undefined,
    password: passwordError(v.password),
    confirmPassword: confirmError(v.password, v.confirmPassword),
  };
}

export function SignUpPage({ variant = 'staff' }: { variant?: AuthVariant }) {
  const dashboard = variant === 'dashboard';
  const { agentDetails: invitation } = useParams();
  const dialogs = useDialogs();
  const { data: config } = useGetAuthConfig();
  const signUp = useSignUp();
  const dashboardSignUp = useDashboardSignUp();
  // `name` is the display name (staff) or the username (dashboard).
  const [values, setValues] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [done, setDone] = useState<string | null>(null);
  const errors = signUpErrors(values);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const { submitted, busy, serverError, submit: onSubmit } = useFormSubmit(errors, () => {
    const name = values.name.trim();
    const body = { email: normaliseEmail(values.email), password: values.password, confirmPassword: values.confirmPassword };
    return dashboard
      ? dashboardSignUp({
        body: { ...body, ...(name ? { username: name } : {}), ...(invitation ? { invitation } : {}) }, ...optOut(),
      })
      : signUp({ body: { ...body, ...(name ? { displayName: name } : {}) }, ...optOut() });
  }, (data) => {
    setDone(data.message);
    dialogs.success({ title: DIALOG_TITLES.accountVerification, message: data.message, ok: true });
  });

  // The install's switch is for staff sign-up; dashboard users join only through an agent.
  if (!dashboard && config && !config.signUpEnabled) {
    return (
      <AuthCard title="Sign up">
        <Text>Sign-up is not available on this install. Ask an administrator for an account.</Text>
      </AuthCard>
    );
  }
  const signIn = dashboard ? ROUTES.customerDashboardSignIn : ROUTES.signIn;
  return (
    <AuthCard title={dashboard ? 'Create your dashboard account' : 'Create your account'} footer={
      <Text fontSize="sm">Already have an account? <Link asChild colorPalette="blue"><RouterLink to={signIn}>Sign in</RouterLink></Link></Text>
    }>
      {done ? (
        <Alert.Root status="success"><Alert.Indicator /><Alert.Title>{done}</Alert.Title></Alert.Root>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            {dashboard && (
              <Text fontSize="sm" color="fg.muted" data-testid="signup-note">
                {invitation ? MESSAGES.signUpInvited : MESSAGES.signUpAgentEmail}
              </Text>
            )}
            {serverError && <Alert.Root status="error" data-testid="signup-error"><Alert.Indicator /><Alert.Title>{serverError}</Alert.Title></Alert.Root>}
            <FormField label={dashboard ? 'Username' : 'Display name'} submitted={submitted}>
              <Input name={dashboard ? 'username' : 'displayName'} autoComplete={dashboard ? 'nickname' : 'name'} maxLength={100}
                value={values.name} onChange={(e) => set('name')(e.target.value)} />
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
