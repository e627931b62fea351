// The agent screens' messages and labels: the spec's quoted exactly (000 §8), the rest ours.
export const AGENT_MESSAGES = {
  searchingAgents: 'Searching agents...',
  // Ours:
  fullNameRequired: 'Please enter the full name.',
  phoneRequired: 'Please enter the phone number or remove it.',
  noDashboardUser: 'This agent has no dashboard user yet.',
  invitationLink: (agent: string) => `Send this link to ${agent}. It signs up one dashboard user for this agent and can be used once.`,
  invitationExpires: (when: string) => `The link expires on ${when}.`,
  invitationEmailed: (agent: string, email: string) => `The link was e-mailed to ${agent} at ${email}; you may also pass it on yourself. It signs up one dashboard user for this agent and can be used once.`,
} as const;

/** Labels of dashboard invitations (ours). */
export const AGENT_LABELS = {
  inviteToDashboard: 'Invite to the dashboard',
  invitationTitle: 'Dashboard invitation',
  copyInvitationLink: 'Copy invitation link',
} as const;
