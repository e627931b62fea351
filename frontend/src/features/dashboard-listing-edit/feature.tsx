// The customer dashboard's listing create and edit screens (002 §2 /listings/create, /listing/{listingId}/edit):
// in the dashboard frame, for the dashboard roles the listing API allows (the operations' own roles, narrowed to
// the dashboard's and admin); the pages themselves follow the dashboard's enableCreateListingRoles control.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { DASHBOARD_ROLES } from '../../constants.ts';
import { CUSTOMER_DASHBOARD_PATHS } from '../customer-dashboard/paths.ts';

const ROLES = ['admin', ...DASHBOARD_ROLES];
const pages = () => import('./DashboardListingPages.tsx');
const DashboardListingCreatePage = lazyPage(pages, (m) => m.DashboardListingCreatePage);
const DashboardListingEditPage = lazyPage(pages, (m) => m.DashboardListingEditPage);

export const feature: Feature = {
  frame: 'dashboard',
  routes: [
    { path: CUSTOMER_DASHBOARD_PATHS.listingCreate, roles: rolesOf('createListing', ROLES), title: 'Create Listing', element: <DashboardListingCreatePage /> },
    { path: CUSTOMER_DASHBOARD_PATHS.listingEdit, roles: rolesOf('updateListing', ROLES), title: 'Edit Listing', element: <DashboardListingEditPage /> },
  ],
};
