// The customer dashboard's layout (002 §1–2): the customer's colours (themes: background, text, hover) in the
// header and navigation, the page below. Nobody signed in (sign-in, sign-up, activation, password pages): the
// dashboard's own look with the default colours and no navigation, as the customer is not known yet. The
// outside-link variant shows the colours only (./outsideLink.ts). A dashboard user without an agent sees 002 §8's
// message above the page.
import type { CSSProperties, ReactNode } from 'react';
import { Alert, Box, Button, Container, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink, Outlet } from 'react-router';
import { APP_NAME, APP_PATHS } from '../../constants.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { problemMessage } from '../../lib/api/problem.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { DashboardHeader } from './DashboardHeader.tsx';
import { DASHBOARD_FRAME_MESSAGES } from './messages.ts';
import { useOutsideLink } from './outsideLink.ts';
import { DEFAULT_THEME, themeOf, type DashboardTheme } from './theme.ts';
import { useDashboard } from './useDashboard.ts';

/** The theme as CSS variables on the frame, so a page can use the customer's colours too (var(--dashboard-…)). */
const themeVariables = (theme: DashboardTheme) => ({
  '--dashboard-background': theme.backgroundTheme,
  '--dashboard-text': theme.textTheme,
  '--dashboard-hover': theme.hoverTheme,
}) as CSSProperties;

function Shell({ theme, header, children }: { theme: DashboardTheme; header?: ReactNode; children: ReactNode }) {
  return (
    <Box minH="100vh" bg="bg.muted" style={themeVariables(theme)} data-testid="dashboard-frame" data-vertical={theme.vertical}
      borderTopWidth={header ? undefined : '6px'} borderTopColor={theme.backgroundTheme}>
      {header}
      <Container as="main" maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
        {children}
      </Container>
    </Box>
  );
}

/**
 * The header without a customer: the signed-out pages (the dashboard's look, no navigation), and a staff member
 * on a page staff share with the dashboard (bulk manage), who gets the way back to the back-office.
 */
function PlainHeader({ staff = false }: { staff?: boolean }) {
  return (
    <Box as="header" bg={DEFAULT_THEME.backgroundTheme} color={DEFAULT_THEME.textTheme} data-testid="dashboard-header">
      <Container maxW="7xl">
        <Flex h="14" align="center" gap="4">
          <Text fontWeight="bold" fontSize="lg" flex="1">Customer dashboard</Text>
          {staff && (
            <Button asChild size="sm" variant="ghost" color={DEFAULT_THEME.textTheme} _hover={{ bg: DEFAULT_THEME.hoverTheme }}>
              <RouterLink to={APP_PATHS.home} data-testid="dashboard-back-to-staff">Back to {APP_NAME}</RouterLink>
            </Button>
          )}
        </Flex>
      </Container>
    </Box>
  );
}

function SignedInLayout() {
  const { dashboard, error, isLoading, user } = useDashboard();
  const outside = useOutsideLink();
  const theme = themeOf(dashboard?.config.themes);
  const noAgent = user?.kind === 'dashboard' && !user.agentId;
  // 002 §8: the message where the user's information (their agent) would come from; the pages stay, as the
  // route guard's moves (e.g. a signed-in user on sign-up → the index) happen inside them.
  const body = (
    <>
      {noAgent && (
        <Alert.Root status="error" mb="4" data-testid="dashboard-no-agent"><Alert.Indicator /><Alert.Title>{DASHBOARD_FRAME_MESSAGES.noAgent}</Alert.Title></Alert.Root>
      )}
      {error && (
        <Alert.Root status="warning" mb="4" data-testid="dashboard-error">
          <Alert.Indicator /><Alert.Title>{problemMessage(error, DASHBOARD_FRAME_MESSAGES.noDashboard)}</Alert.Title>
        </Alert.Root>
      )}
      {isLoading && !dashboard ? <PageSpinner /> : <Outlet />}
    </>
  );
  if (outside) return <Shell theme={theme}>{body}</Shell>;
  return <Shell theme={theme} header={<DashboardHeader theme={theme} dashboard={dashboard} />}>{body}</Shell>;
}

export function DashboardLayout() {
  const { user } = useAuth();
  const outside = useOutsideLink();
  if (!user) return <Shell theme={DEFAULT_THEME} header={outside ? undefined : <PlainHeader />}><Outlet /></Shell>;
  if (user.kind === 'staff' && !user.customerId) return <Shell theme={DEFAULT_THEME} header={<PlainHeader staff />}><Outlet /></Shell>;
  return <SignedInLayout />;
}
