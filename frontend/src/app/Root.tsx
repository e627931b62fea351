// What every frame has, whatever its layout: trailing-slash removal and the error catalogue's handlers. The
// route table (./routes.tsx) puts each frame's layout (src/frames/<name>/) inside it.
import { Suspense, useEffect, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { setErrorCatalogueHandlers } from '../lib/api/clients.ts';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { TrailingSlash } from '../components/RouteGuard.tsx';
import { APP_PATHS } from '../constants.ts';
import { AUTH_PATHS } from '../features/auth/paths.ts';
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
          navigate(AUTH_PATHS.signIn, { replace: true });
        },
        forbidden() {
          navigate(APP_PATHS.forbidden, { replace: true });
        },
        dashboardSignIn(url) {
          navigate(`${AUTH_PATHS.customerDashboardSignIn}/${encodeURIComponent(url)}`, { replace: true });
        },
      }),
    [navigate, setUser],
  );
  return null;
}

/** A frame's layout with what every frame has; a lazily loaded layout shows a spinner until it arrives. */
export function FrameRoot({ layout: Layout }: { layout: ComponentType }) {
  return (
    <TrailingSlash>
      <ErrorCatalogueBridge />
      <Suspense fallback={<PageSpinner />}>
        <Layout />
      </Suspense>
    </TrailingSlash>
  );
}
