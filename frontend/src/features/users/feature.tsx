// Staff users (000 §2, §6: admin): the list, a user's page and its edit page.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { ROUTES } from '../../constants.ts';

const ADMIN = ['admin'];
const UsersListPage = lazyPage(() => import('./UsersListPage.tsx'), (m) => m.UsersListPage);
const UserViewPage = lazyPage(() => import('./UserViewPage.tsx'), (m) => m.UserViewPage);
const UserEditPage = lazyPage(() => import('./UserEditPage.tsx'), (m) => m.UserEditPage);

export const feature: Feature = {
  routes: [
    { path: ROUTES.adminUsers, roles: rolesOf('listUsers', ADMIN), title: 'Users', element: <UsersListPage /> },
    { path: `${ROUTES.adminUsers}/:userId`, roles: rolesOf('getUser', ADMIN), title: 'User', element: <UserViewPage /> },
    { path: `${ROUTES.adminUsers}/:userId/edit`, roles: rolesOf('updateUser', ADMIN), title: 'Edit User', element: <UserEditPage /> },
  ],
  menu: [{ place: 'top', order: 40, label: 'Users', to: ROUTES.adminUsers, roles: ADMIN }],
};
