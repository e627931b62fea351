// The order's side of its campaigns' events (events.ts): the rules (rules.ts) decide what the order's
// copy becomes; this writes it, with the status move it makes along the transition table (DELIVERED
// with the first campaign, COMPLETED with the last completion; orders/rules.ts eventMove) and its
// history entry (source 'campaigns', by no user), in the inbox's transaction. An event for an order
// that is gone, or is not the event's customer's, changes nothing.
import { randomUUID } from 'node:crypto';
import type { OrderRow } from '../orders/entities.ts';
import type { OrderStore, OrderTx } from '../orders/store.ts';
import { eventMove, newComment, withSystemComment } from '../orders/rules.ts';
import { writeMove } from '../orders/order-status.ts';
import type { OrderStatus } from '@adops/openapi/generated/order';
import { adRejectedComment, allCampaignsCompleted, withCampaignCompleted, withCampaignCreated, withCampaignUpdated, type OrderCampaigns } from './rules.ts';
import type { CampaignAdRejected, CampaignCompleted, CampaignCreated, CampaignReactions, CampaignUpdated } from './events.ts';

export class CampaignOutcomes implements CampaignReactions {
  private readonly store: OrderStore;

  constructor(store: OrderStore) {
    this.store = store;
  }

  /** campaign.created: the order shows the campaign and is delivered. */
  async created(tx: OrderTx, campaign: CampaignCreated): Promise<void> {
    await this.apply(tx, campaign, (o) => withCampaignCreated(o, campaign), () => 'DELIVERED');
  }

  /** campaign.updated: the order's copy follows. */
  async updated(tx: OrderTx, campaign: CampaignUpdated): Promise<void> {
    await this.apply(tx, campaign, (o) => withCampaignUpdated(o, campaign), () => null);
  }

  /** campaign.completed: marked; the order is completed once all of its campaigns are. */
  async completed(tx: OrderTx, campaign: CampaignCompleted): Promise<void> {
    await this.apply(tx, campaign, (o) => withCampaignCompleted(o, campaign.campaignId), (o) => (allCampaignsCompleted(o) ? 'COMPLETED' : null));
  }

  /** campaign.ad_rejected: why, as a comment on the order (unless it has as many comments as it may). */
  async adRejected(tx: OrderTx, rejection: CampaignAdRejected): Promise<void> {
    const order = await this.orderOf(tx, rejection);
    if (!order) return;
    const comments = withSystemComment(order.comments, newComment(randomUUID(), adRejectedComment(rejection.campaignName, rejection.reasons), null, new Date()));
    if (comments) await this.store.orders.write(tx, order, { comments });
  }

  private async orderOf(tx: OrderTx, event: { orderId: string; customerId: string }): Promise<OrderRow | null> {
    const order = await this.store.lockForEvent(tx, event.orderId);
    return order && order.customerId === event.customerId ? order : null;
  }

  /** Writes the campaigns the rule makes of the order's (nothing when it makes none), then the move they lead to, if the table has it. */
  private async apply(tx: OrderTx, event: { orderId: string; customerId: string }, change: (o: OrderCampaigns) => OrderCampaigns | null, leadsTo: (o: OrderCampaigns) => OrderStatus | null): Promise<void> {
    const order = await this.orderOf(tx, event);
    const next = order && change(order);
    if (!order || !next) return;
    const written = await this.store.orders.write(tx, order, { fbCampaigns: next.fbCampaigns, gdnCampaigns: next.gdnCampaigns, campaignsOfOrder: next.campaignsOfOrder });
    const to = leadsTo(next);
    const move = to && eventMove(written, to);
    if (move) await writeMove(this.store, tx, written, move, null, 'campaigns');
  }
}
