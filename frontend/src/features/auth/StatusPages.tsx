// The outcome pages the activation links and password flows land on.
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../components/Page.tsx';
import { AUTH_PATHS } from './paths.ts';

function StatusPage({ title, status, text, action }: {
  title: string; status: 'success' | 'error' | 'warning'; text: string; action: { label: string; to: string };
}) {
  return (
    <AuthCard title={title}>
      <Stack gap="5">
        <Alert.Root status={status}><Alert.Indicator /><Alert.Title>{text}</Alert.Title></Alert.Root>
        <Button asChild colorPalette="blue"><RouterLink to={action.to}>{action.label}</RouterLink></Button>
      </Stack>
    </AuthCard>
  );
}

const staffSignIn = { label: 'Sign in', to: AUTH_PATHS.signIn };
const dashboardSignIn = { label: 'Sign in', to: AUTH_PATHS.customerDashboardSignIn };

export const ActivationInvalidPage = () => (
  <StatusPage title="Invalid link" status="error" text="This activation link is invalid or the account is already active."
    action={{ label: 'Send a new activation e-mail', to: AUTH_PATHS.resend }} />
);
export const DashboardActivationInvalidPage = () => (
  <StatusPage title="Invalid link" status="error" text="Invalid token or user already activated."
    action={{ label: 'Send a new activation e-mail', to: AUTH_PATHS.dashboardResend }} />
);
export const DashboardExpiredLinkPage = () => (
  <StatusPage title="Link expired" status="warning" text="This activation link has expired. Ask for a new one below."
    action={{ label: 'Send a new activation e-mail', to: AUTH_PATHS.dashboardResend }} />
);
export const ActivationSuccessPage = () => (
  <StatusPage title="Account activated" status="success" text="Your account has been activated. You can sign in now." action={staffSignIn} />
);
export const DashboardActivationSuccessPage = () => (
  <StatusPage title="Account activated" status="success" text="Your dashboard account has been activated. You can sign in now." action={dashboardSignIn} />
);
export const DashboardSuccessExistingPage = () => (
  <StatusPage title="Already active" status="success" text="Your account is already active. Please sign in." action={dashboardSignIn} />
);
export const ResetInvalidPage = ({ dashboard = false }: { dashboard?: boolean }) => (
  <StatusPage title="Invalid link" status="error" text="This password-reset link is invalid or has expired."
    action={{ label: 'Ask for a new link', to: dashboard ? AUTH_PATHS.dashboardForgot : AUTH_PATHS.forgot }} />
);
export const ResetSuccessPage = ({ dashboard = false }: { dashboard?: boolean }) => (
  <StatusPage title="Password changed" status="success" text="Your password has been reset. You can sign in with your new password."
    action={dashboard ? dashboardSignIn : staffSignIn} />
);

export function Muted({ children }: { children: string }) {
  return <Text color="fg.muted" fontSize="sm">{children}</Text>;
}
