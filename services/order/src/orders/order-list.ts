// Reading orders (002 §5): one order, the list with the dates of 002 §5 and totals per currency, and
// the rows an export selects. Tenancy comes with the owned resource (store.ts).
import type { Principal } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/order';
import type { OrderRow } from './entities.ts';
import type { OrderFilters, OrderStore } from './store.ts';
import { dateWindow, totalsOf, type Totals } from './rules.ts';

export type OrderListQuery = NonNullable<operations['listOrders']['parameters']['query']>;
export type OrderExportQuery = NonNullable<operations['exportOrders']['parameters']['query']>;
type FilterQuery = Pick<OrderListQuery, 'dateFrom' | 'dateTo' | 'dateRange' | 'officeId' | 'customerId' | 'status' | 'search'>;

const EXPORT_LIMIT = 10_000;

/** The list's filters and date window (a dashboard user's default is a year back). */
function filtersOf(principal: Principal, q: FilterQuery): OrderFilters {
  const window = dateWindow(q, principal.kind === 'dashboard', new Date());
  return { customerId: q.customerId, officeId: q.officeId, status: q.status, search: q.search, ...window };
}

export class OrderList {
  private readonly store: OrderStore;

  constructor(store: OrderStore) {
    this.store = store;
  }

  get(principal: Principal, id: string): Promise<OrderRow> {
    return this.store.orders.get(principal, id);
  }

  async list(principal: Principal, q: OrderListQuery): Promise<{ items: OrderRow[]; count: number; totals?: Totals }> {
    const filters = filtersOf(principal, q);
    const page = await this.store.page(principal, q, filters);
    if (!q.includeTotalPrice && !q.includeImpressions) return page;
    return { ...page, totals: totalsOf(await this.store.sumsPerCurrency(principal, filters), Boolean(q.includeTotalPriceTax)) };
  }

  /** The orders a CSV export selects: the list's filters, no paging and no cap, in batches (streamed). */
  exportBatches(principal: Principal, q: OrderExportQuery): Promise<AsyncGenerator<OrderRow[]>> {
    return this.store.batches(principal, filtersOf(principal, q), q.sort ?? '-createdAt');
  }

  /** The orders an Excel export selects (a workbook is written whole in memory): the list's filters, no paging, at most EXPORT_LIMIT. */
  async exportRows(principal: Principal, q: OrderExportQuery): Promise<OrderRow[]> {
    const page = await this.store.page(principal, { page: 1, limit: EXPORT_LIMIT, sort: q.sort ?? '-createdAt', search: q.search }, filtersOf(principal, q));
    return page.items;
  }
}
