// The customer dashboard's frame (002 §1–2): its own layout under /customer-dashboard (the customer's theme,
// the index tabs the user's role opens, Order, Settings and the agent page, help, sign out) and its own
// sign-in: an anonymous user on one of its pages, or one whose session ends there (a 401), goes to the
// dashboard sign-in with the page as its url. The layout is a lazy chunk: staff never load it, and the
// dashboard loads only its own code (each tab's page is a chunk of its own too).
import { lazyPage, type FrameDefinition } from '../../app/feature.ts';
import { AUTH_PATHS } from '../../features/auth/paths.ts';
import { CUSTOMER_DASHBOARD_PATHS } from '../../features/customer-dashboard/paths.ts';

declare module '../../app/feature.ts' {
  interface FrameNames {
    dashboard: true;
  }
}

const DashboardLayout = lazyPage(() => import('./DashboardLayout.tsx'), (m) => m.DashboardLayout);

/** The dashboard sign-in for a page (002 §2 "/signin (optional url parameter)"); the index needs no url. */
export const dashboardSignInPath = (target: string): string =>
  target === CUSTOMER_DASHBOARD_PATHS.customerDashboard
    ? AUTH_PATHS.customerDashboardSignIn
    : `${AUTH_PATHS.customerDashboardSignIn}/${encodeURIComponent(target)}`;

export const frame: FrameDefinition = {
  name: 'dashboard',
  layout: DashboardLayout,
  signInPath: dashboardSignInPath,
};
