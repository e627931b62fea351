// What a feature and a frame declare, once each. A feature (src/features/<area>/feature.tsx) declares its routes
// (path, roles, title, the page, loaded lazily), the frame they show in and its menu entries with the menu place
// each goes in. A frame (src/frames/<name>/frame.tsx) declares its layout and its own pages; its menu places
// (src/frames/<name>/menus.ts) are the menus and dropdowns features put entries in. The app finds every
// feature and frame itself (./features.ts, ./frames.ts, ./menu.ts): adding one touches no file outside its folder.
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteRoles } from '../lib/auth/roles.ts';

/**
 * The names of the frames. Empty here on purpose: each frame's module adds its name by declaration merging
 * (`declare module '../../app/feature.ts' { interface FrameNames { staff: true } }`), so the compiler checks a
 * route's frame while the set of frames stays open.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FrameNames {}
export type FrameName = keyof FrameNames & string;

/** The names of the menu places, added by each frame's menus.ts the same way as FrameNames. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MenuPlaceNames {}
export type MenuPlaceName = keyof MenuPlaceNames & string;

export interface AppRoute {
  path: string;
  roles: RouteRoles;
  title: string;
  /** The page: a lazyPage, so its code loads when the route is first shown (and only for a user it allows). */
  element: ReactNode;
  /** A guest-only page: where a signed-in user goes instead (002 §2: sign-up → the dashboard index). */
  signedIn?: string;
  /**
   * The frame the page shows in, when not its feature's. The route guard, page title and trailing-slash rule
   * apply in every frame.
   */
  frame?: FrameName;
}

export interface MenuEntry {
  /** The menu or dropdown it shows in: one of the places a frame declares. */
  place: MenuPlaceName;
  /** Its position among the entries of its place (lower first). */
  order: number;
  label: string;
  to: string;
  /** Who sees it; '*' means everyone; the default is user and admin (000 §2). */
  roles?: readonly string[] | '*';
  /** Per-role targets, e.g. operations' Settings opens the users tab. */
  toByRole?: Record<string, string>;
}

export interface Feature {
  /** The frame its routes show in (a route may name another). */
  frame: FrameName;
  routes: AppRoute[];
  menu?: MenuEntry[];
}

export interface FrameDefinition {
  name: FrameName;
  /**
   * What surrounds the frame's pages (header, menus, page container); it renders them in an <Outlet />. A frame
   * not needed at the first load gives a lazyPage here, so its code loads with its first page.
   */
  layout: ComponentType;
  /** The frame's own pages, e.g. home and the error pages. */
  routes?: AppRoute[];
  /** Routes that name no frame show in this one; exactly one frame says so. */
  isDefault?: boolean;
  /**
   * Where an anonymous user on one of the frame's pages signs in, given that page (path, query and hash): the
   * route guard and a 401 from the API send them there (the customer dashboard has its own sign-in, 002 §2).
   * The page is also remembered (lib/auth/returnTo.ts) whatever this answers. Without it: the staff sign-in.
   */
  signInPath?: (target: string) => string;
}

/**
 * A menu place: a menu the frame's layout shows itself (the staff top bar, the account menu), or a dropdown in
 * another place, with its label, position and roles. Its entries come from the features.
 */
export interface MenuPlaceDefinition {
  dropdown?: { in: MenuPlaceName; order: number; label: string; roles: readonly string[] };
}

/**
 * A page component loaded on first render (React.lazy over a dynamic import, so the bundler splits it into a
 * chunk of its own): `const SignInPage = lazyPage(() => import('./SignInPage.tsx'), (m) => m.SignInPage)`.
 */
export function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}
