// Orders as the API shows them (openapi/order schemas): instants as ISO strings, every field present;
// the statuses the caller may move the order to, and its listings' and resources' titles, as the use
// cases hand them (order-views.ts).
import type { Order, OrderedItem } from '@adops/openapi/generated/order';
import type { OrderRow } from './entities.ts';
import { nextStatuses, statusMessage } from './rules.ts';

/** What an order's view adds to its row: for whom it is shown, and what it names. */
export interface OrderViewOf {
  roles: readonly string[];
  orderedItems: OrderedItem[];
}

export const toOrderDto = (o: OrderRow, view: OrderViewOf): Order => ({
  id: o.id,
  orderNumber: o.orderNumber,
  customerId: o.customerId,
  officeId: o.officeId,
  agents: o.agents,
  email: o.email,
  orderedFrom: o.orderedFrom,
  paymentType: o.paymentType,
  status: o.status,
  statusMessage: statusMessage(o.status),
  orderType: o.orderType,
  source: o.source,
  products: o.products,
  amount: o.amount,
  amountTax: o.amountTax,
  currency: o.currency,
  startDate: o.startDate,
  campaignName: o.campaignName,
  title: o.campaignName,
  comments: o.comments,
  attributes: o.attributes,
  campaignData: o.campaignData,
  listingIds: o.listingIds,
  resourceIds: o.resourceIds,
  fbDpaCatalogId: o.fbDpaCatalogId,
  // The ads context's campaigns, as its campaign.* events told them (campaigns/).
  fbCampaigns: o.fbCampaigns,
  gdnCampaigns: o.gdnCampaigns,
  impressions: o.impressions,
  createdBy: o.createdBy,
  createdAt: o.createdAt.toISOString(),
  updatedAt: o.updatedAt.toISOString(),
  statusHistory: o.statusHistory,
  payments: o.payments,
  nextStatuses: nextStatuses(o, view.roles),
  orderedItems: view.orderedItems,
});
