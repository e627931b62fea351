// What the notifications area consumes (consumer 'order'):
// - the order context's own order.created, order.ready, order.cancelled and order.status_changed: each
//   records its e-mails and queues their sending (notify.ts); the inbox handles an event id once and
//   the e-mails are unique per event and recipient, so a redelivered event sends nothing again;
// - the customer context's customer.* and agent.* (names for {{customerName}} and {{agentName}}) and
//   email_template.saved / email_template.reset (a customer's own templates);
// - the ads context's campaign.ad_rejected (the order's agents are e-mailed at once) and lead.received
//   (the lead's agent is), recorded and queued the same way, once per event and address.
import type { EntityManager } from 'typeorm';
import { subscribeTo, mergeSubscriptions, type EventEnvelope, type Subscription } from '@adops/platform';
import type { AdsEvents, CustomerEvents } from '@adops/openapi/generated/events';
import type { OrderStatus } from '@adops/openapi/generated/order';
import type { OrderTx } from '../orders/store.ts';
import type { OrderEvent } from './rules.ts';
import type { NotificationStore } from './store.ts';

export type AdRejectedMail = AdsEvents['campaign.ad_rejected'];
export type LeadMail = AdsEvents['lead.received'];

/** What the area does with an order event or a campaign event, in the inbox's transaction (notify.ts). */
export interface OrderEventMail {
  onOrderEvent(tx: OrderTx, eventId: string, event: OrderEvent, data: OrderEventData): Promise<void>;
  onAdRejected(tx: OrderTx, eventId: string, rejection: AdRejectedMail): Promise<void>;
  onLeadReceived(tx: OrderTx, eventId: string, lead: LeadMail): Promise<void>;
}

/** What the area reads of an order event: its order, and the status a status change reached. */
export interface OrderEventData {
  orderId: string;
  to?: OrderStatus;
}

const at = (e: EventEnvelope) => new Date(e.occurredAt);

export function notificationsSubscription(store: NotificationStore, mail: OrderEventMail): Subscription {
  const order = (type: OrderEvent) => async (e: EventEnvelope<OrderEventData>, m: EntityManager) =>
    mail.onOrderEvent(store.within(m), e.id, type, e.data);
  const customer = async (e: EventEnvelope<CustomerEvents['customer.created']>, m: EntityManager) =>
    store.saveName(store.within(m), { id: e.data.customerId, kind: 'customer', name: e.data.name, eventAt: at(e) });
  const agent = async (e: EventEnvelope<CustomerEvents['agent.created']>, m: EntityManager) =>
    store.saveName(store.within(m), { id: e.data.agentId, kind: 'agent', name: e.data.fullName, eventAt: at(e) });
  return mergeSubscriptions('order', [
    subscribeTo('order', 'order', {
      'order.created': order('order.created'),
      'order.ready': order('order.ready'),
      'order.cancelled': order('order.cancelled'),
      'order.status_changed': order('order.status_changed'),
    }),
    subscribeTo('order', 'customer', {
      'customer.created': customer,
      'customer.updated': customer,
      'customer.deactivated': customer,
      'customer.deleted': async (e, m) => {
        const tx = store.within(m);
        await store.saveName(tx, { id: e.data.customerId, kind: 'customer', name: e.data.name, eventAt: at(e) });
        await store.removeTemplatesOf(tx, e.data.customerId);
      },
      'agent.created': agent,
      'agent.updated': agent,
      // A deleted agent keeps its name: an order placed with it is still addressed to it.
      'agent.deleted': agent,
      'email_template.saved': async (e, m) =>
        store.saveTemplate(store.within(m), { customerId: e.data.customerId, name: e.data.name, subject: e.data.subject, html: e.data.html, eventAt: at(e) }),
      'email_template.reset': async (e, m) => store.removeTemplate(store.within(m), e.data.customerId, e.data.name, at(e)),
    }),
    subscribeTo('order', 'ads', {
      'campaign.ad_rejected': async (e, m) => mail.onAdRejected(store.within(m), e.id, e.data),
      'lead.received': async (e, m) => mail.onLeadReceived(store.within(m), e.id, e.data),
    }),
  ]);
}
