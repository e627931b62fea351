// The route table: every frame's own pages (./frames.ts) and every feature's routes (./features.ts), each with
// its roles (000 §2, §6; 001 §2; 002 §2), grouped under the frame each shows in; an anonymous user goes to the
// sign-in of the route's frame (FrameDefinition.signInPath). Each page is a lazy chunk: the
// route guard decides first, then the page's code loads (a spinner meanwhile), so a user never downloads a page
// it may not open.
import { Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireRoles } from '../components/RouteGuard.tsx';
import { PageSpinner } from '../components/PageSpinner.tsx';
import { APP_PATHS } from '../constants.ts';
import type { AppRoute, FrameName } from './feature.ts';
import { FEATURES } from './features.ts';
import { DEFAULT_FRAME, FRAMES, frameNamed } from './frames.ts';
import { FrameRoot } from './Root.tsx';

export type { AppRoute } from './feature.ts';

/** Every route of the app, each with the frame it shows in. */
export const appRoutes: AppRoute[] = [
  ...[...FRAMES.values()].flatMap((frame) => (frame.routes ?? []).map((r) => ({ ...r, frame: r.frame ?? frame.name }))),
  ...FEATURES.flatMap((feature) => feature.routes.map((r) => ({ ...r, frame: r.frame ?? feature.frame }))),
];

const routeObject = (r: AppRoute): RouteObject => ({
  path: r.path,
  element: (
    <RequireRoles roles={r.roles} title={r.title} signedInTo={r.signedIn} signInPath={FRAMES.get(r.frame ?? DEFAULT_FRAME)?.signInPath}>
      <Suspense fallback={<PageSpinner />}>{r.element}</Suspense>
    </RequireRoles>
  ),
});

/** The routes of one frame (no catch-all). */
export const routeObjects = (routes: AppRoute[]): RouteObject[] => routes.map(routeObject);

/** Each frame with its routes (a route that names no frame is in the default one), and unknown paths to not-found. */
export function buildRouteTree(routes: AppRoute[] = appRoutes): RouteObject[] {
  const byFrame = new Map<FrameName, AppRoute[]>();
  for (const route of routes) {
    const name = route.frame ?? DEFAULT_FRAME;
    byFrame.set(name, [...(byFrame.get(name) ?? []), route]);
  }
  return [
    ...[...byFrame].map(([name, frameRoutes]): RouteObject => ({
      element: <FrameRoot layout={frameNamed(name).layout} signInPath={frameNamed(name).signInPath} />,
      children: routeObjects(frameRoutes),
    })),
    // Unknown paths go to not-found.
    { path: '*', element: <Navigate to={APP_PATHS.notFound} replace /> },
  ];
}
