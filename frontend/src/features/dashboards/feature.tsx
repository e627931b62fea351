// Dashboards and dashboard templates (001 §2 shows no restriction; the API allows admin, operations). Their
// Features entries (001 §2 names no roles for them, so the dropdown's) show to the roles the pages allow.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { DASHBOARD_PATHS } from './paths.ts';

const DASHBOARD_ROLES = ['admin', 'operations'];
const pages = () => import('./DashboardPages.tsx');
const DashboardsListPage = lazyPage(pages, (m) => m.DashboardsListPage);
const DashboardCreatePage = lazyPage(pages, (m) => m.DashboardCreatePage);
const DashboardEditPage = lazyPage(pages, (m) => m.DashboardEditPage);
const DashboardTemplatesListPage = lazyPage(pages, (m) => m.DashboardTemplatesListPage);
const DashboardTemplateCreatePage = lazyPage(pages, (m) => m.DashboardTemplateCreatePage);
const DashboardTemplateEditPage = lazyPage(pages, (m) => m.DashboardTemplateEditPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: DASHBOARD_PATHS.dashboardsList, roles: rolesOf('listDashboards', DASHBOARD_ROLES), title: 'Dashboards', element: <DashboardsListPage /> },
    { path: DASHBOARD_PATHS.dashboardsCreate, roles: rolesOf('createDashboard', DASHBOARD_ROLES), title: 'Create Dashboard', element: <DashboardCreatePage /> },
    { path: `${DASHBOARD_PATHS.dashboardsEdit}/:dashboardId`, roles: rolesOf('updateDashboard', DASHBOARD_ROLES), title: 'Edit Dashboard', element: <DashboardEditPage /> },
    { path: DASHBOARD_PATHS.dashboardTemplatesList, roles: rolesOf('listDashboardTemplates', DASHBOARD_ROLES), title: 'Dashboard Templates', element: <DashboardTemplatesListPage /> },
    { path: DASHBOARD_PATHS.dashboardTemplatesCreate, roles: rolesOf('createDashboardTemplate', DASHBOARD_ROLES), title: 'Create Dashboard Template', element: <DashboardTemplateCreatePage /> },
    { path: `${DASHBOARD_PATHS.dashboardTemplatesEdit}/:templateId`, roles: rolesOf('updateDashboardTemplate', DASHBOARD_ROLES), title: 'Edit Dashboard Template', element: <DashboardTemplateEditPage /> },
  ],
  menu: [
    { place: 'features', order: 2, label: 'Dashboard Templates', to: DASHBOARD_PATHS.dashboardTemplatesList, roles: DASHBOARD_ROLES },
    { place: 'features', order: 3, label: 'Dashboard Settings', to: DASHBOARD_PATHS.dashboardsList, roles: DASHBOARD_ROLES },
  ],
};
