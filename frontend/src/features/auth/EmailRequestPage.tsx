// Forgot-password and resend-activation: one e-mail field; the server answers the same either way.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { optOut } from '../../lib/api/errorCatalogue.ts';
import {
  useDashboardForgotPassword, useDashboardReinvite, useForgotPassword, useReinvite,
} from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { AuthCard } from '../../components/Page.tsx';
import { EMAIL_PATTERN, FormField, normaliseEmail } from '../../components/FormField.tsx';
import { MESSAGES, ROUTES } from '../../constants.ts';

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
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const error = !email.trim() ? MESSAGES.emailRequired : !EMAIL_PATTERN.test(email.trim()) ? MESSAGES.emailInvalid : undefined;
  const text = TEXT[purpose];
  const signIn = purpose.startsWith('dashboard') ? ROUTES.customerDashboardSignIn : ROUTES.signIn;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    setBusy(true);
    const { data, error: problem } = await send(normaliseEmail(email));
    setBusy(false);
    setResult(data ? { ok: true, message: data.message } : { ok: false, message: problemMessage(problem) });
  };

  return (
    <AuthCard title={text.title} footer={<Link asChild colorPalette="blue" fontSize="sm"><RouterLink to={signIn}>Back to sign in</RouterLink></Link>}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Text color="fg.muted">{text.intro}</Text>
          {result && (
            <Alert.Root status={result.ok ? 'success' : 'error'} data-testid="request-result">
              <Alert.Indicator /><Alert.Title>{result.message}</Alert.Title>
            </Alert.Root>
          )}
          <FormField label="E-mail" error={error} submitted={submitted} required>
            <Input name="email" type="email" autoComplete="email" value={email}
              onChange={(e) => setEmail(e.target.value)} onBlur={() => setEmail(normaliseEmail(email))} />
          </FormField>
          <Button type="submit" colorPalette="blue" loading={busy}>{text.button}</Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
