// Staff users (000 §2, §6: admin): the list, a user's page and its edit page.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { USER_PATHS } from './paths.ts';

const ADMIN = ['admin'];
const UsersListPage = lazyPage(() => import('./UsersListPage.tsx'), (m) => m.UsersListPage);
const UserViewPage = lazyPage(() => import('./UserViewPage.tsx'), (m) => m.UserViewPage);
const UserEditPage = lazyPage(() => import('./UserEditPage.tsx'), (m) => m.UserEditPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: USER_PATHS.adminUsers, roles: rolesOf('listUsers', ADMIN), title: 'Users', element: <UsersListPage /> },
    { path: `${USER_PATHS.adminUsers}/:userId`, roles: rolesOf('getUser', ADMIN), title: 'User', element: <UserViewPage /> },
    { path: `${USER_PATHS.adminUsers}/:userId/edit`, roles: rolesOf('updateUser', ADMIN), title: 'Edit User', element: <UserEditPage /> },
  ],
  menu: [{ place: 'top', order: 40, label: 'Users', to: USER_PATHS.adminUsers, roles: ADMIN }],
};
