// The agents' pages (000 §2); a customer's page links the create page.
export const AGENT_PATHS = {
  agents: '/agents', // + '/{agentId}/edit'
  agentsList: '/agents/list',
  agentsCreate: '/agents/create',
} as const;
