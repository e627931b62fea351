// Sign-up: shows the server's message on error and the 'Account Verification' dialog on success. The
// staff and customer-dashboard variants share the form. The dashboard variant (002 §1–2) asks for a
// username instead of a display name and sends the invitation of its /customer-dashboard/signup/
// {agentDetails} link (the segment is the token); nothing it sends chooses a customer.
import { useState } from 'react';
import { Alert, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { optOut } from '../../lib/api/errorCatalogue.ts';
import { useDashboardSignUp, useGetAuthConfig, useSignUp } from '../../lib/api/generated/identity.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { Form } from '../../components/form/Form.tsx';
import { NewPasswordFields, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { AuthCard } from '../../components/Page.tsx';
import { checkEmail, normaliseEmail } from '../../components/FormField.tsx';
import { newPasswordChecks } from '../../components/PasswordField.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { AUTH_DIALOG_TITLES, AUTH_MESSAGES } from './messages.ts';
import { AUTH_PATHS } from './paths.ts';
import { dashboardUiDelay } from './constants.ts';
import type { AuthVariant } from './SignInPage.tsx';

export function signUpErrors(v: { email: string; password: string; confirmPassword: string }) {
  return {
    email: checkEmail(v.email),
    ...newPasswordChecks(v),
  };
}

export function SignUpPage({ variant = 'staff' }: { variant?: AuthVariant }) {
  const dashboard = variant === 'dashboard';
  const { agentDetails: invitation } = useParams();
  const dialogs = useDialogs();
  const { data: config } = useGetAuthConfig();
  const signUp = useSignUp();
  const dashboardSignUp = useDashboardSignUp();
  const [done, setDone] = useState<string | null>(null);
  // A staff user gives a display name, a dashboard user a username.
  const nameField = dashboard ? 'username' : 'displayName';
  const form = useApiForm({
    defaultValues: { displayName: '', username: '', email: '', password: '', confirmPassword: '' },
    validate: signUpErrors,
    save: (v) => {
      const name = v[nameField].trim();
      const body = { email: normaliseEmail(v.email), password: v.password, confirmPassword: v.confirmPassword };
      return dashboard
        // 002 §9: the dashboard's sign-up answers no sooner than its UI delay.
        ? Promise.all([dashboardSignUp({ body: { ...body, ...(name ? { username: name } : {}), ...(invitation ? { invitation } : {}) }, ...optOut() }), dashboardUiDelay()])
          .then(([answer]) => answer)
        : signUp({ body: { ...body, ...(name ? { displayName: name } : {}) }, ...optOut() });
    },
    saved: (data) => {
      setDone(data.message);
      dialogs.success({ title: AUTH_DIALOG_TITLES.accountVerification, message: data.message, ok: true });
    },
  });

  // The install's switch is for staff sign-up; dashboard users join only through an agent.
  if (!dashboard && config && !config.signUpEnabled) {
    return (
      <AuthCard title="Sign up">
        <Text>Sign-up is not available on this install. Ask an administrator for an account.</Text>
      </AuthCard>
    );
  }
  const signIn = dashboard ? AUTH_PATHS.customerDashboardSignIn : AUTH_PATHS.signIn;
  return (
    <AuthCard title={dashboard ? 'Create your dashboard account' : 'Create your account'} footer={
      <Text fontSize="sm">Already have an account? <Link asChild colorPalette="blue"><RouterLink to={signIn}>Sign in</RouterLink></Link></Text>
    }>
      {done ? (
        <Alert.Root status="success"><Alert.Indicator /><Alert.Title>{done}</Alert.Title></Alert.Root>
      ) : (
        <Form form={form} errorTestId="signup-error">
          {dashboard && (
            <Text fontSize="sm" color="fg.muted" data-testid="signup-note">
              {invitation ? AUTH_MESSAGES.signUpInvited : AUTH_MESSAGES.signUpAgentEmail}
            </Text>
          )}
          <TextField name={nameField} label={dashboard ? 'Username' : 'Display name'} autoComplete={dashboard ? 'nickname' : 'name'} maxLength={100} />
          <TextField name="email" label="E-mail" type="email" autoComplete="email" required normalise={normaliseEmail} />
          <NewPasswordFields label="Password" />
          <SubmitButton>Sign up</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
