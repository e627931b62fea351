// What the agents area publishes (payload schema in openapi/customer: AgentEventData), built in one
// place from the row as written; and what it consumes from identity: its dashboard users' lifecycle.
// An active dashboard user becomes its agent's dashboard user (never over another); a deactivated or
// removed one lets go (dashboard-users.ts). The platform's inbox runs each event id once, in the same
// transaction as this effect.
import type { EntityManager } from 'typeorm';
import { subscribeTo, type Subscription } from '@adops/platform';
import type { components } from '@adops/openapi/generated/identity';
import type { AgentRow } from './entities.ts';

export const agentEvent = (type: 'agent.created' | 'agent.updated' | 'agent.deleted', a: AgentRow) => ({
  type,
  subject: a.id,
  customerId: a.customerId,
  data: { agentId: a.id, customerId: a.customerId, fullName: a.fullName, ...(a.email ? { email: a.email } : {}), officeIds: a.officeIds, didSignUpDashboard: a.didSignUpDashboard },
});

export type DashboardUserEvent = components['schemas']['UserEventData'];

/** What links and unlinks an agent's dashboard user (dashboard-users.ts), inside the inbox's transaction. */
export interface DashboardUserLinks {
  link(m: EntityManager, user: DashboardUserEvent): Promise<unknown>;
  unlink(m: EntityManager, user: DashboardUserEvent): Promise<unknown>;
}

export function customerSubscription(users: DashboardUserLinks): Subscription {
  return subscribeTo('customer', 'identity', {
    'user.signed_up': async (event, m) => void (await users.link(m, event.data)),
    'user.activated': async (event, m) => void (await users.link(m, event.data)),
    'user.deactivated': async (event, m) => void (await users.unlink(m, event.data)),
    'user.removed': async (event, m) => void (await users.unlink(m, event.data)),
  });
}
