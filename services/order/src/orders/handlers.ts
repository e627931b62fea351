// /api/orders: place, list (with totals), export, read, comment, edit, move between statuses, delete.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/order';
import type { PlaceOrder } from './place-order.ts';
import type { OrderList } from './order-list.ts';
import type { OrderEdits } from './order-edits.ts';
import type { StatusChanges } from './order-status.ts';
import { toOrderDto } from './dto.ts';
import { exportFile } from './exports.ts';

type OrderOps = 'createOrder' | 'listOrders' | 'exportOrders' | 'getOrder' | 'deleteOrder' | 'addOrderComment' | 'deleteOrderComment' | 'updateOrderCampaignData' | 'updateOrderEmail' | 'updateOrderStatus';

export interface OrderUseCases {
  placeOrder: PlaceOrder;
  orderList: OrderList;
  orderEdits: OrderEdits;
  statusChanges: StatusChanges;
}

export function orderHandlers({ placeOrder, orderList, orderEdits, statusChanges }: OrderUseCases): SomeHandlers<operations, OrderOps> {
  return {
    createOrder: async (req, res) => {
      const key = req.header('Idempotency-Key') ?? undefined;
      const { order, created } = await placeOrder.place(principalOf(req), req.body, key);
      reply(res, created ? 201 : 200, toOrderDto(order));
    },
    listOrders: async (req, res) => {
      const { items, count, totals } = await orderList.list(principalOf(req), req.query);
      reply(res, 200, {
        orders: items.map(toOrderDto),
        count,
        ...(req.query.includeImpressions && totals ? { overallImpressions: totals.overallImpressions } : {}),
        ...(req.query.includeTotalPrice && totals ? { totalPrice: totals.totalPrice } : {}),
      });
    },
    exportOrders: async (req, res) => {
      const file = await exportFile(await orderList.exportRows(principalOf(req), req.query), req.query.format ?? 'csv');
      res.status(200).set({ 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.fileName}"` }).send(file.body);
    },
    getOrder: async (req, res) => reply(res, 200, toOrderDto(await orderList.get(principalOf(req), req.params.orderId))),
    deleteOrder: async (req, res) => {
      await orderEdits.remove(principalOf(req), req.params.orderId);
      res.status(204).end();
    },
    addOrderComment: async (req, res) => reply(res, 201, toOrderDto(await orderEdits.addComment(principalOf(req), req.params.orderId, req.body.text))),
    deleteOrderComment: async (req, res) => reply(res, 200, toOrderDto(await orderEdits.deleteComment(principalOf(req), req.params.orderId, req.params.commentId))),
    updateOrderCampaignData: async (req, res) => reply(res, 200, toOrderDto(await orderEdits.setCampaignData(principalOf(req), req.params.orderId, req.body.campaignData))),
    updateOrderEmail: async (req, res) => reply(res, 200, toOrderDto(await orderEdits.setEmail(principalOf(req), req.params.orderId, req.body.email))),
    updateOrderStatus: async (req, res) => reply(res, 200, toOrderDto(await statusChanges.setStatus(principalOf(req), req.params.orderId, req.body.status))),
  };
}
