// The orders' tables: orders (with their agents as links, for an agent's scope, their status history,
// payment outcomes and the ads context's campaigns as JSON beside their comments) and the order-number counter.
import { EntitySchema } from 'typeorm';
import { agentLinksEntity, bigintColumn, idColumn, instantColumn, intColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { CampaignDataItem, OrderAttribute, OrderCampaign, OrderComment, OrderedProduct, OrderPaymentAttempt, OrderStatus, OrderStatusChange, OrderType, PaymentType } from '@adops/openapi/generated/order';

export interface OrderRow {
  id: string;
  orderNumber: number;
  customerId: string;
  officeId: string | null;
  agents: Array<{ id: string }>;
  email: string | null;
  orderedFrom: string | null;
  paymentType: PaymentType;
  status: OrderStatus;
  /** Every status the order has had, oldest first (rules.ts statusChange). */
  statusHistory: OrderStatusChange[];
  /** The payment outcomes the payment context reported, oldest first (rules.ts withPaymentAttempt). */
  payments: OrderPaymentAttempt[];
  orderType: OrderType;
  source: 'ORDER_FORM';
  products: OrderedProduct[];
  amount: number;
  amountTax: number;
  currency: string;
  startDate: string | null;
  campaignName: string;
  comments: OrderComment[];
  attributes: OrderAttribute[];
  campaignData: CampaignDataItem[];
  listingIds: string[];
  resourceIds: string[];
  fbDpaCatalogId: string | null;
  /** The ads context's social (Facebook) and display (Google) campaigns of the order, by campaign.* events (campaigns/rules.ts). */
  fbCampaigns: OrderCampaign[];
  gdnCampaigns: OrderCampaign[];
  /** How many campaigns the order makes in all, as campaign.created told it (null before any): COMPLETED once that many have completed. */
  campaignsOfOrder: number | null;
  impressions: number;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const OrderEntity = new EntitySchema<OrderRow>({
  name: 'Order',
  tableName: 'orders',
  columns: {
    id: idColumn,
    orderNumber: intColumn,
    customerId: refColumn(),
    officeId: refColumn(true),
    agents: jsonColumn(),
    email: stringColumn(254, true),
    orderedFrom: stringColumn(2000, true),
    paymentType: stringColumn(20),
    status: stringColumn(20),
    statusHistory: jsonColumn(),
    payments: jsonColumn(),
    orderType: stringColumn(20),
    source: stringColumn(20),
    products: jsonColumn(),
    amount: bigintColumn(),
    amountTax: bigintColumn(),
    currency: stringColumn(3),
    startDate: stringColumn(10, true),
    campaignName: stringColumn(200),
    comments: jsonColumn(),
    attributes: jsonColumn(),
    campaignData: jsonColumn(),
    listingIds: jsonColumn(),
    resourceIds: jsonColumn(),
    fbDpaCatalogId: stringColumn(100, true),
    fbCampaigns: jsonColumn(),
    gdnCampaigns: jsonColumn(),
    campaignsOfOrder: { ...intColumn, nullable: true },
    impressions: bigintColumn(),
    createdBy: refColumn(true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

/** The ids of an order's agents, kept by the owned-resource kit: what an agent's or branch user's scope reaches. */
export const OrderAgentEntity = agentLinksEntity('OrderAgent', 'order_agents');

export interface OrderCounterRow {
  name: string;
  value: number;
}

export const OrderCounterEntity = new EntitySchema<OrderCounterRow>({
  name: 'OrderCounter',
  tableName: 'order_counters',
  columns: { name: { ...stringColumn(40), primary: true }, value: intColumn },
});

/**
 * The orders' sums per UTC day of creation, status and currency, kept by triggers on orders
 * (day-totals.ts): what the staff's totals over a date window read for its whole days. Never written here.
 */
export interface OrderDayTotalRow {
  /** 'YYYY-MM-DD' (a DATE on MariaDB). */
  createdDay: string;
  status: OrderStatus;
  currency: string;
  orders: number;
  amount: number;
  amountTax: number;
  impressions: number;
}

/** What both rollups hold beside their period: the rest of the key and the sums. */
const rollupColumns = () => ({
  status: { ...stringColumn(20), primary: true },
  currency: { ...stringColumn(3), primary: true },
  orders: bigintColumn(),
  amount: bigintColumn(),
  amountTax: bigintColumn(),
  impressions: bigintColumn(),
});

export const OrderDayTotalEntity = new EntitySchema<OrderDayTotalRow>({
  name: 'OrderDayTotal',
  tableName: 'order_day_totals',
  columns: { createdDay: { ...stringColumn(10), primary: true }, ...rollupColumns() },
});

/** The same sums per UTC month ('YYYY-MM'): what the totals read for a window's whole months. */
export interface OrderMonthTotalRow extends Omit<OrderDayTotalRow, 'createdDay'> {
  createdMonth: string;
}

export const OrderMonthTotalEntity = new EntitySchema<OrderMonthTotalRow>({
  name: 'OrderMonthTotal',
  tableName: 'order_month_totals',
  columns: { createdMonth: { ...stringColumn(7), primary: true }, ...rollupColumns() },
});

export const orderEntities = [OrderEntity, OrderAgentEntity, OrderCounterEntity, OrderDayTotalEntity, OrderMonthTotalEntity];
