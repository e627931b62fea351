// Forgot-password and resend-activation: one e-mail field; the server answers the same either way.
import { useState } from 'react';
import { Alert, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { optOut } from '../../lib/api/errorCatalogue.ts';
import {
  useDashboardForgotPassword, useDashboardReinvite, useForgotPassword, useReinvite,
} from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { AuthCard } from '../../components/Page.tsx';
import { Form } from '../../components/form/Form.tsx';
import { SubmitButton, TextField } from '../../components/form/fields.tsx';
import { checkEmail, normaliseEmail } from '../../components/FormField.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { AUTH_PATHS } from './paths.ts';

type Purpose = 'forgot' | 'dashboardForgot' | 'resend' | 'dashboardResend';

const TEXT: Record<Purpose, { title: string; intro: string; button: string }> = {
  forgot: { title: 'Forgot your password?', intro: 'Enter your e-mail address and we will send you a link to choose a new password.', button: 'Send reset link' },
  dashboardForgot: { title: 'Forgot your dashboard password?', intro: 'Enter your e-mail address and we will send you a link to choose a new password.', button: 'Send reset link' },
  resend: { title: 'Resend activation e-mail', intro: 'Enter the e-mail address you signed up with.', button: 'Resend' },
  dashboardResend: { title: 'Resend dashboard activation e-mail', intro: 'Enter the e-mail address you signed up with.', button: 'Resend' },
};

/** The call of each purpose (all four take an e-mail and answer a message). */
function useSend(purpose: Purpose) {
  const calls = { forgot: useForgotPassword(), dashboardForgot: useDashboardForgotPassword(), resend: useReinvite(), dashboardResend: useDashboardReinvite() };
  return (email: string) => calls[purpose]({ body: { email }, ...optOut() });
}

export function EmailRequestPage({ purpose }: { purpose: Purpose }) {
  const send = useSend(purpose);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const text = TEXT[purpose];
  const signIn = purpose.startsWith('dashboard') ? AUTH_PATHS.customerDashboardSignIn : AUTH_PATHS.signIn;
  // The server answers the same whether or not the address is known; both outcomes show as a message.
  const form = useApiForm({
    defaultValues: { email: '' },
    validate: (v) => ({ email: checkEmail(v.email) }),
    save: (v) => {
      setResult(null);
      return send(normaliseEmail(v.email));
    },
    saved: (data) => setResult({ ok: true, message: data.message }),
    refused: (answer) => setResult({ ok: false, message: problemMessage(answer.error) }),
  });

  return (
    <AuthCard title={text.title} footer={<Link asChild colorPalette="blue" fontSize="sm"><RouterLink to={signIn}>Back to sign in</RouterLink></Link>}>
      <Form form={form}>
        <Text color="fg.muted">{text.intro}</Text>
        {result && (
          <Alert.Root status={result.ok ? 'success' : 'error'} data-testid="request-result">
            <Alert.Indicator /><Alert.Title>{result.message}</Alert.Title>
          </Alert.Root>
        )}
        <TextField name="email" label="E-mail" type="email" autoComplete="email" required normalise={normaliseEmail} />
        <SubmitButton>{text.button}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
