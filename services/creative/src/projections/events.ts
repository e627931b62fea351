// What the creative context consumes to keep its projections (consumer 'creative'):
// - listing.events: listings and resources (creative_known_subjects), each from its own events;
// - customer.events: customers' names and logos, offices' names, agents' names and e-mails (creative_known_names).
// Which customers exist (a template's customer tags) is the platform's customerReferencesSubscription.
import { subscribeTo, type EventEnvelope, type Subscription } from '@adops/platform';
import type { ProjectionStore } from './store.ts';
import { agentName, customerName, listingSubject, officeName, resourceSubject } from './rules.ts';

const at = (e: EventEnvelope<unknown>) => new Date(e.occurredAt);

/** Listings and resources (consumer 'creative', source listing). */
export const subjectsSubscription = (store: ProjectionStore): Subscription =>
  subscribeTo('creative', 'listing', {
    'listing.created': (e, m) => store.projectSubject(m, listingSubject(e.data, false, at(e))),
    'listing.updated': (e, m) => store.projectSubject(m, listingSubject(e.data, false, at(e))),
    'listing.deleted': (e, m) => store.projectSubject(m, listingSubject(e.data, true, at(e))),
    'resource.saved': (e, m) => store.projectSubject(m, resourceSubject(e.data, false, at(e))),
    'resource.deleted': (e, m) => store.projectSubject(m, resourceSubject(e.data, true, at(e))),
  });

/** Customers' and agents' names (consumer 'creative', source customer); a deletion keeps the name. */
export const namesSubscription = (store: ProjectionStore): Subscription =>
  subscribeTo('creative', 'customer', {
    'customer.created': (e, m) => store.projectName(m, customerName(e.data, at(e))),
    'customer.updated': (e, m) => store.projectName(m, customerName(e.data, at(e))),
    'office.created': (e, m) => store.projectName(m, officeName(e.data, at(e))),
    'office.updated': (e, m) => store.projectName(m, officeName(e.data, at(e))),
    'agent.created': (e, m) => store.projectName(m, agentName(e.data, at(e))),
    'agent.updated': (e, m) => store.projectName(m, agentName(e.data, at(e))),
  });
