// The staff users' pages (000 §2): the list, '/{userId}' and '/{userId}/edit'.
export const USER_PATHS = {
  adminUsers: '/admin/users',
} as const;
