// The customer dashboard's resource create and edit screens (003 §2 customer-dashboard.createResource and
// .editResource): in the dashboard frame, for the dashboard roles the resource API allows (narrowed to the
// dashboard's and admin); the create page itself follows the dashboard's enableCreateResourceRoles control.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { DASHBOARD_ROLES } from '../../constants.ts';
import { RESOURCE_PATHS } from './paths.ts';

const ROLES = ['admin', ...DASHBOARD_ROLES];
const pages = () => import('./ResourcePages.tsx');
const ResourceCreatePage = lazyPage(pages, (m) => m.ResourceCreatePage);
const ResourceEditPage = lazyPage(pages, (m) => m.ResourceEditPage);

export const feature: Feature = {
  frame: 'dashboard',
  routes: [
    { path: RESOURCE_PATHS.createResource, roles: rolesOf('createResource', ROLES), title: 'Create Resource', element: <ResourceCreatePage /> },
    { path: RESOURCE_PATHS.editResource, roles: rolesOf('updateResource', ROLES), title: 'Edit Resource', element: <ResourceEditPage /> },
  ],
};
