// The frame of every page: trailing-slash removal, the error catalogue's handlers, the top menu (a bare page:
// the same without the top menu).
import { useEffect } from 'react';
import { Box, Container } from '@chakra-ui/react';
import { Outlet, useNavigate } from 'react-router';
import { setErrorCatalogueHandlers } from '../lib/api/clients.ts';
import { TopMenu } from '../components/TopMenu.tsx';
import { TrailingSlash } from '../components/RouteGuard.tsx';
import { ROUTES } from '../constants.ts';
import { useAuth } from '../lib/auth/auth.tsx';
import { isRememberable, rememberCurrentLocation } from '../lib/auth/returnTo.ts';

/** Connects the error catalogue of the API client to the router and the signed-in user. */
export function ErrorCatalogueBridge() {
  const navigate = useNavigate();
  const { setUser } = useAuth();
  useEffect(
    () =>
      setErrorCatalogueHandlers({
        unauthorized() {
          setUser(null);
          if (!isRememberable(window.location.pathname)) return; // already in a sign-in flow
          rememberCurrentLocation();
          navigate(ROUTES.signIn, { replace: true });
        },
        forbidden() {
          navigate(ROUTES.forbidden, { replace: true });
        },
        dashboardSignIn(url) {
          navigate(`${ROUTES.customerDashboardSignIn}/${encodeURIComponent(url)}`, { replace: true });
        },
      }),
    [navigate, setUser],
  );
  return null;
}

/** The frame of a bare page (AppRoute.frame 'bare'): no top menu, no page container. */
export function BareLayout() {
  return (
    <TrailingSlash>
      <ErrorCatalogueBridge />
      <Box minH="100vh">
        <Outlet />
      </Box>
    </TrailingSlash>
  );
}

export function RootLayout() {
  return (
    <TrailingSlash>
      <ErrorCatalogueBridge />
      <Box minH="100vh" bg="bg.muted">
        <TopMenu />
        <Container as="main" maxW="7xl" py="8">
          <Outlet />
        </Container>
      </Box>
    </TrailingSlash>
  );
}
