// The dashboard's header (002 §1–2, §6): the customer's logo and name; the index tabs the user's role opens
// (./visibleTabs.ts); Order only when the dashboard has products (002 §6 "Order creation is offered only if the
// dashboard has products": the order API's product list for this user is not empty); Settings, the agent page
// (named with the dashboard's contact label), help unless controls.enableHelp is false, and sign out. In the
// customer's background, text and hover colours. On a narrow screen (a phone) the navigation is a drawer
// behind a menu button.
import { useState } from 'react';
import { Box, Button, CloseButton, Container, Drawer, Flex, HStack, IconButton, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { LuCircleHelp, LuLogOut, LuMenu } from 'react-icons/lu';
import { NavLink, useLocation, useSearchParams } from 'react-router';
import type { CurrentDashboard } from '../../lib/api/generated/customer.ts';
import { useListProducts } from '../../lib/api/generated/order.ts';
import { listQuery } from '../../lib/api/lists.ts';
import { logoUrl } from '../../lib/api/urls.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayCall } from '../../lib/auth/roles.ts';
import { AUTH_PATHS } from '../../features/auth/paths.ts';
import { CUSTOMER_DASHBOARD_PATHS, dashboardTabPath } from '../../features/customer-dashboard/paths.ts';
import { tabLabel, tabNamed } from './dashboardTab.ts';
import { HelpDrawer } from './HelpDrawer.tsx';
import type { DashboardTheme } from './theme.ts';
import { useVisibleTabs } from './visibleTabs.ts';

/** Below this breakpoint the navigation is a drawer. */
const WIDE = 'lg';

interface NavEntry {
  label: string;
  to: string;
  active: boolean;
  testId: string;
}

/** Whether the dashboard has products to order: the order API's product list for the signed-in user. */
function useHasProducts(roles: readonly string[] | undefined): boolean {
  const may = mayCall('listProducts', roles);
  const { data } = useListProducts(may ? { params: { query: listQuery('listProducts', { page: 1 }) } } : null);
  return !!data && data.count > 0;
}

function useNavEntries(theme: DashboardTheme): NavEntry[] {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const tabs = useVisibleTabs();
  const hasProducts = useHasProducts(user?.roles);
  const onIndex = pathname === CUSTOMER_DASHBOARD_PATHS.customerDashboard;
  const current = tabNamed(params.get('tab'))?.code ?? tabs[0]?.code;
  const entries: NavEntry[] = tabs.map((tab) => ({
    label: tabLabel(tab, theme.vertical), to: dashboardTabPath(tab.code), active: onIndex && current === tab.code, testId: `dashboard-tab-${tab.code}`,
  }));
  if (hasProducts) entries.push({ label: 'Order', to: CUSTOMER_DASHBOARD_PATHS.order, active: pathname.startsWith(CUSTOMER_DASHBOARD_PATHS.order), testId: 'dashboard-nav-order' });
  entries.push(
    { label: 'Settings', to: CUSTOMER_DASHBOARD_PATHS.settings, active: pathname === CUSTOMER_DASHBOARD_PATHS.settings, testId: 'dashboard-nav-settings' },
    { label: theme.contactLabel, to: CUSTOMER_DASHBOARD_PATHS.agent, active: pathname === CUSTOMER_DASHBOARD_PATHS.agent, testId: 'dashboard-nav-agent' },
  );
  return entries;
}

/** Signs out and reloads on the dashboard sign-in: nothing of this user's dashboard stays in memory. */
function useDashboardSignOut() {
  const { signOut } = useAuth();
  return async () => {
    const url = await signOut();
    window.location.assign(/^https?:\/\//.test(url) ? url : AUTH_PATHS.customerDashboardSignIn);
  };
}

export function DashboardHeader({ theme, dashboard }: { theme: DashboardTheme; dashboard: CurrentDashboard | undefined }) {
  const entries = useNavEntries(theme);
  const helpEnabled = dashboard ? dashboard.config.controls.enableHelp !== false : false;
  const signOut = useDashboardSignOut();
  const [drawer, setDrawer] = useState(false);
  const [help, setHelp] = useState(false);
  const customer = dashboard?.customer;
  const colours = { color: theme.textTheme, _hover: { bg: theme.hoverTheme } } as const;
  const entryButton = (e: NavEntry, block = false) => (
    <Button key={e.to} asChild variant="ghost" size="sm" {...colours} bg={e.active ? theme.hoverTheme : undefined}
      fontWeight={e.active ? 'bold' : 'medium'} justifyContent={block ? 'flex-start' : undefined} w={block ? 'full' : undefined}>
      <NavLink to={e.to} data-testid={e.testId} aria-current={e.active ? 'page' : undefined} onClick={() => setDrawer(false)}>{e.label}</NavLink>
    </Button>
  );
  const openHelp = () => { setDrawer(false); setHelp(true); };
  // In the bar Help and Sign out are icons (named for screen readers and on hover), so every tab of a full
  // dashboard fits one row; in the drawer they are written out.
  const helpButton = (block = false) => helpEnabled && (block
    ? <Button variant="ghost" size="sm" {...colours} w="full" justifyContent="flex-start" data-testid="dashboard-help" onClick={openHelp}>Help</Button>
    : <IconButton aria-label="Help" title="Help" variant="ghost" size="sm" {...colours} data-testid="dashboard-help" onClick={openHelp}><LuCircleHelp /></IconButton>);
  const signOutButton = (block = false) => (block
    ? <Button variant="ghost" size="sm" {...colours} w="full" justifyContent="flex-start" data-testid="dashboard-sign-out" onClick={() => void signOut()}>Sign out</Button>
    : <IconButton aria-label="Sign out" title="Sign out" variant="ghost" size="sm" {...colours} data-testid="dashboard-sign-out" onClick={() => void signOut()}><LuLogOut /></IconButton>);

  return (
    <Box as="header" bg={theme.backgroundTheme} color={theme.textTheme} position="sticky" top="0" zIndex="docked" data-testid="dashboard-header">
      <Container maxW="7xl">
        <Flex minH="14" align="center" gap={{ base: '2', [WIDE]: '4' }} py="2">
          <IconButton aria-label="Open the menu" variant="ghost" size="sm" {...colours} display={{ base: 'inline-flex', [WIDE]: 'none' }}
            onClick={() => setDrawer(true)}><LuMenu /></IconButton>
          <HStack gap="3" minW="0" data-testid="dashboard-customer">
            {customer?.hasLogo && <Image src={logoUrl(customer.id)} alt={`${customer.name} logo`} maxH={{ base: '8', md: '10' }} maxW={{ base: '16', md: '40' }} objectFit="contain" />}
            <Text fontWeight="bold" fontSize="lg" truncate>{customer?.name ?? 'Customer dashboard'}</Text>
          </HStack>
          <HStack as="nav" aria-label="Dashboard" gap="0.5" flex="1" wrap="wrap" display={{ base: 'none', [WIDE]: 'flex' }}>
            {entries.map((e) => entryButton(e))}
            <Box flex="1" />
            {helpButton()}
            {signOutButton()}
          </HStack>
        </Flex>
      </Container>
      <Drawer.Root open={drawer} onOpenChange={(e) => setDrawer(e.open)} placement="start" size="xs" lazyMount unmountOnExit>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content bg={theme.backgroundTheme} color={theme.textTheme}>
              <Drawer.Header><Drawer.Title>{customer?.name ?? 'Customer dashboard'}</Drawer.Title></Drawer.Header>
              <Drawer.Body>
                <Stack as="nav" aria-label="Dashboard menu" gap="1">
                  {entries.map((e) => entryButton(e, true))}
                  {helpButton(true)}
                  {signOutButton(true)}
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild><CloseButton size="sm" aria-label="Close the menu" color={theme.textTheme} /></Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      {helpEnabled && <HelpDrawer open={help} onClose={() => setHelp(false)} contactLabel={theme.contactLabel} />}
    </Box>
  );
}
