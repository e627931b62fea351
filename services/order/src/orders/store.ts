// The orders, declared once for the platform's owned-resource kit, and their queries. An order is its
// customer's, in an office (a branch manager's scope) and with its agents, each of whom reaches it.
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { containsClause, containsPattern, keysetBatches, narrowByTrigrams, SYSTEM, type OwnedKit, type OwnedResource, type Principal, type ResourceListQuery, type Tx } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import type { OrderStatus } from '@adops/openapi/generated/order';
import { OrderAgentEntity, OrderCounterEntity, OrderDayTotalEntity, OrderEntity, OrderMonthTotalEntity, type OrderRow } from './entities.ts';
import { splitWindow, type Periods } from './day-totals.ts';
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
    const qb = await narrowSearched(await this.orders.query(principal), filters);
    return keysetBatches(qb, { alias: 'o', sort, sortable: lists.listOrders.sort });
  }

  /**
   * The sums per currency of every order the principal reaches that the filters (search included) select.
   * A principal who reaches every order (staff), filtering by status and dates only, is answered from the
   * rollups (day-totals.ts) for the whole UTC months and days of the window and from the orders for the
   * partial days at its edges: the same sums, at a cost that does not grow with the orders. Any other is
   * answered from the orders, through a covering index of its customer, offices or dates (migration
   * 1765100031500).
   */
  async sumsPerCurrency(principal: Principal, filters: OrderFilters): Promise<CurrencySums[]> {
    const m = this.kit.ds.manager;
    const fromRollups = !filters.customerId && !filters.officeId && !filters.search && (await this.kit.scopeFor(principal, this.orders.declaration.owners, false, m)).level === 'all';
    if (!fromRollups) return sumsOf(await ordersSums(await narrowSearched(await this.orders.query(principal), filters)));
    const { months, days, edges } = splitWindow(filters.from, filters.to);
    const parts: Array<Promise<SumRow[]>> = [];
    // The edges read the window's covering index (createdAt, status, …) by date alone, grouped by status
    // too: with the status in the WHERE, SQLite (no statistics) would read every order of that status instead.
    if (edges.length) {
      const qb = (await this.orders.query(principal)).andWhere(
        `(${edges.map((e, i) => [e.from ? `o.createdAt >= :edgeFrom${i}` : '', e.to ? `o.createdAt <= :edgeTo${i}` : ''].filter(Boolean).join(' AND ')).map((c) => `(${c})`).join(' OR ')})`,
        Object.fromEntries(edges.flatMap((e, i) => [...(e.from ? [[`edgeFrom${i}`, e.from]] : []), ...(e.to ? [[`edgeTo${i}`, e.to]] : [])])),
      );
      parts.push(ordersSums(qb, true).then((rows) => (filters.status ? rows.filter((r) => r.status === filters.status) : rows)));
    }
    if (days.length) parts.push(rollupSums(m.getRepository(OrderDayTotalEntity).createQueryBuilder('r'), 'createdDay', days, filters.status));
    if (months) parts.push(rollupSums(m.getRepository(OrderMonthTotalEntity).createQueryBuilder('r'), 'createdMonth', [months], filters.status));
    return sumsOf((await Promise.all(parts)).flat());
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

/** One currency's sums from a query (raw: MariaDB answers a SUM of bigints as a decimal string). */
interface SumRow {
  currency: string;
  status?: string;
  orders: string | number;
  amount: string | number | null;
  amountTax: string | number | null;
  impressions: string | number | null;
}

function ordersSums(qb: SelectQueryBuilder<OrderRow>, byStatus = false): Promise<SumRow[]> {
  qb.select('o.currency', 'currency')
    .addSelect('COUNT(*)', 'orders')
    .addSelect('SUM(o.amount)', 'amount')
    .addSelect('SUM(o.amountTax)', 'amountTax')
    .addSelect('SUM(o.impressions)', 'impressions')
    .groupBy('o.currency');
  if (byStatus) qb.addSelect('o.status', 'status').addGroupBy('o.status');
  return qb.getRawMany<SumRow>();
}

/** The parts' rows summed per currency, sorted by currency; a currency of no order (a rollup row back at 0) is left out. */
function sumsOf(rows: readonly SumRow[]): CurrencySums[] {
  const by = new Map<string, CurrencySums & { orders: number }>();
  for (const r of rows) {
    const s = by.get(r.currency) ?? { currency: r.currency, orders: 0, amount: 0, amountTax: 0, impressions: 0 };
    s.orders += Number(r.orders);
    s.amount += Number(r.amount ?? 0);
    s.amountTax += Number(r.amountTax ?? 0);
    s.impressions += Number(r.impressions ?? 0);
    by.set(r.currency, s);
  }
  return [...by.values()]
    .filter((s) => s.orders > 0)
    .sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0))
    .map(({ currency, amount, amountTax, impressions }) => ({ currency, amount, amountTax, impressions }));
}

/** A rollup's sums per currency over ranges of its periods (days or months), of one status or all. */
function rollupSums<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, key: 'createdDay' | 'createdMonth', ranges: readonly Periods[], status: OrderStatus | undefined): Promise<SumRow[]> {
  qb.select('r.currency', 'currency').addSelect('SUM(r.orders)', 'orders');
  for (const c of ['amount', 'amountTax', 'impressions']) qb.addSelect(`SUM(r.${c})`, c);
  const params: Record<string, string> = {};
  const clauses = ranges.map((p, i) => {
    if (p.first) params[`first${i}`] = p.first;
    if (p.last) params[`last${i}`] = p.last;
    return [p.first ? `r.${key} >= :first${i}` : '', p.last ? `r.${key} <= :last${i}` : ''].filter(Boolean).join(' AND ') || '1 = 1';
  });
  qb.where(`(${clauses.map((c) => `(${c})`).join(' OR ')})`, params);
  if (status) qb.andWhere('r.status = :rStatus', { rStatus: status });
  return qb.groupBy('r.currency').getRawMany<SumRow>();
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

/** narrow with the search, which a trigram index narrows further where there is one (platform data/search-index.ts). */
async function narrowSearched(qb: SelectQueryBuilder<OrderRow>, filters: OrderFilters): Promise<SelectQueryBuilder<OrderRow>> {
  narrow(qb, filters, true);
  if (filters.search) await narrowByTrigrams(qb, 'o', lists.listOrders.search, filters.search);
  return qb;
}
