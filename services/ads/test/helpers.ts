// The ads service's fixtures: the customer context as this service learns of it (its events delivered
// to ads' consumer through the platform's inbox), and accounts linked over the API.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { customerReferencesSubscription, envelope } from '@adops/platform';
import { assertOk, clientAs, deliverEvent } from '@adops/platform/testing';
import type { CustomerEvents } from '@adops/openapi/generated/events';

type Service = { booted: { dataSource: DataSource } };

export async function deliverCustomerEvent<K extends keyof CustomerEvents>(svc: Service, type: K, data: CustomerEvents[K]): Promise<void> {
  const d = data as { customerId: string; officeId?: string; agentId?: string };
  await deliverEvent(svc, customerReferencesSubscription('ads'), envelope('customer', { type, subject: d.agentId ?? d.officeId ?? d.customerId, customerId: d.customerId, data, version: 1 }));
}

export interface KnownCustomer {
  customerId: string;
  officeIds: string[];
  agentIds: string[];
}

/** A customer with offices and agents (all in the first office), known to the ads service through their events. */
export async function knownCustomer(svc: Service, counts: { offices?: number; agents?: number } = {}): Promise<KnownCustomer> {
  const customerId = randomUUID();
  const officeIds = Array.from({ length: counts.offices ?? 1 }, () => randomUUID());
  const agentIds = Array.from({ length: counts.agents ?? 1 }, () => randomUUID());
  await deliverCustomerEvent(svc, 'customer.created', { customerId, name: `Customer ${customerId.slice(0, 8)}`, isActive: true });
  for (const officeId of officeIds) await deliverCustomerEvent(svc, 'office.created', { officeId, customerId, name: 'Office' });
  for (const [i, agentId] of agentIds.entries()) {
    await deliverCustomerEvent(svc, 'agent.created', { agentId, customerId, fullName: 'Jo Agent', email: `agent${i + 1}.${customerId.slice(0, 8)}@harbour.example.com`, officeIds: officeIds.slice(0, 1), didSignUpDashboard: false });
  }
  return { customerId, officeIds, agentIds };
}

/** A unique network account id (digits). */
export const networkAccountId = () => String(Date.now()).slice(-9) + String(Math.floor(Math.random() * 1e6)).padStart(6, '0');

/** A simulated account of the given kind linked over the API, optionally a customer's. */
export async function linkedAccount(svc: Service & { url?: string }, kind: 'social' | 'display', customerId: string | null = null) {
  const path = kind === 'social' ? '/api/ad-accounts' : '/api/gdn-accounts';
  return assertOk(await clientAs(svc as never, 'admin').post(path, { provider: 'simulator', accountId: networkAccountId(), name: `${kind} account`, currency: 'NZD', customerId }), 201);
}
