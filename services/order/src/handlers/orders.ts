// /api/orders: place, list (with totals), export, read, comment, edit, move between statuses, delete.
import { principalOf as who, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/order';
import type { Orders } from '../orders.ts';
import { toOrderDto } from '../dto.ts';
import { exportFile } from '../exports.ts';

type OrderOps = 'createOrder' | 'listOrders' | 'exportOrders' | 'getOrder' | 'deleteOrder' | 'addOrderComment' | 'deleteOrderComment' | 'updateOrderCampaignData' | 'updateOrderEmail' | 'updateOrderStatus';

export function orderHandlers({ orders }: { orders: Orders }): SomeHandlers<operations, OrderOps> {
  return {
    createOrder: async (req, res) => {
      const key = req.header('Idempotency-Key') ?? undefined;
      const { order, created } = await orders.place(who(req), req.body, key);
      reply(res, created ? 201 : 200, toOrderDto(order));
    },
    listOrders: async (req, res) => {
      const { items, count, totals } = await orders.list(who(req), req.query);
      reply(res, 200, {
        orders: items.map(toOrderDto),
        count,
        ...(req.query.includeImpressions && totals ? { overallImpressions: totals.overallImpressions } : {}),
        ...(req.query.includeTotalPrice && totals ? { totalPrice: totals.totalPrice } : {}),
      });
    },
    exportOrders: async (req, res) => {
      const file = await exportFile(await orders.exportRows(who(req), req.query), req.query.format ?? 'csv');
      res.status(200).set({ 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.fileName}"` }).send(file.body);
    },
    getOrder: async (req, res) => reply(res, 200, toOrderDto(await orders.get(who(req), req.params.orderId))),
    deleteOrder: async (req, res) => {
      await orders.remove(who(req), req.params.orderId);
      res.status(204).end();
    },
    addOrderComment: async (req, res) => reply(res, 201, toOrderDto(await orders.addComment(who(req), req.params.orderId, req.body.text))),
    deleteOrderComment: async (req, res) => reply(res, 200, toOrderDto(await orders.deleteComment(who(req), req.params.orderId, req.params.commentId))),
    updateOrderCampaignData: async (req, res) => reply(res, 200, toOrderDto(await orders.setCampaignData(who(req), req.params.orderId, req.body.campaignData))),
    updateOrderEmail: async (req, res) => reply(res, 200, toOrderDto(await orders.setEmail(who(req), req.params.orderId, req.body.email))),
    updateOrderStatus: async (req, res) => reply(res, 200, toOrderDto(await orders.setStatus(who(req), req.params.orderId, req.body.status))),
  };
}
