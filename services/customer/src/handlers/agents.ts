// /api/agents: agents of customers; lists narrowed by tenancy, phones validated for the customer's country.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/customer';
import { toAgentDto, type Agents } from '../agents.ts';

type AgentOps = 'listAgents' | 'createAgent' | 'getAgent' | 'updateAgent' | 'deleteAgent';

export function agentHandlers(deps: { agents: Agents }): SomeHandlers<operations, AgentOps> {
  const { agents } = deps;
  const who = principalOf;
  return {
    listAgents: async (req, res) => reply(res, 200, await agents.list(who(req), req.query)),
    createAgent: async (req, res) => reply(res, 201, toAgentDto(await agents.create(req.body))),
    getAgent: async (req, res) => reply(res, 200, toAgentDto(await agents.visible(who(req), req.params.agentId))),
    updateAgent: async (req, res) => reply(res, 200, toAgentDto(await agents.update(who(req), req.params.agentId, req.body))),
    deleteAgent: async (req, res) => {
      await agents.remove(req.params.agentId);
      res.status(204).end();
    },
  };
}
