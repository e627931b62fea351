// The orders, declared once for the platform's owned-resource kit, and their queries. An order is its
// customer's, in an office (a branch manager's scope) and with its agents, each of whom reaches it.
import type { SelectQueryBuilder } from 'typeorm';
import { containsClause, containsPattern, keysetBatches, SYSTEM, type OwnedKit, type OwnedResource, type Principal, type ResourceListQuery, type Tx } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import type { OrderStatus } from '@adops/openapi/generated/order';
import { OrderAgentEntity, OrderCounterEntity, OrderEntity, type OrderRow } from './entities.ts';
import type { CurrencySums } from './rules.ts';

export type OrderTx = Tx<'order'>;

/** What narrows the orders listed, exported and totalled. */
export interface OrderFilters {
  customerId?: string;
  officeId?: string;
  status?: OrderStatus;
  search?: string;
  from?: Date;
  to?: Date;
}

const agentIdsOf = (o: OrderRow): string[] => o.agents.map((a) => a.id);

export class OrderStore {
  readonly kit: OwnedKit<'order'>;
  readonly orders: OwnedResource<OrderRow, 'order'>;

  constructor(kit: OwnedKit<'order'>) {
    this.kit = kit;
    this.orders = kit.resource({ entity: OrderEntity, alias: 'o', owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: OrderAgentEntity, of: agentIdsOf } }, notFound: 'Order not found.', list: lists.listOrders });
  }

  /** The next order number: one counter row, locked by its update until the order commits (unique, increasing). */
  async nextOrderNumber(tx: OrderTx): Promise<number> {
    // The counter belongs to no customer: one global row, locked by this update.
    await tx.m.createQueryBuilder().update(OrderCounterEntity).set({ value: () => 'value + 1' }).where('name = :name', { name: 'orderNumber' }).execute();
    const row = await tx.m.findOneOrFail(OrderCounterEntity, { where: { name: 'orderNumber' } });
    return Number(row.value);
  }

  /** A page of the orders the principal reaches, narrowed by the filters (the page's own search is the paging kit's). */
  page(principal: Principal, q: ResourceListQuery, filters: OrderFilters) {
    return this.orders.list(principal, q, (qb) => void narrow(qb, filters, false));
  }

  /**
   * Every order the principal reaches that the filters (search included) select, sorted like the list,
   * in batches read one after another (keyset paging, data/keyset.ts): an export of any size in bounded memory.
   */
  async batches(principal: Principal, filters: OrderFilters, sort: string): Promise<AsyncGenerator<OrderRow[]>> {
    const qb = narrow(await this.orders.query(principal), filters, true);
    return keysetBatches(qb, { alias: 'o', sort, sortable: lists.listOrders.sort });
  }

  /** The sums per currency of every order the principal reaches that the filters (search included) select. */
  async sumsPerCurrency(principal: Principal, filters: OrderFilters): Promise<CurrencySums[]> {
    const raw = await narrow(await this.orders.query(principal), filters, true)
      .select('o.currency', 'currency')
      .addSelect('SUM(o.amount)', 'amount')
      .addSelect('SUM(o.amountTax)', 'amountTax')
      .addSelect('SUM(o.impressions)', 'impressions')
      .groupBy('o.currency')
      .orderBy('o.currency', 'ASC')
      .getRawMany<{ currency: string; amount: string | number; amountTax: string | number; impressions: string | number | null }>();
    return raw.map((r) => ({ currency: r.currency, amount: Number(r.amount), amountTax: Number(r.amountTax), impressions: Number(r.impressions ?? 0) }));
  }

  /** Reads outside a transaction (what an order names, for its view), on the data source's own connection. */
  reader(): OrderTx {
    return this.kit.within(this.kit.ds.manager);
  }

  /** An event's order, locked, or null when it is gone. */
  async lockForEvent(tx: OrderTx, orderId: string): Promise<OrderRow | null> {
    return (await this.orders.queryForUpdate(tx, SYSTEM)).andWhere('o.id = :id', { id: orderId }).getOne();
  }
}

function narrow(qb: SelectQueryBuilder<OrderRow>, filters: OrderFilters, withSearch: boolean): SelectQueryBuilder<OrderRow> {
  if (filters.customerId) qb.andWhere('o.customerId = :fCustomer', { fCustomer: filters.customerId });
  if (filters.officeId) qb.andWhere('o.officeId = :fOffice', { fOffice: filters.officeId });
  if (filters.status) qb.andWhere('o.status = :fStatus', { fStatus: filters.status });
  if (filters.from) qb.andWhere('o.createdAt >= :fFrom', { fFrom: filters.from });
  if (filters.to) qb.andWhere('o.createdAt <= :fTo', { fTo: filters.to });
  // The list's own search is the paging kit's; the totals' query applies the same match itself.
  if (withSearch && filters.search) {
    qb.andWhere(`(${lists.listOrders.search.map((c) => containsClause(`o.${c}`, 'fSearch')).join(' OR ')})`, { fSearch: containsPattern(filters.search) });
  }
  return qb;
}
