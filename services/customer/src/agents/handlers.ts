// /api/agents: agents of customers; lists narrowed by tenancy, with a field projection.
import { principalOf, project, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/customer';
import type { Agents } from './agents.ts';
import { toAgentDto } from './dto.ts';

type AgentOps = 'listAgents' | 'createAgent' | 'getAgent' | 'updateAgent' | 'deleteAgent';

export function agentHandlers({ agents }: { agents: Agents }): SomeHandlers<operations, AgentOps> {
  return {
    listAgents: async (req, res) => {
      const page = await agents.list(principalOf(req), req.query);
      reply(res, 200, { items: page.items.map((a) => project(toAgentDto(a), req.query.fields)), count: page.count });
    },
    createAgent: async (req, res) => reply(res, 201, toAgentDto(await agents.create(principalOf(req), req.body))),
    getAgent: async (req, res) => reply(res, 200, toAgentDto(await agents.get(principalOf(req), req.params.agentId))),
    updateAgent: async (req, res) => reply(res, 200, toAgentDto(await agents.update(principalOf(req), req.params.agentId, req.body))),
    deleteAgent: async (req, res) => {
      await agents.remove(principalOf(req), req.params.agentId);
      res.status(204).end();
    },
  };
}
