// An order event's e-mails: which one it sends (rules.ts mailFor), to the order's e-mail and its
// EMAIL_NOTICE addresses, rendered from the product's, the customer's or the default template with the
// order's values, recorded as PENDING and queued for sending (send-mail.ts) in the inbox's transaction.
// They are rendered here, once: what is recorded is what is sent, however late.
import type { OrderTx } from '../orders/store.ts';
import type { NotificationEvent, OrderNotificationRow } from './entities.ts';
import type { NotificationStore } from './store.ts';
import type { OrderEventData, OrderEventMail } from './events.ts';
import { chooseTemplate, mailFor, mailVariables, recipientsOf, renderMail } from './rules.ts';

export class OrderNotifications implements OrderEventMail {
  private readonly store: NotificationStore;
  /** Where an orderer follows their orders (read when used: a test server learns its address after boot). */
  private readonly ordersLink: () => string;

  constructor(store: NotificationStore, ordersLink: () => string) {
    this.store = store;
    this.ordersLink = ordersLink;
  }

  async onOrderEvent(tx: OrderTx, eventId: string, event: NotificationEvent, data: OrderEventData): Promise<void> {
    // A deleted order is gone with its addresses: there is no one to tell.
    const order = await this.store.orderOf(tx, data.orderId);
    if (!order) return;
    const template = mailFor(event, order.paymentType, data.to);
    const recipients = recipientsOf(order);
    if (!template || !recipients.length) return;
    const productIds = order.products.map((p) => p.productId);
    const chosen = chooseTemplate(template, await this.store.productTemplates(tx, productIds), productIds, await this.store.customerTemplate(tx, order.customerId, template));
    const agentId = order.agents[0]?.id;
    const names = await this.store.names(tx, agentId ? [order.customerId, agentId] : [order.customerId]);
    const mail = renderMail(
      chosen.text,
      mailVariables({
        orderNumber: order.orderNumber,
        campaignName: order.campaignName,
        amount: order.amount,
        currency: order.currency,
        customerName: names.get(order.customerId),
        agentName: agentId ? names.get(agentId) : undefined,
        link: this.ordersLink(),
      }),
    );
    const now = new Date();
    const rows: Array<Omit<OrderNotificationRow, 'id' | 'eventId' | 'customerId'>> = recipients.map((recipient) => ({
      orderId: order.id,
      event,
      template,
      templateSource: chosen.source,
      recipient,
      subject: mail.subject.slice(0, 1000),
      html: mail.html,
      text: mail.text,
      status: 'PENDING',
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
      sentAt: null,
      createdAt: now,
      updatedAt: now,
    }));
    await this.store.addForEvent(tx, eventId, order.customerId, rows);
  }
}
