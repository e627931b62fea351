// Editing orders: comments (by their author or staff), campaign data, the receipt e-mail, and deletion
// (the payment context hears order.cancelled and cancels an open payment).
import { randomUUID } from 'node:crypto';
import { invalidFields, isEntitledStaff, type Principal } from '@adops/platform';
import type { OrderRow } from './entities.ts';
import type { OrderStore } from './store.ts';
import type { ProjectionStore } from '../projections/store.ts';
import { campaignDataErrors, newComment, withComment, withoutComment } from './rules.ts';
import { checkCampaignData } from './campaign-data.ts';
import { orderCancelled } from './events.ts';

export class OrderEdits {
  private readonly store: OrderStore;
  private readonly projections: ProjectionStore;

  constructor(store: OrderStore, projections: ProjectionStore) {
    this.store = store;
    this.projections = projections;
  }

  addComment(principal: Principal, id: string, text: string): Promise<OrderRow> {
    return this.store.orders.update(principal, id, (current) => ({ comments: withComment(current.comments, newComment(randomUUID(), text.trim(), principal.userId, new Date())) }));
  }

  /** Only the comment's author or staff delete it (a system comment, e.g. a failed payment's, only staff). */
  deleteComment(principal: Principal, id: string, commentId: string): Promise<OrderRow> {
    return this.store.orders.update(principal, id, (current) => ({ comments: withoutComment(current.comments, commentId, { userId: principal.userId, staff: isEntitledStaff(principal) }) }));
  }

  /**
   * The same rules as placing the order: the markers, radii and ages; each item naming one of the
   * order's products' templates (kept with that template's own id); and each item's images for its
   * template's type and the order's customer's imageAdLimit (002 §5).
   */
  setCampaignData(principal: Principal, id: string, campaignData: OrderRow['campaignData']): Promise<OrderRow> {
    const errors = campaignDataErrors(campaignData, '/body/campaignData');
    if (errors.length) throw invalidFields(errors);
    return this.store.orders.update(principal, id, async (current, tx) => {
      const checked = await checkCampaignData(this.projections, tx, campaignData, current.products, current.customerId);
      if (checked.bindingErrors.length) throw invalidFields(checked.bindingErrors);
      if (checked.imageErrors.length) throw invalidFields(checked.imageErrors);
      return { campaignData: checked.items };
    });
  }

  setEmail(principal: Principal, id: string, email: string): Promise<OrderRow> {
    return this.store.orders.update(principal, id, () => ({ email: email.toLowerCase() }));
  }

  /** Deletes the order; the payment context hears order.cancelled (an open payment is cancelled). */
  async remove(principal: Principal, id: string): Promise<void> {
    await this.store.orders.remove(principal, id, orderCancelled);
  }
}
