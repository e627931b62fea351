// The route check of spec 000 §4: allowed → the page; no user → remember the target and go to the sign-in of the
// page's frame (staff sign-in unless the frame names its own, e.g. the customer dashboard's, 002 §2);
// a user without any of the roles → /forbidden, except on the return after sign-in, which goes home (the page
// was remembered before the user was known: no one chose to open a page they may not). Also sets the page title ('AdOps | <title>').
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/auth.tsx';
import { decide, type RouteRoles } from '../lib/auth/roles.ts';
import { isAfterSignIn, rememberTarget } from '../lib/auth/returnTo.ts';
import { APP_PATHS, pageTitle } from '../constants.ts';
import { AUTH_PATHS } from '../features/auth/paths.ts';
import { PageSpinner } from './PageSpinner.tsx';

export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** Where an anonymous user signs in, given the page they wanted: the staff sign-in unless a frame says otherwise. */
export type SignInPath = (target: string) => string;
export const staffSignIn: SignInPath = () => AUTH_PATHS.signIn;

/** Remembers the page an anonymous user wanted and answers where they sign in (the same rule for a 401, ../app/Root.tsx). */
export function signInFor(target: string, signInPath: SignInPath = staffSignIn): string {
  rememberTarget(target);
  return signInPath(target);
}

export function RequireRoles({ roles, title, signedInTo, signInPath, children }: {
  roles: RouteRoles; title?: string; signedInTo?: string; signInPath?: SignInPath; children: ReactNode;
}) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const elsewhere = !loading && user && signedInTo ? signedInTo : undefined;
  const decision = loading ? 'loading' : elsewhere ? 'elsewhere' : decide(roles, user);
  usePageTitle(decision === 'allow' ? title : undefined);
  if (decision === 'loading') return <PageSpinner />;
  if (decision === 'sign-in') {
    return <Navigate to={signInFor(`${location.pathname}${location.search}${location.hash}`, signInPath)} replace />;
  }
  if (decision === 'forbidden') return <Navigate to={isAfterSignIn(location.state) ? APP_PATHS.home : APP_PATHS.forbidden} replace />;
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  return <>{children}</>;
}

/** A trailing slash is removed (000 §2). */
export function TrailingSlash({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return <Navigate to={`${pathname.replace(/\/+$/, '') || '/'}${search}${hash}`} replace />;
  }
  return <>{children}</>;
}
