// What the orders tab shows of an order and asks of the list (002 §4, §6, §7, §9), apart from the page:
// the status message, the amounts with or without tax by role, the report links, pay-now, the list's query
// and the export's address. A dashboard user's orders are scoped by the server (never a customerId here).
import type { CurrencyTotal, Order } from '../../lib/api/generated/order.ts';
import { listParams } from '../../lib/api/lists.ts';
import { formatMoney } from '../../constants.ts';
import { orderStatusMessage } from '../orders/constants.ts';
import { ordersDateQuery, type CalendarDateRange, type DayRange } from './dateRange.ts';
import type { OrdersTabSort } from './constants.ts';

/** 002 §4: the server's statusMessage, or the message of its status. */
export const statusMessageOf = (order: Pick<Order, 'status' | 'statusMessage'>): string => order.statusMessage || orderStatusMessage(order.status);

/**
 * An amount as the role sees it (002 §6, §9): with tax for the roles in enableOrdersTaxInclusionRoles, else
 * without it (what the list's total does: amount less its tax).
 */
export const amountOf = (order: Pick<Order, 'amount' | 'amountTax'>, withTax: boolean): number => (withTax ? order.amount : order.amount - order.amountTax);

/** Minor units divided by the currency's offset, 2 decimals, with the currency code: '$173.04 NZD'. */
export const formatAmount = (minor: number, currency: string): string => `${formatMoney(minor, currency)} ${currency}`;

/** The list's total, one per currency: '$173.04 NZD · $20.00 AUD'. */
export const formatTotals = (totals: readonly CurrencyTotal[] | undefined): string =>
  (totals ?? []).map((t) => formatAmount(t.amount, t.currency)).join(' · ');

/** 002 §2: pay now for an order waiting for its card payment. */
export const mayPayNow = (order: Pick<Order, 'status'>): boolean => order.status === 'PENDING_PAYMENT';

/** 002 §3: the report of each campaign the ads context made for the order (fbCampaigns, gdnCampaigns), not deleted. */
export function reportLinksOf(order: Pick<Order, 'fbCampaigns' | 'gdnCampaigns'>): { name: string; url: string }[] {
  return [...order.fbCampaigns, ...order.gdnCampaigns]
    .filter((c) => !c.deleted && !!c.shortUrl)
    .map((c) => ({ name: c.name, url: c.shortUrl! }));
}

export interface OrdersFilters {
  search: string;
  sort: OrdersTabSort;
  range: DayRange;
  officeId: string;
}

/** The filters of the list and the export (002 §7: the export takes the same query without paging and totals). */
export function filterQuery(filters: OrdersFilters, today: string, calendar: CalendarDateRange) {
  return listParams({ ...ordersDateQuery(filters.range, today, calendar), officeId: filters.officeId, sort: filters.sort, search: filters.search });
}

/** One page of the list, with the totals: the tax-inclusive total only for the roles that include tax (002 §6). */
export function listQueryOf(filters: OrdersFilters, paging: { page: number; limit: number }, withTax: boolean, today: string, calendar: CalendarDateRange) {
  return {
    ...filterQuery(filters, today, calendar), page: paging.page, limit: paging.limit,
    includeTotalPrice: true, includeImpressions: true, ...(withTax ? { includeTotalPriceTax: true } : {}),
  };
}

/** The CSV export's address (exportOrders) for the same filters. */
export function exportUrlOf(filters: OrdersFilters, today: string, calendar: CalendarDateRange): string {
  const params = new URLSearchParams({ format: 'csv' });
  for (const [k, v] of Object.entries(filterQuery(filters, today, calendar))) params.set(k, String(v));
  return `/api/orders/export?${params}`;
}
