// The ads service's fixtures: the customer context as this service learns of it (its events delivered
// to ads' consumer through the platform's inbox), and accounts linked over the API.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createJobs, customerReferencesSubscription, envelope, loadSecretBox, mergeSubscriptions, type EventEnvelope, type ServiceContext } from '@adops/platform';
import { assertOk, clientAs, deliverEvent } from '@adops/platform/testing';
import type { CustomerEvents } from '@adops/openapi/generated/events';
import { adsAreas } from '../src/app.ts';
import { AdNetworks } from '../src/campaigns/network/networks.ts';
import { CampaignStore } from '../src/campaigns/store.ts';
import { BuildCampaigns } from '../src/campaigns/build-campaigns.ts';
import { campaignClockOf } from '../src/campaigns/clock.ts';
import { ordersSubscription } from '../src/campaigns/events.ts';
import type { ReadyOrder } from '../src/campaigns/rules.ts';
import { ProjectionStore } from '../src/projections/store.ts';
import { listingsSubscription, namesSubscription } from '../src/projections/events.ts';
import type { ListingFacts } from '../src/projections/rules.ts';

type Service = { booted: { dataSource: DataSource } };

/** A customer-context event delivered as ads consumes it: the references and the names projection. */
export async function deliverCustomerEvent<K extends keyof CustomerEvents>(svc: Service, type: K, data: CustomerEvents[K]): Promise<void> {
  const d = data as { customerId: string; officeId?: string; agentId?: string };
  const subscription = mergeSubscriptions('ads', [customerReferencesSubscription('ads'), namesSubscription(new ProjectionStore())]);
  await deliverEvent(svc, subscription, envelope('customer', { type, subject: d.agentId ?? d.officeId ?? d.customerId, customerId: d.customerId, data, version: 1 }));
}

/** A listing event as the listing context publishes it: the fields given, the rest empty. */
export async function deliverListingEvent(svc: Service, type: 'listing.created' | 'listing.updated' | 'listing.deleted', fields: Partial<ListingFacts> & Pick<ListingFacts, 'listingId' | 'customerId' | 'title'>): Promise<void> {
  const data: ListingFacts = {
    reference: 'REF-1',
    listingStatus: 'DONE',
    listingType: null,
    displayAddress: null,
    suburb: null,
    state: null,
    postcode: null,
    country: null,
    latitude: null,
    longitude: null,
    price: null,
    headline: fields.title,
    description: null,
    imageUrls: [],
    videoUrls: [],
    link: null,
    ...fields,
  };
  await deliverEvent(svc, listingsSubscription(new ProjectionStore()), envelope('listing', { type, subject: data.listingId, customerId: data.customerId, data, version: 1 }));
}

/** 12 Harbour View Road (Ponsonby, NZ; two images), a listing of the customer's in its first office, known to ads through listing.created; `facts` change what a test needs. */
export async function harbourListing(svc: Service, customer: KnownCustomer, facts: Partial<ListingFacts> = {}): Promise<string> {
  const listingId = randomUUID();
  await deliverListingEvent(svc, 'listing.created', {
    listingId,
    customerId: customer.customerId,
    title: '12 Harbour View Road',
    officeId: customer.officeIds[0]!,
    agentIds: customer.agentIds,
    listingType: 'COMMERCIAL_FOR_SALE',
    suburb: 'Ponsonby',
    postcode: '1011',
    country: 'NZ',
    latitude: -36.85,
    longitude: 174.75,
    imageUrls: ['https://cdn.example.com/12-harbour/1.jpg', 'https://cdn.example.com/12-harbour/2.jpg'],
    link: 'https://harbour.example.com/listings/12',
    ...facts,
  });
  return listingId;
}

type Running = { booted: { dataSource: DataSource; context: ServiceContext<'ads'> } };

/**
 * order.ready delivered to the running service's campaign building (its own database, outbox, jobs and
 * clock); returns the event, to deliver it again, and whether the inbox handled it.
 */
export async function deliverOrderReady(svc: Running, order: ReadyOrder, again?: EventEnvelope): Promise<{ event: EventEnvelope; handled: boolean }> {
  const ctx = svc.booted.context;
  const event = again ?? envelope('order', { type: 'order.ready', subject: order.orderId, customerId: order.customerId, data: order, version: 1 });
  const areas = adsAreas(ctx.dataSource, ctx.outbox, loadSecretBox(ctx.config), new AdNetworks([]));
  const store = new CampaignStore(areas.accountStore.kit, { accountStore: areas.accountStore, projections: new ProjectionStore(), templates: areas.campaignTemplateStore, jobs: createJobs(ctx) });
  const clock = campaignClockOf(ctx);
  return { event, handled: await deliverEvent(svc, ordersSubscription(store, new BuildCampaigns(store, () => clock.now())), event) };
}

export interface KnownCustomer {
  customerId: string;
  officeIds: string[];
  agentIds: string[];
}

/** An office event's place when the office has none (customer context's OfficeEventData). */
export const NO_OFFICE_PLACE = { address: null, postcode: null, country: null, latitude: null, longitude: null };

/** A customer with offices and agents (all in the first office), known to the ads service through their events. */
export async function knownCustomer(svc: Service, counts: { offices?: number; agents?: number } = {}): Promise<KnownCustomer> {
  const customerId = randomUUID();
  const officeIds = Array.from({ length: counts.offices ?? 1 }, () => randomUUID());
  const agentIds = Array.from({ length: counts.agents ?? 1 }, () => randomUUID());
  await deliverCustomerEvent(svc, 'customer.created', { customerId, name: `Customer ${customerId.slice(0, 8)}`, isActive: true });
  for (const officeId of officeIds) await deliverCustomerEvent(svc, 'office.created', { officeId, customerId, name: 'Office', ...NO_OFFICE_PLACE });
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

/** A valid social template's create body for the customer: one ad set around the listing (the fields given replace these). */
export const socialTemplateBody = (customerId: string, fields: Record<string, unknown> = {}) => ({
  customerId,
  name: 'Just listed',
  campaignType: 'FACEBOOK_IMAGE_CAMPAIGN',
  objective: 'TRAFFIC',
  creative: { headline: 'Just listed: {{listing.title}}', message: 'Talk to {{agent.fullName}}.', callToAction: 'LEARN_MORE' },
  adSets: [{ name: 'Around the listing', location: { type: 'LISTING', enable: true, radius: 10 }, ageMin: 25, ageMax: 65, gender: 'ALL', budgetSharePercent: 100 }],
  ...fields,
});

/** A valid display template's create body for the customer: one ad set for New Zealand. */
export const displayTemplateBody = (customerId: string, fields: Record<string, unknown> = {}) => ({
  customerId,
  name: 'Display just listed',
  campaignType: 'RESPONSIVE_DISPLAY',
  objective: 'AWARENESS',
  creative: { headline: '{{listing.title}}', message: 'Open home this weekend.', callToAction: 'LEARN_MORE' },
  adSets: [{ name: 'New Zealand', location: { type: 'COUNTRY', selectedCountries: ['NZ'] }, gender: 'ALL', budgetSharePercent: 100 }],
  ...fields,
});
