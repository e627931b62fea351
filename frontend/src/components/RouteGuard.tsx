// The route check of spec 000 §4: allowed → the page; no user → remember the target and go to sign-in;
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

export function RequireRoles({ roles, title, signedInTo, children }: {
  roles: RouteRoles; title?: string; signedInTo?: string; children: ReactNode;
}) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const elsewhere = !loading && user && signedInTo ? signedInTo : undefined;
  const decision = loading ? 'loading' : elsewhere ? 'elsewhere' : decide(roles, user);
  usePageTitle(decision === 'allow' ? title : undefined);
  if (decision === 'loading') return <PageSpinner />;
  if (decision === 'sign-in') {
    rememberTarget(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={AUTH_PATHS.signIn} replace />;
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
