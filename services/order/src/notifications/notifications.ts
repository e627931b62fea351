// Reading an order's e-mails: for whoever reaches the order (its tenancy is the order's).
import type { Principal } from '@adops/platform';
import type { OrderNotificationRow } from './entities.ts';
import type { NotificationStore } from './store.ts';
import { inOrderOfEvents } from './rules.ts';

export class NotificationList {
  private readonly store: NotificationStore;

  constructor(store: NotificationStore) {
    this.store = store;
  }

  async ofOrder(principal: Principal, orderId: string): Promise<OrderNotificationRow[]> {
    await this.store.reachableOrder(principal, orderId);
    return inOrderOfEvents(await this.store.ofOrder(orderId));
  }
}
