// Orders as a caller sees them: each with the statuses the caller may move it to, and the titles of the
// listings and resources it names, as this context last heard of them (the projections fed by the
// listing context's events), read in bulk for a page of orders.
import type { Principal } from '@adops/platform';
import type { Order } from '@adops/openapi/generated/order';
import type { OrderRow } from './entities.ts';
import type { OrderStore } from './store.ts';
import type { ProjectionStore } from '../projections/store.ts';
import { toOrderDto } from './dto.ts';
import { orderedItemsOf } from './rules.ts';

export class OrderViews {
  private readonly store: OrderStore;
  private readonly projections: ProjectionStore;

  constructor(store: OrderStore, projections: ProjectionStore) {
    this.store = store;
    this.projections = projections;
  }

  async one(principal: Principal, order: OrderRow): Promise<Order> {
    const [view] = await this.many(principal, [order]);
    return view!;
  }

  async many(principal: Principal, orders: readonly OrderRow[]): Promise<Order[]> {
    const listingIds = [...new Set(orders.flatMap((o) => o.listingIds))];
    const resourceIds = [...new Set(orders.flatMap((o) => o.resourceIds))];
    const reader = this.store.reader();
    const known = {
      listings: listingIds.length ? await this.projections.listings(reader, listingIds) : [],
      resources: resourceIds.length ? await this.projections.resources(reader, resourceIds) : [],
    };
    return orders.map((o) => toOrderDto(o, { roles: principal.roles, orderedItems: orderedItemsOf(o, known) }));
  }
}
