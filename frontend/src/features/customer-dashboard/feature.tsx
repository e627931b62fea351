// The customer dashboard's own pages (002 §2), in the dashboard frame: the index with its `tab` parameter, the
// stand-alone list routes that open the index on their tab, the user's settings and their agent's page. The
// tabs' pages belong to their features (src/features/<area>/dashboard-tab.tsx). Who opens them: the dashboard
// roles (corporate, branch manager, branch user, agent) and admin (002 §1 counts admin among the dashboard's
// users; 002 §6 "admin sees all"). Operations and sales do not: they have no customer of their own and open a
// customer's dashboard only as one of its users ("Log in as", 001 §2).
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { DASHBOARD_ROLES } from '../../constants.ts';
import { CUSTOMER_DASHBOARD_PATHS } from './paths.ts';
import { STAND_ALONE_TABS } from './standAlone.ts';
import { StandAloneRedirect } from './StandAloneRedirect.tsx';

/** Who opens the dashboard's pages. */
export const DASHBOARD_PAGE_ROLES: readonly string[] = [...DASHBOARD_ROLES, 'admin'];

const IndexPage = lazyPage(() => import('./IndexPage.tsx'), (m) => m.IndexPage);
const SettingsPage = lazyPage(() => import('./SettingsPage.tsx'), (m) => m.SettingsPage);
const AgentPage = lazyPage(() => import('./AgentPage.tsx'), (m) => m.AgentPage);

export const feature: Feature = {
  frame: 'dashboard',
  routes: [
    { path: CUSTOMER_DASHBOARD_PATHS.customerDashboard, roles: rolesOf('getCurrentDashboard', DASHBOARD_PAGE_ROLES), title: 'Dashboard', element: <IndexPage /> },
    ...STAND_ALONE_TABS.map(({ path, tab, title }) => ({
      path, roles: rolesOf('getCurrentDashboard', DASHBOARD_PAGE_ROLES), title, element: <StandAloneRedirect tab={tab} />,
    })),
    { path: CUSTOMER_DASHBOARD_PATHS.settings, roles: rolesOf('getMe', DASHBOARD_PAGE_ROLES), title: 'Settings', element: <SettingsPage /> },
    { path: CUSTOMER_DASHBOARD_PATHS.agent, roles: rolesOf('getAgent', DASHBOARD_PAGE_ROLES), title: 'Agent', element: <AgentPage /> },
  ],
};
