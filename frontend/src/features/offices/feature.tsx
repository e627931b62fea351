// Offices (001 §2: user, admin, operations): the list, create and edit.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { OFFICE_PATHS } from './paths.ts';

const OFFICE_ROLES = ['user', 'admin', 'operations'];
const pages = () => import('./OfficePages.tsx');
const OfficesListPage = lazyPage(pages, (m) => m.OfficesListPage);
const OfficeCreatePage = lazyPage(pages, (m) => m.OfficeCreatePage);
const OfficeEditPage = lazyPage(pages, (m) => m.OfficeEditPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: OFFICE_PATHS.officesList, roles: rolesOf('listOffices', OFFICE_ROLES), title: 'Offices', element: <OfficesListPage /> },
    { path: OFFICE_PATHS.officesCreate, roles: rolesOf('createOffice', OFFICE_ROLES), title: 'Create Office', element: <OfficeCreatePage /> },
    { path: `${OFFICE_PATHS.offices}/:officeId/edit`, roles: rolesOf('updateOffice', OFFICE_ROLES), title: 'Edit Office', element: <OfficeEditPage /> },
  ],
  menu: [{ place: 'customers', order: 2, label: 'Offices', to: OFFICE_PATHS.officesList, roles: OFFICE_ROLES }],
};
