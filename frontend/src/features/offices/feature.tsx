// Offices (001 §2: user, admin, operations): the list, create and edit.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { ROUTES } from '../../constants.ts';

const OFFICE_ROLES = ['user', 'admin', 'operations'];
const pages = () => import('./OfficePages.tsx');
const OfficesListPage = lazyPage(pages, (m) => m.OfficesListPage);
const OfficeCreatePage = lazyPage(pages, (m) => m.OfficeCreatePage);
const OfficeEditPage = lazyPage(pages, (m) => m.OfficeEditPage);

export const feature: Feature = {
  routes: [
    { path: ROUTES.officesList, roles: rolesOf('listOffices', OFFICE_ROLES), title: 'Offices', element: <OfficesListPage /> },
    { path: ROUTES.officesCreate, roles: rolesOf('createOffice', OFFICE_ROLES), title: 'Create Office', element: <OfficeCreatePage /> },
    { path: `${ROUTES.offices}/:officeId/edit`, roles: rolesOf('updateOffice', OFFICE_ROLES), title: 'Edit Office', element: <OfficeEditPage /> },
  ],
  menu: [{ place: 'customers', order: 2, label: 'Offices', to: ROUTES.officesList, roles: OFFICE_ROLES }],
};
