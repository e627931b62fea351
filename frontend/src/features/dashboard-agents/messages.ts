// The agents tab's messages: the spec's quoted exactly (001 §4, §8), the rest ours.
export const AGENTS_TAB_MESSAGES = {
  /** 001 §4, §8: after a dashboard user is activated. */
  userActivated: 'user has been activated.',
  searchingAgents: 'Searching agents...',
  // Ours:
  empty: 'No agents found.',
  notSignedUp: 'Not signed up',
  signedUp: 'Signed up',
  active: 'Active',
  inactive: 'Inactive',
  openDashboard: 'Open dashboard',
  activate: 'Activate',
} as const;
