// An order's e-mails as the API shows them (openapi/order OrderNotification): what was sent to whom,
// and how sending went; never the body.
import type { components } from '@adops/openapi/generated/order';
import type { OrderNotificationRow } from './entities.ts';

export const toNotificationDto = (n: OrderNotificationRow): components['schemas']['OrderNotification'] => ({
  id: n.id,
  orderId: n.orderId,
  event: n.event,
  template: n.template,
  templateSource: n.templateSource,
  recipient: n.recipient,
  subject: n.subject,
  status: n.status,
  attempts: n.attempts,
  lastError: n.lastError,
  createdAt: n.createdAt.toISOString(),
  sentAt: n.sentAt ? n.sentAt.toISOString() : null,
  nextAttemptAt: n.nextAttemptAt ? n.nextAttemptAt.toISOString() : null,
});
