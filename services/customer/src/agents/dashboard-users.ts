// identity's account events for a dashboard user of an agent (the rules are in rules.ts): an active
// user becomes the agent's dashboard user, never over another; a deactivated or removed user lets go
// of its agent. Runs inside the inbox's transaction, so a redelivered event has no second effect.
import type { EntityManager } from 'typeorm';
import type { AgentRow } from './entities.ts';
import type { AgentStore } from './store.ts';
import { agentEvent, type DashboardUserEvent, type DashboardUserLinks } from './events.ts';
import { agentToLink, agentToUnlink, linkDashboardUser, unlinkDashboardUser } from './rules.ts';

export class AgentDashboardUsers implements DashboardUserLinks {
  private readonly store: AgentStore;

  constructor(store: AgentStore) {
    this.store = store;
  }

  link(m: EntityManager, user: DashboardUserEvent): Promise<AgentRow | undefined> {
    return this.change(m, agentToLink(user), (agent) => linkDashboardUser(agent, user));
  }

  unlink(m: EntityManager, user: DashboardUserEvent): Promise<AgentRow | undefined> {
    return this.change(m, agentToUnlink(user), (agent) => unlinkDashboardUser(agent, user));
  }

  private async change(m: EntityManager, agentId: string | undefined, decide: (agent: AgentRow) => Partial<AgentRow> | undefined): Promise<AgentRow | undefined> {
    if (!agentId) return undefined;
    const tx = this.store.within(m);
    const agent = await this.store.anyAgent(tx, agentId);
    const changes = agent ? decide(agent) : undefined;
    if (!agent || !changes) return undefined;
    return this.store.agents.write(tx, agent, changes, (next) => agentEvent('agent.updated', next));
  }
}
