// Dashboards and dashboard templates (001 §2 shows no restriction; the API allows admin, operations).
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { ROUTES } from '../../constants.ts';

const pages = () => import('./DashboardPages.tsx');
const DashboardsListPage = lazyPage(pages, (m) => m.DashboardsListPage);
const DashboardCreatePage = lazyPage(pages, (m) => m.DashboardCreatePage);
const DashboardEditPage = lazyPage(pages, (m) => m.DashboardEditPage);
const DashboardTemplatesListPage = lazyPage(pages, (m) => m.DashboardTemplatesListPage);
const DashboardTemplateCreatePage = lazyPage(pages, (m) => m.DashboardTemplateCreatePage);
const DashboardTemplateEditPage = lazyPage(pages, (m) => m.DashboardTemplateEditPage);

export const feature: Feature = {
  routes: [
    { path: ROUTES.dashboardsList, roles: rolesOf('listDashboards'), title: 'Dashboards', element: <DashboardsListPage /> },
    { path: ROUTES.dashboardsCreate, roles: rolesOf('createDashboard'), title: 'Create Dashboard', element: <DashboardCreatePage /> },
    { path: `${ROUTES.dashboardsEdit}/:dashboardId`, roles: rolesOf('updateDashboard'), title: 'Edit Dashboard', element: <DashboardEditPage /> },
    { path: ROUTES.dashboardTemplatesList, roles: rolesOf('listDashboardTemplates'), title: 'Dashboard Templates', element: <DashboardTemplatesListPage /> },
    { path: ROUTES.dashboardTemplatesCreate, roles: rolesOf('createDashboardTemplate'), title: 'Create Dashboard Template', element: <DashboardTemplateCreatePage /> },
    { path: `${ROUTES.dashboardTemplatesEdit}/:templateId`, roles: rolesOf('updateDashboardTemplate'), title: 'Edit Dashboard Template', element: <DashboardTemplateEditPage /> },
  ],
  // Default roles (user, admin), as the spec's menu gives them.
  menu: [
    { place: 'features', order: 2, label: 'Dashboard Templates', to: ROUTES.dashboardTemplatesList },
    { place: 'features', order: 3, label: 'Dashboard Settings', to: ROUTES.dashboardsList },
  ],
};
