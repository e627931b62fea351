// The staff user screens' messages and labels (ours).
export const USER_MESSAGES = {
  rolesRequired: 'Choose at least one role.',
  pendingApproval: 'This account signed itself up and is pending approval: it reaches nothing until it has a role. '
    + 'Granting a role approves it; its current session ends, so the roles apply from its next sign-in.',
  popupBlocked: 'The browser blocked the new tab: allow pop-ups for this site and try again.',
} as const;

/** Labels of staff approval (ours). */
export const USER_LABELS = {
  /** A staff account that signed itself up and has no role yet (identity: listUsers?pending=true). */
  pendingApproval: 'Pending approval',
  allUsers: 'All users',
  noPendingUsers: 'No users are pending approval.',
  filterUsers: 'Filter users',
  approveAndSave: 'Approve and save',
  /** The users list's filter of dashboard users (identity: listUsers?kind=dashboard). */
  dashboardUsers: 'Dashboard users',
  noDashboardUsers: 'No dashboard users found.',
  /** Opens the customer dashboard as a dashboard user in a new tab (001 §4). */
  logInAs: 'Log in as',
} as const;
