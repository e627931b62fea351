// What identity consumes from the customer context: its agents, kept as a small directory so that a
// dashboard sign-up or an invitation is bound to the customer and offices the agent really has. The
// platform's inbox runs each event once, in the same transaction as this effect.
import type { EntityManager } from 'typeorm';
import { subscribeTo, type EventEnvelope, type Subscription } from '@adops/platform';
import type { CustomerEvents } from '@adops/openapi/generated/events';
import { DirectoryAgentEntity } from '../persistence/entities.ts';
import { normaliseEmail } from '../domain/users.ts';

async function upsertAgent(event: EventEnvelope<CustomerEvents['agent.created' | 'agent.updated']>, m: EntityManager): Promise<void> {
  const a = event.data;
  const row = { id: a.agentId, customerId: a.customerId, fullName: a.fullName, email: a.email ? normaliseEmail(a.email) : null, officeIds: a.officeIds, updatedAt: new Date(event.occurredAt) };
  const known = await m.findOne(DirectoryAgentEntity, { where: { id: a.agentId } });
  // Events of one agent arrive in order (keyed by its id), but never let an older one win.
  if (known && known.updatedAt > row.updatedAt) return;
  await m.save(DirectoryAgentEntity, row);
}

export function agentDirectorySubscription(): Subscription {
  return subscribeTo('identity', 'customer', {
    'agent.created': upsertAgent,
    'agent.updated': upsertAgent,
    'agent.deleted': async (event, m) => void (await m.delete(DirectoryAgentEntity, { id: event.data.agentId })),
    'customer.deleted': async (event, m) => void (await m.delete(DirectoryAgentEntity, { customerId: event.data.customerId })),
  });
}
