// Sign-in (000 §4, §8): errors show the server's text, also from the `err` query parameter; an
// inactive user sees 'User Is Not Active'; a redirect flag sends the browser to the given url; after
// sign-in the user returns to the remembered page or home. The staff and customer-dashboard variants
// share the form.
import { Button, HStack, Link, Separator, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { optOut } from '../../lib/api/errorCatalogue.ts';
import { useDashboardSignIn, useGetAuthConfig, useSignIn } from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { fetchMe, useAuth } from '../../lib/auth/auth.tsx';
import { afterSignIn, takeReturnTo } from '../../lib/auth/returnTo.ts';
import { CUSTOMER_DASHBOARD_PATHS } from '../customer-dashboard/paths.ts';
import { dashboardUiDelay } from './constants.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { AuthCard } from '../../components/Page.tsx';
import { Form } from '../../components/form/Form.tsx';
import { PasswordFormField, SubmitButton, TextField } from '../../components/form/fields.tsx';
import { checkEmail, normaliseEmail } from '../../components/FormField.tsx';
import { useApiForm } from '../../lib/forms/useApiForm.ts';
import { MESSAGES } from '../../constants.ts';
import { AUTH_DIALOG_TITLES, AUTH_MESSAGES } from './messages.ts';
import { AUTH_PATHS } from './paths.ts';

export type AuthVariant = 'staff' | 'dashboard';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function signInErrors(email: string, password: string) {
  return {
    email: checkEmail(email),
    password: !password ? MESSAGES.passwordRequired : undefined,
  };
}

/** Where a sign-in response sends the browser: outside the app (full navigation) or inside it. */
function go(url: string, navigate: (to: string, o: { replace: boolean }) => void) {
  if (/^https?:\/\//i.test(url) && !url.startsWith(window.location.origin)) window.location.assign(url);
  else navigate(url.startsWith(window.location.origin) ? url.slice(window.location.origin.length) || '/' : url, { replace: true });
}

/**
 * Where the dashboard sign-in goes: its url parameter (a page of this app only: a link to sign-in cannot send
 * anyone elsewhere), else a remembered dashboard page, else the server's url.
 */
export function dashboardTarget(urlParam: string | undefined, remembered: string, serverUrl: string | undefined): string {
  const url = urlParam ? safeDecode(urlParam) : undefined;
  if (url?.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  if (remembered.startsWith(CUSTOMER_DASHBOARD_PATHS.customerDashboard)) return remembered;
  return serverUrl || CUSTOMER_DASHBOARD_PATHS.customerDashboard;
}

/** The router gives the url parameter decoded already; one still encoded (%2F…) is decoded once more. */
function safeDecode(url: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(url) || url.includes('?') || url.includes('/')) return url;
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

export function SignInPage({ variant = 'staff' }: { variant?: AuthVariant }) {
  const [params] = useSearchParams();
  const { url: targetUrl } = useParams();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { setUser } = useAuth();
  const { data: config } = useGetAuthConfig();
  const signIn = useSignIn();
  const dashboardSignIn = useDashboardSignIn();
  const form = useApiForm({
    defaultValues: { email: '', password: '' },
    validate: (v) => signInErrors(v.email, v.password),
    initialServerError: params.get('err'),
    save: async (v) => {
      const body = { email: normaliseEmail(v.email), password: v.password };
      const answer = variant === 'staff'
        ? await signIn({ body, ...optOut() })
        : (await Promise.all([dashboardSignIn({ body, ...optOut() }), dashboardUiDelay()]))[0];
      // An inactive user is not signed in: a refusal with the spec's message (unless the server sends the browser elsewhere).
      const data = answer.data;
      if (data && !(data.redirect && data.url) && !data.isActive) return { error: { detail: AUTH_MESSAGES.userNotActive } };
      return answer;
    },
    saved: async (data) => {
      if (data.redirect && data.url) {
        window.location.assign(data.url);
        return;
      }
      setUser(data.user ?? (await fetchMe()));
      if (variant === 'dashboard') go(dashboardTarget(targetUrl, takeReturnTo(), data.url), navigate);
      else navigate(takeReturnTo(), { replace: true, state: afterSignIn() });
    },
    // The server's text, above the form (000 §8).
    refused: (answer, show) => show(problemMessage(answer.error)),
  });

  const withProvider = async (provider: string) => {
    const result = await signIn({ body: { provider }, ...optOut() });
    if (result.data?.redirect && result.data.url) window.location.assign(result.data.url);
    else dialogs.error({ title: AUTH_DIALOG_TITLES.providerSignInError, message: problemMessage(result.error, `Unknown provider: ${provider}`) });
  };

  const forgot = variant === 'staff' ? AUTH_PATHS.forgot : AUTH_PATHS.dashboardForgot;
  const resend = variant === 'staff' ? AUTH_PATHS.resend : AUTH_PATHS.dashboardResend;
  return (
    <AuthCard
      title={variant === 'staff' ? 'Sign in' : 'Sign in to your dashboard'}
      footer={
        <>
          <HStack gap="4" fontSize="sm">
            <Link asChild colorPalette="blue"><RouterLink to={forgot}>Forgot password?</RouterLink></Link>
            <Link asChild colorPalette="blue"><RouterLink to={resend}>Resend activation e-mail</RouterLink></Link>
          </HStack>
          {variant === 'staff' && config?.signUpEnabled && (
            <Text fontSize="sm">
              No account yet?{' '}
              <Link asChild colorPalette="blue" fontWeight="semibold"><RouterLink to={AUTH_PATHS.signUp} data-testid="signup-link">Sign up</RouterLink></Link>
            </Text>
          )}
        </>
      }
    >
      <Form form={form} errorTestId="signin-error">
        <TextField name="email" label="E-mail" type="email" autoComplete="username" required normalise={normaliseEmail} />
        <PasswordFormField label="Password" meter={false} autoComplete="current-password" />
        <SubmitButton w="full">Sign in</SubmitButton>
        {variant === 'staff' && !!config?.providers.length && (
          <>
            <HStack><Separator flex="1" /><Text fontSize="xs" color="fg.muted">or</Text><Separator flex="1" /></HStack>
            {config.providers.map((p) => (
              <Button key={p.provider} variant="outline" w="full" onClick={() => void withProvider(p.provider)}>
                Sign in with {capitalise(p.provider)}
              </Button>
            ))}
          </>
        )}
      </Form>
    </AuthCard>
  );
}
