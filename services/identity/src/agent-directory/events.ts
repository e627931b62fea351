// What identity consumes from the customer context: its agents, kept as a small directory so that a
// dashboard sign-up or an invitation is bound to the customer and offices the agent really has. The
// platform's inbox runs each event once, in the same transaction as this effect.
import type { EntityManager } from 'typeorm';
import { subscribeTo, type EventEnvelope, type Subscription } from '@adops/platform';
import type { CustomerEvents } from '@adops/openapi/generated/events';
import { normaliseEmail } from '../users/rules.ts';
import type { AgentDirectoryStore } from './store.ts';

export function agentDirectorySubscription(store: AgentDirectoryStore): Subscription {
  async function upsertAgent(event: EventEnvelope<CustomerEvents['agent.created' | 'agent.updated']>, m: EntityManager): Promise<void> {
    const tx = store.within(m);
    const a = event.data;
    const row = { id: a.agentId, customerId: a.customerId, fullName: a.fullName, email: a.email ? normaliseEmail(a.email) : null, officeIds: a.officeIds, updatedAt: new Date(event.occurredAt) };
    const known = await store.known(tx, a.agentId);
    // Events of one agent arrive in order (keyed by its id), but never let an older one win.
    if (known && known.updatedAt > row.updatedAt) return;
    await store.save(tx, row);
  }

  return subscribeTo('identity', 'customer', {
    'agent.created': upsertAgent,
    'agent.updated': upsertAgent,
    'agent.deleted': async (event, m) => store.delete(store.within(m), event.data.agentId),
    'customer.deleted': async (event, m) => store.deleteAgentsOf(store.within(m), event.data.customerId),
  });
}
