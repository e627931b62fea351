// What the ads context consumes to keep its projections (consumer 'ads'):
// - listing.events: known_listings (where a listing is, its pictures and texts, whether it is a home) and
//   known_resources (a resource's texts, images, videos, landing link, published flag), each from its
//   own events (listing.*, resource.*);
// - customer.events: known_names (customer, office and agent names, agents' e-mails) for the creative's
//   placeholders, customers' logos' public addresses for the public report, customers' sharing options
//   for sharing by e-mail, and offices' places for a template's OFFICE location. Which customers, offices and agents exist is the platform's customerReferencesSubscription.
import { subscribeTo, type EventEnvelope, type Subscription } from '@adops/platform';
import type { EntityManager } from 'typeorm';
import type { CustomerEvents } from '@adops/openapi/generated/events';
import type { ProjectionStore } from './store.ts';
import { customerRow, listingRow, officeRow, resourceRow, type KnownNameRow, type ListingFacts, type ResourceFacts } from './rules.ts';

const listing = (store: ProjectionStore, deleted: boolean) => (e: EventEnvelope<ListingFacts>, m: EntityManager) => store.projectListing(m, listingRow(e.data, deleted, new Date(e.occurredAt)));

/** The listings projection's handlers (consumer 'ads', source listing). */
export const listingsSubscription = (store: ProjectionStore): Subscription =>
  subscribeTo('ads', 'listing', {
    'listing.created': listing(store, false),
    'listing.updated': listing(store, false),
    'listing.deleted': listing(store, true),
  });

const resource = (store: ProjectionStore, deleted: boolean) => (e: EventEnvelope<ResourceFacts>, m: EntityManager) => store.projectResource(m, resourceRow(e.data, deleted, new Date(e.occurredAt)));

/** The resources projection's handlers (consumer 'ads', source listing). */
export const resourcesSubscription = (store: ProjectionStore): Subscription =>
  subscribeTo('ads', 'listing', {
    'resource.saved': resource(store, false),
    'resource.deleted': resource(store, true),
  });

type Data<K extends keyof CustomerEvents> = EventEnvelope<CustomerEvents[K]>;
const at = (e: EventEnvelope<unknown>) => new Date(e.occurredAt);
const noPlace = { address: null, postcode: null, country: null, latitude: null, longitude: null };
const customerName = (e: Data<'customer.created'>): KnownNameRow => customerRow(e.data, at(e));
const officeName = (e: Data<'office.created'>): KnownNameRow => officeRow(e.data, at(e));
const agentName = (e: Data<'agent.created'>): KnownNameRow => ({ id: e.data.agentId, kind: 'agent', name: e.data.fullName, email: e.data.email?.toLowerCase() ?? null, ...noPlace, logoUrl: null, sharingOptions: null, eventAt: at(e) });

/** The names projection's handlers (consumer 'ads', source customer); deletions keep the name (a running campaign still shows it). */
export const namesSubscription = (store: ProjectionStore): Subscription =>
  subscribeTo('ads', 'customer', {
    'customer.created': (e, m) => store.projectName(m, customerName(e)),
    'customer.updated': (e, m) => store.projectName(m, customerName(e)),
    'office.created': (e, m) => store.projectName(m, officeName(e)),
    'office.updated': (e, m) => store.projectName(m, officeName(e)),
    'agent.created': (e, m) => store.projectName(m, agentName(e)),
    'agent.updated': (e, m) => store.projectName(m, agentName(e)),
  });
