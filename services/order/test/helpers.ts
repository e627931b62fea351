// The order service's fixtures: the customer context and the listing context as this service learns
// of them (their events delivered to order's consumer through the platform's inbox), payment outcomes
// as the payment context would publish them, and a catalogue of product types and products.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { customerReferencesSubscription, envelope, type EventEnvelope, type Outbox } from '@adops/platform';
import { assertOk, clientAs, deliverEvent } from '@adops/platform/testing';
import type { CustomerEvents, ListingEvents } from '@adops/openapi/generated/events';
import { orderAreas } from '../src/app.ts';
import { paymentsSubscription, type PaymentFailed, type PaymentSucceeded } from '../src/orders/events.ts';
import { ProjectionStore } from '../src/projections/store.ts';
import { listingsSubscription } from '../src/projections/events.ts';

type Service = { booted: { dataSource: DataSource } };
type OrderService = { booted: { dataSource: DataSource; context: { outbox: Outbox<'order'> } } };

export async function deliverCustomerEvent<K extends keyof CustomerEvents>(svc: Service, type: K, data: CustomerEvents[K]): Promise<void> {
  const d = data as { customerId: string; officeId?: string; agentId?: string };
  await deliverEvent(svc, customerReferencesSubscription('order'), envelope('customer', { type, subject: d.agentId ?? d.officeId ?? d.customerId, customerId: d.customerId, data, version: 1 }));
}

export async function deliverListingEvent<K extends 'listing.created' | 'listing.updated' | 'listing.deleted'>(svc: Service, type: K, data: ListingEvents[K]): Promise<void> {
  await deliverEvent(svc, listingsSubscription(new ProjectionStore()), envelope('listing', { type, subject: data.listingId, customerId: data.customerId, data, version: 1 }));
}

/** A payment outcome as the payment context publishes it; returns the event (to redeliver it) and whether it was handled. */
export async function deliverPaymentEvent(svc: OrderService, type: 'payment.succeeded', data: PaymentSucceeded, again?: EventEnvelope): Promise<{ event: EventEnvelope; handled: boolean }>;
export async function deliverPaymentEvent(svc: OrderService, type: 'payment.failed', data: PaymentFailed, again?: EventEnvelope): Promise<{ event: EventEnvelope; handled: boolean }>;
export async function deliverPaymentEvent(svc: OrderService, type: string, data: PaymentSucceeded | PaymentFailed, again?: EventEnvelope): Promise<{ event: EventEnvelope; handled: boolean }> {
  const event = again ?? envelope('payment', { type, subject: data.paymentId, customerId: data.customerId, data, version: 1 });
  // The payment handlers over the running service's own database and outbox.
  const areas = orderAreas(svc.booted.dataSource, svc.booted.context.outbox);
  return { event, handled: await deliverEvent(svc, paymentsSubscription(areas.orderStore, areas.paymentOutcomes), event) };
}

export interface KnownCustomer {
  customerId: string;
  officeIds: string[];
  agentIds: string[];
  listingIds: string[];
}

/** The e-mail of a known customer's i-th agent. */
export const agentEmail = (customerId: string, i: number) => `agent${i + 1}.${customerId.slice(0, 8)}@harbour.example.com`;

/** A customer with offices, agents (all in the first office) and listings, known to the order service through their events. */
export async function knownCustomer(svc: Service, counts: { offices?: number; agents?: number; listings?: number } = {}): Promise<KnownCustomer> {
  const customerId = randomUUID();
  const officeIds = Array.from({ length: counts.offices ?? 1 }, () => randomUUID());
  const agentIds = Array.from({ length: counts.agents ?? 1 }, () => randomUUID());
  const listingIds = Array.from({ length: counts.listings ?? 1 }, () => randomUUID());
  await deliverCustomerEvent(svc, 'customer.created', { customerId, name: `Customer ${customerId.slice(0, 8)}`, isActive: true });
  for (const officeId of officeIds) await deliverCustomerEvent(svc, 'office.created', { officeId, customerId, name: 'Office' });
  for (const [i, agentId] of agentIds.entries()) {
    await deliverCustomerEvent(svc, 'agent.created', { agentId, customerId, fullName: 'Jo Agent', email: agentEmail(customerId, i), officeIds: officeIds.slice(0, 1), didSignUpDashboard: false });
  }
  for (const [i, listingId] of listingIds.entries()) {
    await deliverListingEvent(svc, 'listing.created', { listingId, customerId, reference: `DASH${i}`, title: `${i + 1} Harbour View Road`, listingStatus: 'DONE', officeId: officeIds[0] ?? null, agentIds: agentIds.slice(0, 1) });
  }
  return { customerId, officeIds, agentIds, listingIds };
}

type Svc = Parameters<typeof clientAs>[0];

/** A product type and a product of it (unique code), made by an admin. */
export async function aProduct(svc: Svc, fields: Record<string, unknown> = {}, bounds: { minListings?: number; maxListings?: number } = {}) {
  const admin = clientAs(svc, 'admin');
  const type = assertOk(await admin.post('/api/product-types', { name: `Type ${randomUUID().slice(0, 8)}`, minListings: bounds.minListings ?? 1, maxListings: bounds.maxListings ?? 10 }), 201);
  const code = `P-${randomUUID().slice(0, 8)}`;
  const product = assertOk(
    await admin.post('/api/products', { code, name: `Product ${code}`, productTypeId: type.id, price: 19900, currency: 'NZD', isTaxInclusive: true, taxRate: 15, campaignDurationDays: 7, campaignTemplates: [], ...fields }),
    201,
  );
  return { type, product };
}

/** Today plus `days`, as YYYY-MM-DD. */
export const day = (days = 1) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
