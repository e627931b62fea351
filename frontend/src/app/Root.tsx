// What every frame has, whatever its layout: trailing-slash removal, the error catalogue's handlers and the guard
// that asks before a page with unsaved changes is left (lib/forms/unsavedChanges.tsx). The
// route table (./routes.tsx) puts each frame's layout (src/frames/<name>/) inside it.
import { Suspense, useEffect, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { setErrorCatalogueHandlers } from '../lib/api/clients.ts';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { signInFor, TrailingSlash, type SignInPath } from '../components/RouteGuard.tsx';
import { APP_PATHS } from '../constants.ts';
import { AUTH_PATHS } from '../features/auth/paths.ts';
import { useAuth } from '../lib/auth/auth.tsx';
import { isRememberable } from '../lib/auth/returnTo.ts';
import { leaveWithoutAsking, UnsavedChangesGuard } from '../lib/forms/unsavedChanges.tsx';

// The catalogue's moves are not the user's choice to leave, and staying cannot help (signed out, forbidden):
// they never ask about unsaved changes.
const away = { replace: true, state: leaveWithoutAsking() } as const;

/**
 * Connects the error catalogue of the API client to the router and the signed-in user. A 401 sends the user to
 * the sign-in of the frame they are in (as the route guard does), remembering the page.
 */
export function ErrorCatalogueBridge({ signInPath }: { signInPath?: SignInPath }) {
  const navigate = useNavigate();
  const { setUser } = useAuth();
  useEffect(
    () =>
      setErrorCatalogueHandlers({
        unauthorized() {
          setUser(null);
          if (!isRememberable(window.location.pathname)) return; // already in a sign-in flow
          navigate(signInFor(`${window.location.pathname}${window.location.search}${window.location.hash}`, signInPath), away);
        },
        forbidden() {
          navigate(APP_PATHS.forbidden, away);
        },
        dashboardSignIn(url) {
          navigate(`${AUTH_PATHS.customerDashboardSignIn}/${encodeURIComponent(url)}`, away);
        },
      }),
    [navigate, setUser, signInPath],
  );
  return null;
}

/** A frame's layout with what every frame has; a lazily loaded layout shows a spinner until it arrives. */
export function FrameRoot({ layout: Layout, signInPath }: { layout: ComponentType; signInPath?: SignInPath }) {
  return (
    <TrailingSlash>
      <ErrorCatalogueBridge signInPath={signInPath} />
      <UnsavedChangesGuard>
        <Suspense fallback={<PageSpinner />}>
          <Layout />
        </Suspense>
      </UnsavedChangesGuard>
    </TrailingSlash>
  );
}
