// The dashboard frame's messages: the spec's quoted exactly (002 §8), the rest ours.
export const DASHBOARD_FRAME_MESSAGES = {
  /** 002 §8: the signed-in dashboard user has no agent. */
  noAgent: 'Failed to fetch your information, please contact us if this persists.',
  // Ours (the spec gives none for these):
  noTab: 'No part of this dashboard is open to your role yet. Please contact us if you need access.',
  noDashboard: 'There is no customer dashboard for this user: open a customer\'s dashboard as one of its users (Log in as).',
  helpTitle: 'Help',
} as const;
