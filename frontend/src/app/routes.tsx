// The route table: the frame's own pages (home, error pages) and every feature's routes (./features.ts), each
// with its roles (000 §2, §6; 001 §2; 002 §2). Each page is a lazy chunk: the route guard decides first, then
// the page's code loads (a spinner meanwhile), so a user never downloads a page it may not open.
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireRoles } from '../components/RouteGuard.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { GUEST, ROUTES } from '../constants.ts';
import { lazyPage, type AppRoute } from './feature.ts';
import { FEATURES } from './features.ts';
import { BareLayout, RootLayout } from './Root.tsx';

export type { AppRoute } from './feature.ts';

const HomePage = lazyPage(() => import('./HomePage.tsx'), (m) => m.HomePage);
const NotFoundPage = lazyPage(() => import('../components/ErrorPages.tsx'), (m) => m.NotFoundPage);
const BadRequestPage = lazyPage(() => import('../components/ErrorPages.tsx'), (m) => m.BadRequestPage);
const ForbiddenPage = lazyPage(() => import('../components/ErrorPages.tsx'), (m) => m.ForbiddenPage);

/** The frame's pages: home and the error pages. */
const frameRoutes: AppRoute[] = [
  { path: ROUTES.home, roles: 'signed-in', title: 'Home', element: <HomePage /> },
  { path: ROUTES.notFound, roles: GUEST, title: 'Not Found', element: <NotFoundPage /> },
  { path: ROUTES.badRequest, roles: GUEST, title: 'Bad Request', element: <BadRequestPage /> },
  { path: ROUTES.forbidden, roles: GUEST, title: 'Forbidden', element: <ForbiddenPage /> },
];

export const appRoutes: AppRoute[] = [...frameRoutes, ...FEATURES.flatMap((feature) => feature.routes)];

const routeObject = (r: AppRoute): RouteObject => ({
  path: r.path,
  element: (
    <RequireRoles roles={r.roles} title={r.title} signedInTo={r.signedIn}>
      <Suspense fallback={<PageSpinner />}>{r.element}</Suspense>
    </RequireRoles>
  ),
});

/** The routes of one frame (no catch-all). */
export const routeObjects = (routes: AppRoute[]): RouteObject[] => routes.map(routeObject);

export function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return [
    ...routeObjects(routes),
    // Unknown paths go to not-found.
    { path: '*', element: <Navigate to={ROUTES.notFound} replace /> },
  ];
}

/** The staff frame's routes (with the catch-all), and the bare pages' outside it (AppRoute.frame). */
export function buildRouteTree(routes: AppRoute[] = appRoutes): RouteObject[] {
  const bare = routes.filter((r) => r.frame === 'bare');
  const staff = routes.filter((r) => r.frame !== 'bare');
  return [
    ...(bare.length ? [{ element: <BareLayout />, children: routeObjects(bare) }] : []),
    { element: <RootLayout />, children: toRouteObjects(staff) },
  ];
}
