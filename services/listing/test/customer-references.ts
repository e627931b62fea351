// The customer context as this service learns of it: customer.*, office.* and agent.* events delivered
// to listing's own consumer (through the platform's inbox), as the customer service would publish
// them. Listings refer to customers, offices and agents only as they are in this projection.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { customerReferencesSubscription, envelope, type EventEnvelope } from '@adops/platform';
import { deliverEvent } from '@adops/platform/testing';
import type { CustomerEvents } from '@adops/openapi/generated/events';

type Service = { booted: { dataSource: DataSource } };

/** One customer event, delivered once; `again` redelivers an event already sent (same id). Returns whether it was handled. */
export async function deliverCustomerEvent<K extends keyof CustomerEvents>(svc: Service, type: K, data: CustomerEvents[K], options: { occurredAt?: Date } = {}): Promise<{ event: EventEnvelope; handled: boolean }> {
  const d = data as { customerId: string; officeId?: string; agentId?: string };
  const subject = d.agentId ?? d.officeId ?? d.customerId;
  const event = { ...envelope('customer', { type, subject, customerId: d.customerId, data, version: 1 }), ...(options.occurredAt ? { occurredAt: options.occurredAt.toISOString() } : {}) };
  return { event, handled: await redeliver(svc, event) };
}

/** Delivers an event again, as Kafka may after a rebalance; false when the inbox had it already. */
export async function redeliver(svc: Service, event: EventEnvelope): Promise<boolean> {
  return deliverEvent(svc, customerReferencesSubscription('listing'), event);
}

export interface KnownCustomer {
  customerId: string;
  officeIds: string[];
  /** Agents, all in the first office. */
  agentIds: string[];
}

/** An office event's place when the office has none (customer context's OfficeEventData). */
export const NO_PLACE = { address: null, postcode: null, country: null, latitude: null, longitude: null };

/** A customer with offices and agents, known to the listing service through their events. */
export async function knownCustomer(svc: Service, counts: { offices?: number; agents?: number } = {}): Promise<KnownCustomer> {
  const customerId = randomUUID();
  const officeIds = Array.from({ length: counts.offices ?? 1 }, () => randomUUID());
  const agentIds = Array.from({ length: counts.agents ?? 1 }, () => randomUUID());
  await deliverCustomerEvent(svc, 'customer.created', { customerId, name: `Customer ${customerId.slice(0, 8)}`, isActive: true });
  for (const officeId of officeIds) await deliverCustomerEvent(svc, 'office.created', { officeId, customerId, name: `Office ${officeId.slice(0, 8)}`, ...NO_PLACE });
  for (const agentId of agentIds) await deliverCustomerEvent(svc, 'agent.created', { agentId, customerId, fullName: 'Jo Agent', officeIds: officeIds.slice(0, 1), didSignUpDashboard: false });
  return { customerId, officeIds, agentIds };
}

/** Makes the projection know these ids as a customer's (for tests that choose their own ids). */
export async function knowReferences(svc: Service, refs: { customerId: string; officeIds?: Array<string | null>; agentIds?: Array<string | null> }): Promise<void> {
  const { customerId } = refs;
  await deliverCustomerEvent(svc, 'customer.created', { customerId, name: `Customer ${customerId.slice(0, 8)}`, isActive: true });
  for (const officeId of refs.officeIds ?? []) if (officeId) await deliverCustomerEvent(svc, 'office.created', { officeId, customerId, name: 'Office', ...NO_PLACE });
  for (const agentId of refs.agentIds ?? []) if (agentId) await deliverCustomerEvent(svc, 'agent.created', { agentId, customerId, fullName: 'Jo Agent', officeIds: [], didSignUpDashboard: false });
}

/**
 * A client whose JSON posts naming a customerId (and officeId) make them known to the projection first,
 * as the customer context's events would have: for tests of writes that refer to a customer (stores).
 */
export function knowingClient<C extends { post: (path: string, body?: unknown, headers?: Record<string, string>) => Promise<unknown> }>(svc: Service, client: C): C {
  const post = client.post.bind(client);
  client.post = async (path: string, body?: unknown, headers?: Record<string, string>) => {
    if (body && typeof body === 'object' && !Buffer.isBuffer(body)) {
      const { customerId, officeId } = body as { customerId?: unknown; officeId?: unknown };
      if (typeof customerId === 'string') await knowReferences(svc, { customerId, officeIds: [typeof officeId === 'string' ? officeId : null] });
    }
    return post(path, body, headers);
  };
  return client;
}
