// identity's account events for a dashboard user of an agent. An *active* user (activated, or
// created active by staff) becomes the agent's dashboard user, unless the agent already has another
// one: a link is never taken over. A deactivated or removed user lets go of its agent. identity
// decides the customer and agent (from an invitation or the agent's own e-mail); an inactive sign-up
// changes nothing here. Runs inside the inbox's transaction, so a redelivered event has no second
// effect.
import type { EntityManager } from 'typeorm';
import { SYSTEM } from '@adops/platform';
import type { components } from '@adops/openapi/generated/identity';
import type { AgentRow } from './persistence/entities.ts';
import type { CustomerResources } from './persistence/resources.ts';
import { agentEvent } from './events/published.ts';

type DashboardUserEvent = components['schemas']['UserEventData'];

export class AgentDashboardUsers {
  private readonly r: CustomerResources;

  constructor(resources: CustomerResources) {
    this.r = resources;
  }

  async link(m: EntityManager, user: DashboardUserEvent): Promise<AgentRow | undefined> {
    if (user.kind !== 'dashboard' || !user.customerId || !user.agentId || user.isActive !== true) return undefined;
    const agent = await this.r.agents.find(SYSTEM, user.agentId, m);
    if (!agent || agent.customerId !== user.customerId || agent.dashboardUserId) return undefined;
    return this.setDashboardUser(m, agent, user.userId);
  }

  async unlink(m: EntityManager, user: DashboardUserEvent): Promise<AgentRow | undefined> {
    if (user.kind !== 'dashboard' || !user.agentId) return undefined;
    const agent = await this.r.agents.find(SYSTEM, user.agentId, m);
    if (!agent || agent.dashboardUserId !== user.userId) return undefined;
    return this.setDashboardUser(m, agent, null);
  }

  private setDashboardUser(m: EntityManager, agent: AgentRow, userId: string | null): Promise<AgentRow> {
    const changes = { didSignUpDashboard: agent.didSignUpDashboard || userId !== null, dashboardUserId: userId };
    return this.r.agents.write(this.r.kit.within(m), agent, changes, (next) => agentEvent('agent.updated', next));
  }
}
