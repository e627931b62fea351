// /api/orders/{orderId}/notifications: the e-mails an order's events sent or are sending.
import { principalOf, reply, type SomeHandlers } from '@adops/platform';
import type { operations } from '@adops/openapi/generated/order';
import type { NotificationList } from './notifications.ts';
import { toNotificationDto } from './dto.ts';

export function notificationHandlers({ notificationList }: { notificationList: NotificationList }): SomeHandlers<operations, 'listOrderNotifications'> {
  return {
    listOrderNotifications: async (req, res) => {
      const items = (await notificationList.ofOrder(principalOf(req), req.params.orderId)).map(toNotificationDto);
      reply(res, 200, { items, count: items.length });
    },
  };
}
