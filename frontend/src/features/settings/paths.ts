// The admin's own settings and the settings of spec 001 with user management (001 §2); the users list links
// its create page, so the users feature imports these.
export const SETTINGS_PATHS = {
  userSettings: '/user/settings', // + optional '/{section}'
  settings: '/settings', // + '/{tabId}'
  settingsUsersTab: '/settings/users',
  settingsUsersCreate: '/settings/users/create',
  settingsUsersEditProfile: '/settings/users/edit-profile', // + '/{userId}'
  settingsUsersChangePicture: '/settings/users/change-profile-picture', // + '/{userId}'
  settingsUsersChangePassword: '/settings/users/change-password', // + '/{userId}'
} as const;
