// An order event's e-mails: which one it sends (rules.ts mailFor), to the order's e-mail and its
// EMAIL_NOTICE addresses, rendered from the product's, the customer's or the default template with the
// order's values, recorded as PENDING and queued for sending (send-mail.ts) in the inbox's transaction.
// The ads context's campaign events send theirs the same way, to agents: a rejected ad to the order's
// agents (and any other the event names), a lead to the agent it is attributed to (the order's first
// when it is attributed to none), at the e-mails the customer context told of them.
// They are rendered here, once: what is recorded is what is sent, however late.
import type { OrderRow } from '../orders/entities.ts';
import type { OrderTx } from '../orders/store.ts';
import type { NotificationEvent, NotificationTemplate, OrderNotificationRow } from './entities.ts';
import type { NotificationStore } from './store.ts';
import type { AdRejectedMail, LeadMail, OrderEventData, OrderEventMail } from './events.ts';
import { adRejectedVariables, agentRecipients, chooseTemplate, leadVariables, mailFor, mailVariables, recipientsOf, renderMail, type OrderEvent } from './rules.ts';

/** One e-mail to write: its address, and the agent it is addressed to ({{agentName}}). */
interface Addressee {
  recipient: string;
  agentId: string | undefined;
}

export class OrderNotifications implements OrderEventMail {
  private readonly store: NotificationStore;
  /** Where an orderer follows their orders (read when used: a test server learns its address after boot). */
  private readonly ordersLink: () => string;

  constructor(store: NotificationStore, ordersLink: () => string) {
    this.store = store;
    this.ordersLink = ordersLink;
  }

  async onOrderEvent(tx: OrderTx, eventId: string, event: OrderEvent, data: OrderEventData): Promise<void> {
    // A deleted order is gone with its addresses: there is no one to tell.
    const order = await this.store.orderOf(tx, data.orderId);
    if (!order) return;
    const template = mailFor(event, order.paymentType, data.to);
    if (!template) return;
    const agentId = order.agents[0]?.id;
    await this.record(tx, eventId, order, event, template, recipientsOf(order).map((recipient) => ({ recipient, agentId })), {});
  }

  async onAdRejected(tx: OrderTx, eventId: string, rejection: AdRejectedMail): Promise<void> {
    const order = await this.orderOfCustomer(tx, rejection);
    if (!order) return;
    const agentIds = [...order.agents.map((a) => a.id), ...rejection.agentIds];
    const to = agentRecipients(agentIds, await this.store.agentEmails(tx, order.customerId, agentIds));
    await this.record(tx, eventId, order, 'campaign.ad_rejected', 'campaign-ad-rejected', to, adRejectedVariables(rejection));
  }

  async onLeadReceived(tx: OrderTx, eventId: string, lead: LeadMail): Promise<void> {
    const order = await this.orderOfCustomer(tx, lead);
    const agentId = lead.agentId ?? order?.agents[0]?.id;
    if (!order || !agentId) return;
    const to = agentRecipients([agentId], await this.store.agentEmails(tx, order.customerId, [agentId]));
    await this.record(tx, eventId, order, 'lead.received', 'lead-received', to, leadVariables(lead));
  }

  /** A campaign event's order, when it is there and the event's customer's. */
  private async orderOfCustomer(tx: OrderTx, event: { orderId: string; customerId: string }): Promise<OrderRow | null> {
    const order = await this.store.orderOf(tx, event.orderId);
    return order && order.customerId === event.customerId ? order : null;
  }

  /** Renders the e-mail for each addressee and records them, queued for sending, once per event and address. */
  private async record(tx: OrderTx, eventId: string, order: OrderRow, event: NotificationEvent, template: NotificationTemplate, to: readonly Addressee[], extra: Record<string, string>): Promise<void> {
    if (!to.length) return;
    const productIds = order.products.map((p) => p.productId);
    const chosen = chooseTemplate(template, await this.store.productTemplates(tx, productIds), productIds, await this.store.customerTemplate(tx, order.customerId, template));
    const agentIds = [...new Set(to.flatMap((a) => (a.agentId ? [a.agentId] : [])))];
    const names = await this.store.names(tx, [order.customerId, ...agentIds]);
    const now = new Date();
    const rows: Array<Omit<OrderNotificationRow, 'id' | 'eventId' | 'customerId'>> = to.map(({ recipient, agentId }) => {
      const values = mailVariables({
        orderNumber: order.orderNumber,
        campaignName: order.campaignName,
        amount: order.amount,
        currency: order.currency,
        customerName: names.get(order.customerId),
        agentName: agentId ? names.get(agentId) : undefined,
        link: this.ordersLink(),
      });
      const mail = renderMail(chosen.text, { ...values, ...extra });
      return {
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
      };
    });
    await this.store.addForEvent(tx, eventId, order.customerId, rows);
  }
}
