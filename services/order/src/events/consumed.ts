// What the order context consumes:
// - listing.events: a projection of the listings an order may name (known_listings: customer, title,
//   deleted), so 'Deleted listing included: {title}' and another customer's listing are answered
//   without calling the listing service;
// - payment.events: payment.succeeded makes an unpaid order READY (order.ready); one for an order that
//   no longer waits for it (or is gone) records order.refund_required and a comment for staff.
//   payment.failed leaves it PENDING_PAYMENT with a comment. Idempotent through the inbox (a redelivered
//   event changes nothing; only PENDING_PAYMENT moves);
// - resources have no events yet: projectResource is what a future resource.* handler calls.
// Each projection row keeps the time of the event that last wrote it: an older event never rolls it back.
import type { EntityManager } from 'typeorm';
import { subscribeTo, type EventEnvelope, type Subscription } from '@adops/platform';
import type { ListingEvents, PaymentEvents } from '@adops/openapi/generated/events';
import { KnownListingEntity, KnownResourceEntity, type KnownListingRow, type KnownResourceRow } from '../persistence/entities.ts';
import type { OrderResources } from '../persistence/resources.ts';
import type { Orders } from '../orders.ts';

type ListingData = ListingEvents['listing.created'];

async function projectListing(m: EntityManager, event: EventEnvelope<ListingData>, deleted: boolean): Promise<void> {
  const eventAt = new Date(event.occurredAt);
  const fields: Omit<KnownListingRow, 'eventAt' | 'deleted'> = { id: event.data.listingId, customerId: event.data.customerId, title: event.data.title };
  const known = await m.findOne(KnownListingEntity, { where: { id: fields.id } });
  if (!known) return void (await m.insert(KnownListingEntity, { ...fields, deleted, eventAt }));
  const stored = known.eventAt.getTime();
  if (stored > eventAt.getTime() || (stored === eventAt.getTime() && known.deleted && !deleted)) return;
  await m.update(KnownListingEntity, { id: fields.id }, { customerId: fields.customerId, title: fields.title, deleted, eventAt });
}

/** The listings projection's handlers (consumer 'order', source listing). */
export const listingsSubscription = (): Subscription =>
  subscribeTo('order', 'listing', {
    'listing.created': (e, m) => projectListing(m, e, false),
    'listing.updated': (e, m) => projectListing(m, e, false),
    'listing.deleted': (e, m) => projectListing(m, e, true),
  });

/** A resource as a resource.* event tells it (none is published yet; see docs/decisions.md). */
export async function projectResource(m: EntityManager, fields: Omit<KnownResourceRow, 'eventAt'>, occurredAt: Date): Promise<void> {
  const known = await m.findOne(KnownResourceEntity, { where: { id: fields.id } });
  if (!known) return void (await m.insert(KnownResourceEntity, { ...fields, eventAt: occurredAt }));
  if (known.eventAt.getTime() > occurredAt.getTime()) return;
  const { id, ...rest } = fields;
  await m.update(KnownResourceEntity, { id }, { ...rest, eventAt: occurredAt });
}

/** payment.succeeded v1 and payment.failed v1, typed from openapi/payment's x-event schemas. */
export type PaymentSucceeded = PaymentEvents['payment.succeeded'];
export type PaymentFailed = PaymentEvents['payment.failed'];

/** The payment handlers (consumer 'order', source payment). */
export const paymentsSubscription = (resources: OrderResources, orders: Orders): Subscription =>
  subscribeTo('order', 'payment', {
    'payment.succeeded': (e, m) => orders.paid(resources.kit.within(m), e.data),
    'payment.failed': (e, m) => orders.paymentFailed(resources.kit.within(m), e.data.orderId, e.data.customerId, e.data.reason),
  });
