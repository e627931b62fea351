// The signed-in admin's own settings (/user/settings) and the settings of spec 001 with user management
// (admin, operations).
import { Navigate } from 'react-router';
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { ROUTES } from '../../constants.ts';

const ADMIN = ['admin'];
const ADMIN_OPS = ['admin', 'operations'];
const UserSettingsPage = lazyPage(() => import('./UserSettingsPage.tsx'), (m) => m.UserSettingsPage);
const SettingsPage = lazyPage(() => import('./SettingsPage.tsx'), (m) => m.SettingsPage);
const management = () => import('./UserManagementPages.tsx');
const CreateUserPage = lazyPage(management, (m) => m.CreateUserPage);
const EditProfilePage = lazyPage(management, (m) => m.EditProfilePage);
const ChangeUserPicturePage = lazyPage(management, (m) => m.ChangeUserPicturePage);
const ChangeUserPasswordPage = lazyPage(management, (m) => m.ChangeUserPasswordPage);

export const feature: Feature = {
  routes: [
    // User settings (role admin)
    { path: ROUTES.userSettings, roles: rolesOf('getMe', ADMIN), title: 'Settings', element: <UserSettingsPage /> },
    { path: `${ROUTES.userSettings}/:section`, roles: rolesOf('getMe', ADMIN), title: 'Settings', element: <UserSettingsPage /> },
    // Settings (admin, operations) and user management (spec 001)
    { path: ROUTES.settings, roles: rolesOf('listUsers', ADMIN_OPS), title: 'Settings', element: <Navigate to={ROUTES.settingsUsersTab} replace /> },
    { path: `${ROUTES.settings}/:tabId`, roles: rolesOf('listUsers', ADMIN_OPS), title: 'Settings', element: <SettingsPage /> },
    { path: ROUTES.settingsUsersCreate, roles: rolesOf('createUser', ADMIN_OPS), title: 'Create User', element: <CreateUserPage /> },
    { path: `${ROUTES.settingsUsersEditProfile}/:userId`, roles: rolesOf('updateUser', ADMIN_OPS), title: 'Edit Profile', element: <EditProfilePage /> },
    { path: `${ROUTES.settingsUsersChangePicture}/:userId`, roles: rolesOf('setUserPicture', ADMIN_OPS), title: 'Change Profile Picture', element: <ChangeUserPicturePage /> },
    { path: `${ROUTES.settingsUsersChangePassword}/:userId`, roles: rolesOf('setUserPassword', ADMIN_OPS), title: 'Change Password', element: <ChangeUserPasswordPage /> },
  ],
  menu: [
    { place: 'top', order: 50, label: 'Settings', to: ROUTES.settingsUsersTab, roles: ADMIN_OPS, toByRole: { operations: ROUTES.settingsUsersTab } },
    { place: 'user', order: 1, label: 'Profile', to: `${ROUTES.userSettings}/profile`, roles: ADMIN },
    { place: 'user', order: 2, label: 'Password', to: `${ROUTES.userSettings}/password`, roles: ADMIN },
    { place: 'user', order: 3, label: 'Linked accounts', to: `${ROUTES.userSettings}/accounts`, roles: ADMIN },
    { place: 'user', order: 4, label: 'Picture', to: `${ROUTES.userSettings}/picture`, roles: ADMIN },
  ],
};
