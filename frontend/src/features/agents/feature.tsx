// Agents (000 §2, §6: list and edit admin, operations, sales; create admin, operations).
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { AGENT_PATHS } from './paths.ts';

const ADMIN_OPS = ['admin', 'operations'];
const ADMIN_OPS_SALES = ['admin', 'operations', 'sales'];
const pages = () => import('./AgentPages.tsx');
const AgentsListPage = lazyPage(pages, (m) => m.AgentsListPage);
const AgentCreatePage = lazyPage(pages, (m) => m.AgentCreatePage);
const AgentEditPage = lazyPage(pages, (m) => m.AgentEditPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: AGENT_PATHS.agentsList, roles: rolesOf('listAgents', ADMIN_OPS_SALES), title: 'Agents', element: <AgentsListPage /> },
    { path: AGENT_PATHS.agentsCreate, roles: rolesOf('createAgent', ADMIN_OPS), title: 'Create Agent', element: <AgentCreatePage /> },
    { path: `${AGENT_PATHS.agents}/:agentId/edit`, roles: rolesOf('updateAgent', ADMIN_OPS_SALES), title: 'Edit Agent', element: <AgentEditPage /> },
  ],
  menu: [{ place: 'customers', order: 3, label: 'Agents', to: AGENT_PATHS.agentsList, roles: ADMIN_OPS_SALES }],
};
