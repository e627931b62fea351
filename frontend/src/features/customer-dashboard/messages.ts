// The customer dashboard's own pages' messages (index, settings, agent page): the spec gives none of these, so
// all are ours.
export const CUSTOMER_DASHBOARD_MESSAGES = {
  // Ours:
  usernameRequired: 'Please enter a username.',
  noAgentImage: 'No photo yet.',
  agentReadOnly: 'Your office keeps these details; ask them to change anything that is out of date.',
} as const;
