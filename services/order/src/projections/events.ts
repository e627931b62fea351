// What the order context learns of other contexts' rows (the platform's customerReferencesSubscription
// keeps the customer context's customers, offices and agents):
// - listing.events: a projection of the listings an order may name (known_listings: customer, title,
//   deleted), so 'Deleted listing included: {title}' and another customer's listing are answered
//   without calling the listing service;
// - listing.events also: resource.saved / deleted, a projection of the resources an order may name
//   (known_resources: customer, title, published, deleted), so an order names only its customer's
//   published, undeleted resources ('Order requires Published resources only.');
// - ads.events: campaign_template.saved / deleted (known_campaign_templates: customer, model, name,
//   campaign type, deleted), so a product's campaign templates, and the images of an order's campaign
//   data, are checked without calling the ads service;
// - customer.events: customer.created / updated / deactivated (known_customer_limits: the customer's
//   imageAdLimit), so an image campaign's maximum is the customer's (the platform's customer references
//   keep the rest); dashboard.saved / deleted (known_dashboard_payment_methods: the role lists of the
//   customer's dashboard's enablePaymentMethod), so a dashboard user is offered the payment types its
//   dashboard offers (002 §6), as the dashboard's order page does.
// Each projection row keeps the time of the event that last wrote it: an older event never rolls it back.
import type { EntityManager } from 'typeorm';
import { subscribeTo, type EventEnvelope, type Subscription } from '@adops/platform';
import type { AdsEvents, CustomerEvents, ListingEvents } from '@adops/openapi/generated/events';
import type { KnownResourceRow } from './entities.ts';
import type { ProjectionStore } from './store.ts';
import { listingEventApplies, nextCampaignTemplate, nextCustomerLimit, nextDashboardPaymentMethods, resourceEventApplies, resourceRow, type CampaignTemplateFacts, type DashboardPaymentMethodsFacts } from './rules.ts';

type ListingData = ListingEvents['listing.created'];

async function projectListing(store: ProjectionStore, m: EntityManager, event: EventEnvelope<ListingData>, deleted: boolean): Promise<void> {
  const row = { id: event.data.listingId, customerId: event.data.customerId, title: event.data.title, deleted, eventAt: new Date(event.occurredAt) };
  const known = await store.knownListing(m, row.id);
  if (!known) return store.insertListing(m, row);
  if (listingEventApplies(known, row)) await store.updateListing(m, row);
}

/** The listings projection's handlers (consumer 'order', source listing). */
export const listingsSubscription = (store: ProjectionStore): Subscription =>
  subscribeTo('order', 'listing', {
    'listing.created': (e, m) => projectListing(store, m, e, false),
    'listing.updated': (e, m) => projectListing(store, m, e, false),
    'listing.deleted': (e, m) => projectListing(store, m, e, true),
  });

/** A resource as a resource.saved / deleted tells it, unless what is stored came from a later event. */
export async function projectResource(store: ProjectionStore, m: EntityManager, row: KnownResourceRow): Promise<void> {
  const known = await store.knownResource(m, row.id);
  if (!known) return store.insertResource(m, row);
  if (resourceEventApplies(known, row)) await store.updateResource(m, row);
}

type ResourceData = ListingEvents['resource.saved'];
const resource = (store: ProjectionStore, deleted: boolean) => (e: EventEnvelope<ResourceData>, m: EntityManager) => projectResource(store, m, resourceRow(e.data, deleted, new Date(e.occurredAt)));

/** The resources projection's handlers (consumer 'order', source listing). */
export const resourcesSubscription = (store: ProjectionStore): Subscription =>
  subscribeTo('order', 'listing', {
    'resource.saved': resource(store, false),
    'resource.deleted': resource(store, true),
  });

async function projectCampaignTemplate(store: ProjectionStore, m: EntityManager, facts: CampaignTemplateFacts): Promise<void> {
  const next = nextCampaignTemplate(await store.knownCampaignTemplate(m, facts.templateId), facts);
  if (next) await store.saveCampaignTemplate(m, next);
}

type TemplateSaved = AdsEvents['campaign_template.saved'];

/** The campaign templates projection's handlers (consumer 'order', source ads). */
export const campaignTemplatesSubscription = (store: ProjectionStore): Subscription =>
  subscribeTo('order', 'ads', {
    'campaign_template.saved': (e: EventEnvelope<TemplateSaved>, m) =>
      projectCampaignTemplate(store, m, { templateId: e.data.templateId, customerId: e.data.customerId, templateModel: e.data.templateModel, name: e.data.name, campaignType: e.data.type, deleted: false, eventAt: new Date(e.occurredAt) }),
    'campaign_template.deleted': (e, m) =>
      projectCampaignTemplate(store, m, { templateId: e.data.templateId, customerId: e.data.customerId, templateModel: e.data.templateModel, deleted: true, eventAt: new Date(e.occurredAt) }),
  });

type CustomerData = CustomerEvents['customer.created'];

async function projectCustomerLimit(store: ProjectionStore, m: EntityManager, event: EventEnvelope<CustomerData>): Promise<void> {
  const next = nextCustomerLimit(await store.knownCustomerLimit(m, event.data.customerId), { customerId: event.data.customerId, imageAdLimit: event.data.imageAdLimit, eventAt: new Date(event.occurredAt) });
  if (next) await store.saveCustomerLimit(m, next);
}

/** The customers' limits projection's handlers (consumer 'order', source customer), beside the platform's customer references. */
export const customerLimitsSubscription = (store: ProjectionStore): Subscription =>
  subscribeTo('order', 'customer', {
    'customer.created': (e, m) => projectCustomerLimit(store, m, e),
    'customer.updated': (e, m) => projectCustomerLimit(store, m, e),
    'customer.deactivated': (e, m) => projectCustomerLimit(store, m, e),
  });

async function projectDashboardPaymentMethods(store: ProjectionStore, m: EntityManager, facts: DashboardPaymentMethodsFacts): Promise<void> {
  const next = nextDashboardPaymentMethods(await store.knownDashboardPaymentMethods(m, facts.customerId), facts);
  if (next) await store.saveDashboardPaymentMethods(m, next);
}

/** The dashboards' payment methods projection's handlers (consumer 'order', source customer). */
export const dashboardPaymentMethodsSubscription = (store: ProjectionStore): Subscription =>
  subscribeTo('order', 'customer', {
    'dashboard.saved': (e, m) =>
      projectDashboardPaymentMethods(store, m, {
        customerId: e.data.customerId,
        dashboardId: e.data.dashboardId,
        creditCardRoles: [...e.data.enablePaymentMethod.creditCardRoles],
        invoiceRoles: [...e.data.enablePaymentMethod.invoiceRoles],
        deleted: false,
        eventAt: new Date(e.occurredAt),
      }),
    'dashboard.deleted': (e, m) =>
      projectDashboardPaymentMethods(store, m, { customerId: e.data.customerId, dashboardId: e.data.dashboardId, creditCardRoles: [], invoiceRoles: [], deleted: true, eventAt: new Date(e.occurredAt) }),
  });
