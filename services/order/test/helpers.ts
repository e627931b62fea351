// The order service's fixtures: the customer context and the listing context as this service learns
// of them (their events delivered to order's consumer through the platform's inbox), payment outcomes
// and campaign events as the payment and ads contexts would publish them, the ads context's campaign
// templates, and a catalogue of product types and products.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createJobs, customerReferencesSubscription, envelope, mergeSubscriptions, type EventEnvelope, type JobsContext, type Outbox } from '@adops/platform';
import { assertOk, clientAs, deliverEvent } from '@adops/platform/testing';
import type { AdsEvents, CustomerEvents, ListingEvents } from '@adops/openapi/generated/events';
import { orderAreas } from '../src/app.ts';
import { paymentsSubscription, type PaymentFailed, type PaymentSucceeded } from '../src/orders/events.ts';
import { ProjectionStore } from '../src/projections/store.ts';
import { campaignTemplatesSubscription, customerLimitsSubscription, dashboardPaymentMethodsSubscription, listingsSubscription } from '../src/projections/events.ts';
import { campaignsSubscription } from '../src/campaigns/events.ts';
import { NotificationStore } from '../src/notifications/store.ts';
import { OrderNotifications } from '../src/notifications/notify.ts';
import { notificationsSubscription } from '../src/notifications/events.ts';

type Service = { booted: { dataSource: DataSource } };
type OrderService = { booted: { dataSource: DataSource; context: { outbox: Outbox<'order'> } } };
type RunningOrderService = { url: string; booted: { dataSource: DataSource; context: JobsContext & { outbox: Outbox<'order'> } } };

/** A customer-context event delivered as order consumes it: the platform's customer references, the customers' limits and their dashboards' payment methods. */
export async function deliverCustomerEvent<K extends keyof CustomerEvents>(svc: Service, type: K, data: CustomerEvents[K], occurredAt?: Date): Promise<void> {
  const d = data as { customerId: string; officeId?: string; agentId?: string; dashboardId?: string };
  const store = new ProjectionStore();
  const subscription = mergeSubscriptions('order', [customerReferencesSubscription('order'), customerLimitsSubscription(store), dashboardPaymentMethodsSubscription(store)]);
  const event = envelope('customer', { type, subject: d.agentId ?? d.officeId ?? d.dashboardId ?? d.customerId, customerId: d.customerId, data, version: 1 });
  await deliverEvent(svc, subscription, occurredAt ? { ...event, occurredAt: occurredAt.toISOString() } : event);
}

type ListingEventData = ListingEvents['listing.created'];
/** What a listing event carries for the ads context (type, address, media…): order reads none of it, so a bare listing's. */
type ListingAdFields = 'listingType' | 'displayAddress' | 'suburb' | 'state' | 'postcode' | 'country' | 'latitude' | 'longitude' | 'price' | 'headline' | 'description' | 'imageUrls' | 'videoUrls' | 'link';
const bareListing = (title: string): Pick<ListingEventData, ListingAdFields> => ({
  listingType: null, displayAddress: null, suburb: null, state: null, postcode: null, country: null, latitude: null, longitude: null,
  price: null, headline: title, description: null, imageUrls: [], videoUrls: [], link: null,
});

export async function deliverListingEvent(svc: Service, type: 'listing.created' | 'listing.updated' | 'listing.deleted', fields: Omit<ListingEventData, ListingAdFields>): Promise<void> {
  const data: ListingEventData = { ...bareListing(fields.title), ...fields };
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

/**
 * An ads event as the ads context publishes it, to every handler the order consumer has for it (the
 * campaigns, the campaign templates and the e-mails, as app.ts merges them); returns the event (to
 * redeliver it) and whether it was handled.
 */
export async function deliverAdsEvent<K extends keyof AdsEvents>(svc: RunningOrderService, type: K, data: AdsEvents[K], again?: EventEnvelope): Promise<{ event: EventEnvelope; handled: boolean }> {
  const d = data as { customerId: string; campaignId?: string; templateId?: string; leadId?: string };
  const event = again ?? envelope('ads', { type, subject: d.leadId ?? d.campaignId ?? d.templateId ?? d.customerId, customerId: d.customerId, data, version: 1 });
  const areas = orderAreas(svc.booted.dataSource, svc.booted.context.outbox);
  const store = new NotificationStore(areas.orderStore, areas.productStore, areas.projectionStore, createJobs(svc.booted.context));
  const subscription = mergeSubscriptions('order', [
    campaignTemplatesSubscription(areas.projectionStore),
    campaignsSubscription(areas.orderStore, areas.campaignOutcomes),
    notificationsSubscription(store, new OrderNotifications(store, () => `${svc.url}/dashboardOrders`)),
  ]);
  return { event, handled: await deliverEvent(svc, subscription, event) };
}

export type TemplateModel = AdsEvents['campaign_template.saved']['templateModel'];

/**
 * A campaign template of the ads context, known to the order service (campaign_template.saved), as a
 * product names it: of the customer given (a customer orders only products of its own templates), else
 * of some customer. `type` is the product's template type; `campaignType` what the event tells (by
 * default none this context rules: its campaign data's images are not checked).
 */
export async function knownCampaignTemplate(
  svc: RunningOrderService,
  templateModel: TemplateModel = 'CustomerCampaignTemplate',
  type = templateModel === 'CustomerCampaignTemplate' ? 'SINGLE_LISTING' : 'DISPLAY',
  customerId: string = randomUUID(),
  campaignType: string = type,
) {
  const templateId = randomUUID();
  await deliverAdsEvent(svc, 'campaign_template.saved', { templateId, customerId, templateModel, name: `Template ${templateId.slice(0, 8)}`, type: campaignType });
  return { templateId, templateModel, type };
}

export interface KnownCustomer {
  customerId: string;
  officeIds: string[];
  agentIds: string[];
  listingIds: string[];
}

/** The e-mail of a known customer's i-th agent. */
export const agentEmail = (customerId: string, i: number) => `agent${i + 1}.${customerId.slice(0, 8)}@harbour.example.com`;

/** An office event's place when the office has none (customer context's OfficeEventData). */
const NO_PLACE = { address: null, postcode: null, country: null, latitude: null, longitude: null };

/** A customer with offices, agents (all in the first office) and listings, known to the order service through their events. */
export async function knownCustomer(svc: Service, counts: { offices?: number; agents?: number; listings?: number } = {}): Promise<KnownCustomer> {
  const customerId = randomUUID();
  const officeIds = Array.from({ length: counts.offices ?? 1 }, () => randomUUID());
  const agentIds = Array.from({ length: counts.agents ?? 1 }, () => randomUUID());
  const listingIds = Array.from({ length: counts.listings ?? 1 }, () => randomUUID());
  await deliverCustomerEvent(svc, 'customer.created', { customerId, name: `Customer ${customerId.slice(0, 8)}`, isActive: true });
  for (const officeId of officeIds) await deliverCustomerEvent(svc, 'office.created', { officeId, customerId, name: 'Office', ...NO_PLACE });
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

/** A template of the customer of a campaign type, and a product (of a new type) made of it alone; `fields` as aProduct's (a name…). */
export async function productOfTemplate(svc: RunningOrderService & Svc, c: KnownCustomer, campaignType: string, templateModel: TemplateModel = 'CustomerCampaignTemplate', fields: Record<string, unknown> = {}) {
  const template = await knownCampaignTemplate(svc, templateModel, undefined, c.customerId, campaignType);
  const { product } = await aProduct(svc, { ...fields, campaignTemplates: [template] });
  return { template, product };
}

/** A dashboard order of the customer's first listing, agent and office, by invoice, of the products' codes; `over` replaces any field. */
export const dashboardOrderBody = (c: KnownCustomer, products: string[], over: Record<string, unknown> = {}) => ({
  paymentType: 'INVOICE',
  products,
  startDate: day(2),
  campaignName: 'Spring campaign',
  attributes: [],
  campaignData: [],
  source: 'ORDER_FORM',
  orderType: 'LISTING',
  listingIds: [c.listingIds[0]],
  agents: [{ id: c.agentIds[0] }],
  officeId: c.officeIds[0],
  ...over,
});

/** Today plus `days`, as YYYY-MM-DD. */
export const day = (days = 1) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
