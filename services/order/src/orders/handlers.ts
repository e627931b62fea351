// /api/orders: place, list (with totals), export, read, comment, edit, move between statuses, delete.
// Each order is answered as the caller sees it (order-views.ts).
import { exportHead, principalOf, reply, sendStreamedDownload, sendTable, type Principal, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/order';
import type { PlaceOrder } from './place-order.ts';
import type { OrderList } from './order-list.ts';
import type { OrderEdits } from './order-edits.ts';
import type { StatusChanges } from './order-status.ts';
import type { OrderViews } from './order-views.ts';
import type { OrderRow } from './entities.ts';
import { csvExportChunks, ORDERS_EXPORT_STEM, ordersTable } from './exports.ts';

type OrderOps = 'createOrder' | 'listOrders' | 'exportOrders' | 'getOrder' | 'deleteOrder' | 'addOrderComment' | 'deleteOrderComment' | 'updateOrderCampaignData' | 'updateOrderEmail' | 'updateOrderStatus';

export interface OrderUseCases {
  placeOrder: PlaceOrder;
  orderList: OrderList;
  orderEdits: OrderEdits;
  statusChanges: StatusChanges;
  orderViews: OrderViews;
}

export function orderHandlers({ placeOrder, orderList, orderEdits, statusChanges, orderViews }: OrderUseCases): SomeHandlers<operations, OrderOps> {
  /** Runs an action (a read or an edit) as the request's caller and answers its order as that caller sees it. */
  const orderSeenByCaller = async (req: { principal?: Principal | undefined }, action: (principal: Principal) => Promise<OrderRow>) => {
    const principal = principalOf(req);
    return orderViews.one(principal, await action(principal));
  };
  return {
    createOrder: async (req, res) => {
      const principal = principalOf(req);
      const key = req.header('Idempotency-Key') ?? undefined;
      const { order, created } = await placeOrder.place(principal, req.body, key);
      reply(res, created ? 201 : 200, await orderViews.one(principal, order));
    },
    listOrders: async (req, res) => {
      const principal = principalOf(req);
      const { items, count, totals } = await orderList.list(principal, req.query);
      reply(res, 200, {
        orders: await orderViews.many(principal, items),
        count,
        ...(req.query.includeImpressions && totals ? { overallImpressions: totals.overallImpressions } : {}),
        ...(req.query.includeTotalPrice && totals ? { totalPrice: totals.totalPrice } : {}),
      });
    },
    exportOrders: async (req, res) => {
      if ((req.query.format ?? 'csv') === 'csv') {
        // Streamed: batch after batch as the client reads, never every order at once.
        await sendStreamedDownload(res, exportHead('csv', ORDERS_EXPORT_STEM, new Date()), csvExportChunks(await orderList.exportBatches(principalOf(req), req.query)));
        return;
      }
      await sendTable(res, 'xlsx', ORDERS_EXPORT_STEM, ordersTable(await orderList.exportRows(principalOf(req), req.query)));
    },
    getOrder: async (req, res) => {
      reply(res, 200, await orderSeenByCaller(req, (principal) => orderList.get(principal, req.params.orderId)));
    },
    deleteOrder: async (req, res) => {
      await orderEdits.remove(principalOf(req), req.params.orderId);
      res.status(204).end();
    },
    addOrderComment: async (req, res) => {
      reply(res, 201, await orderSeenByCaller(req, (principal) => orderEdits.addComment(principal, req.params.orderId, req.body.text)));
    },
    deleteOrderComment: async (req, res) => {
      reply(res, 200, await orderSeenByCaller(req, (principal) => orderEdits.deleteComment(principal, req.params.orderId, req.params.commentId)));
    },
    updateOrderCampaignData: async (req, res) => {
      reply(res, 200, await orderSeenByCaller(req, (principal) => orderEdits.setCampaignData(principal, req.params.orderId, req.body.campaignData)));
    },
    updateOrderEmail: async (req, res) => {
      reply(res, 200, await orderSeenByCaller(req, (principal) => orderEdits.setEmail(principal, req.params.orderId, req.body.email)));
    },
    updateOrderStatus: async (req, res) => {
      reply(res, 200, await orderSeenByCaller(req, (principal) => statusChanges.setStatus(principal, req.params.orderId, req.body.status)));
    },
  };
}
