// An event delivered to a service's consumer in a test as the transport delivers it: to one of its
// subscriptions, through the platform inbox (version checked, handled once per event id), so a test
// of a consumer proves what a real delivery and a redelivery do:
//
//   const event = envelope('customer', { type: 'agent.created', subject: agentId, customerId, data });
//   assert.equal(await deliverEvent(svc, agentDirectorySubscription(), event), true);
//   assert.equal(await deliverEvent(svc, agentDirectorySubscription(), event), false);  // redelivered
import type { EventEnvelope } from '../events/envelope.ts';
import type { Subscription } from '../events/inbox.ts';
import { deliverToSubscription } from '../events/runtime.ts';
import { dataSourceOf, type EventSource } from './events.ts';

/**
 * Delivers `event` to `subscription` in the service's database; false when the inbox shows it was
 * handled already (a redelivered id). Unlike the transport, which passes over a type the subscription
 * does not handle, it throws then: a test delivers an event to see it handled.
 */
export async function deliverEvent(service: EventSource, subscription: Subscription, event: EventEnvelope): Promise<boolean> {
  if (!subscription.handlers[event.type]) throw new Error(`${subscription.consumer} has no handler for ${event.source} event ${event.type}`);
  return deliverToSubscription(dataSourceOf(service), subscription, event);
}
