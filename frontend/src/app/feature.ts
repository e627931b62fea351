// What a feature declares, once, in its src/features/<area>/feature.tsx: its routes (path, roles, title, the
// page, loaded lazily) and its menu entries. The app finds every feature.tsx itself (./features.ts); adding a
// feature touches no file outside its folder.
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteRoles } from '../lib/auth/roles.ts';

export interface AppRoute {
  path: string;
  roles: RouteRoles;
  title: string;
  /** The page: a lazyPage, so its code loads when the route is first shown (and only for a user it allows). */
  element: ReactNode;
  /** A guest-only page: where a signed-in user goes instead (002 §2: sign-up → the dashboard index). */
  signedIn?: string;
  /**
   * 'bare': the page is shown without the staff frame (no top menu, no page container), e.g. the payment page
   * another page embeds in a frame (003 §2). The route guard, page title and trailing-slash rule still apply.
   */
  frame?: 'staff' | 'bare';
}

/** Where a menu entry goes: a dropdown of the top menu (./menu.ts), the top menu itself, or the user menu. */
export type MenuPlace = 'customers' | 'campaign' | 'features' | 'top' | 'user';

export interface MenuEntry {
  place: MenuPlace;
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
  routes: AppRoute[];
  menu?: MenuEntry[];
}

/**
 * A page component loaded on first render (React.lazy over a dynamic import, so the bundler splits it into a
 * chunk of its own): `const SignInPage = lazyPage(() => import('./SignInPage.tsx'), (m) => m.SignInPage)`.
 */
export function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}
