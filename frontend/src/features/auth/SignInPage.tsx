// Sign-in (000 §4, §8): errors show the server's text, also from the `err` query parameter; an
// inactive user sees 'User Is Not Active'; a redirect flag sends the browser to the given url; after
// sign-in the user returns to the remembered page or home. The staff and customer-dashboard variants
// share the form.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Separator, Stack, Text, Input, Link, HStack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { optOut } from '../../lib/api/errorCatalogue.ts';
import { useDashboardSignIn, useGetAuthConfig, useSignIn } from '../../lib/api/generated/identity.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { fetchMe, useAuth } from '../../lib/auth/auth.tsx';
import { takeReturnTo } from '../../lib/auth/returnTo.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { AuthCard } from '../../components/Page.tsx';
import { EMAIL_PATTERN, FormField, normaliseEmail } from '../../components/FormField.tsx';
import { PasswordInput } from '../../components/PasswordField.tsx';
import { DIALOG_TITLES, MESSAGES, ROUTES } from '../../constants.ts';

export type AuthVariant = 'staff' | 'dashboard';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function signInErrors(email: string, password: string) {
  return {
    email: !email.trim() ? MESSAGES.emailRequired : !EMAIL_PATTERN.test(email.trim()) ? MESSAGES.emailInvalid : undefined,
    password: !password ? MESSAGES.passwordRequired : undefined,
  };
}

/** Where a sign-in response sends the browser: outside the app (full navigation) or inside it. */
function go(url: string, navigate: (to: string, o: { replace: boolean }) => void) {
  if (/^https?:\/\//i.test(url) && !url.startsWith(window.location.origin)) window.location.assign(url);
  else navigate(url.startsWith(window.location.origin) ? url.slice(window.location.origin.length) || '/' : url, { replace: true });
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(params.get('err'));
  const errors = signInErrors(email, password);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.email || errors.password) return;
    setBusy(true);
    setServerError(null);
    try {
      const body = { email: normaliseEmail(email), password };
      const result = variant === 'staff'
        ? await signIn({ body, ...optOut() })
        : await dashboardSignIn({ body, ...optOut() });
      if (result.error || !result.data) {
        setServerError(problemMessage(result.error));
        return;
      }
      const data = result.data;
      if (data.redirect && data.url) {
        window.location.assign(data.url);
        return;
      }
      if (!data.isActive) {
        setServerError(MESSAGES.userNotActive);
        return;
      }
      setUser(data.user ?? (await fetchMe()));
      if (variant === 'dashboard') go(targetUrl ? decodeURIComponent(targetUrl) : data.url || ROUTES.home, navigate);
      else navigate(takeReturnTo(), { replace: true });
    } catch {
      setServerError(DIALOG_TITLES.error);
    } finally {
      setBusy(false);
    }
  };

  const withProvider = async (provider: string) => {
    const result = await signIn({ body: { provider }, ...optOut() });
    if (result.data?.redirect && result.data.url) window.location.assign(result.data.url);
    else dialogs.error({ title: DIALOG_TITLES.providerSignInError, message: problemMessage(result.error, `Unknown provider: ${provider}`) });
  };

  const forgot = variant === 'staff' ? ROUTES.forgot : ROUTES.dashboardForgot;
  const resend = variant === 'staff' ? ROUTES.resend : ROUTES.dashboardResend;
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
              <Link asChild colorPalette="blue" fontWeight="semibold"><RouterLink to={ROUTES.signUp} data-testid="signup-link">Sign up</RouterLink></Link>
            </Text>
          )}
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {serverError && (
            <Alert.Root status="error" data-testid="signin-error">
              <Alert.Indicator />
              <Alert.Title>{serverError}</Alert.Title>
            </Alert.Root>
          )}
          <FormField label="E-mail" error={errors.email} submitted={submitted} required>
            <Input name="email" type="email" autoComplete="username" value={email}
              onChange={(e) => setEmail(e.target.value)} onBlur={() => setEmail(normaliseEmail(email))} />
          </FormField>
          <FormField label="Password" error={errors.password} submitted={submitted} required>
            <PasswordInput name="password" autoComplete="current-password" value={password} onChange={setPassword} />
          </FormField>
          <Button type="submit" colorPalette="blue" loading={busy} w="full">Sign in</Button>
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
        </Stack>
      </form>
    </AuthCard>
  );
}
