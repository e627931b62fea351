// The signed-in staff user's own settings (/user/settings: profile, password, linked accounts, picture) and
// the settings of spec 001 with user management (admin, operations). Spec 000 gives the own settings to admin
// only; every staff role has them here, since the API lets every signed-in user change their own password and
// picture and nobody else does it for them.
import { Navigate } from 'react-router';
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { STAFF_ROLES } from '../../constants.ts';
import { SETTINGS_PATHS } from './paths.ts';

const STAFF = [...STAFF_ROLES];
const ADMIN_OPS = ['admin', 'operations'];
const UserSettingsPage = lazyPage(() => import('./UserSettingsPage.tsx'), (m) => m.UserSettingsPage);
const SettingsPage = lazyPage(() => import('./SettingsPage.tsx'), (m) => m.SettingsPage);
const management = () => import('./UserManagementPages.tsx');
const CreateUserPage = lazyPage(management, (m) => m.CreateUserPage);
const EditProfilePage = lazyPage(management, (m) => m.EditProfilePage);
const ChangeUserPicturePage = lazyPage(management, (m) => m.ChangeUserPicturePage);
const ChangeUserPasswordPage = lazyPage(management, (m) => m.ChangeUserPasswordPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    // The user's own settings (every staff role)
    { path: SETTINGS_PATHS.userSettings, roles: rolesOf('getMe', STAFF), title: 'Settings', element: <UserSettingsPage /> },
    { path: `${SETTINGS_PATHS.userSettings}/:section`, roles: rolesOf('getMe', STAFF), title: 'Settings', element: <UserSettingsPage /> },
    // Settings (admin, operations) and user management (spec 001)
    { path: SETTINGS_PATHS.settings, roles: rolesOf('listUsers', ADMIN_OPS), title: 'Settings', element: <Navigate to={SETTINGS_PATHS.settingsUsersTab} replace /> },
    { path: `${SETTINGS_PATHS.settings}/:tabId`, roles: rolesOf('listUsers', ADMIN_OPS), title: 'Settings', element: <SettingsPage /> },
    { path: SETTINGS_PATHS.settingsUsersCreate, roles: rolesOf('createUser', ADMIN_OPS), title: 'Create User', element: <CreateUserPage /> },
    { path: `${SETTINGS_PATHS.settingsUsersEditProfile}/:userId`, roles: rolesOf('updateUser', ADMIN_OPS), title: 'Edit Profile', element: <EditProfilePage /> },
    { path: `${SETTINGS_PATHS.settingsUsersChangePicture}/:userId`, roles: rolesOf('setUserPicture', ADMIN_OPS), title: 'Change Profile Picture', element: <ChangeUserPicturePage /> },
    { path: `${SETTINGS_PATHS.settingsUsersChangePassword}/:userId`, roles: rolesOf('setUserPassword', ADMIN_OPS), title: 'Change Password', element: <ChangeUserPasswordPage /> },
  ],
  menu: [
    { place: 'top', order: 50, label: 'Settings', to: SETTINGS_PATHS.settingsUsersTab, roles: ADMIN_OPS, toByRole: { operations: SETTINGS_PATHS.settingsUsersTab } },
    { place: 'user', order: 1, label: 'Profile', to: `${SETTINGS_PATHS.userSettings}/profile`, roles: STAFF },
    { place: 'user', order: 2, label: 'Password', to: `${SETTINGS_PATHS.userSettings}/password`, roles: STAFF },
    { place: 'user', order: 3, label: 'Linked accounts', to: `${SETTINGS_PATHS.userSettings}/accounts`, roles: STAFF },
    { place: 'user', order: 4, label: 'Picture', to: `${SETTINGS_PATHS.userSettings}/picture`, roles: STAFF },
  ],
};
