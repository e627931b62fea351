// The notifications area's tables: each e-mail an order's event (or a campaign event of its order: a
// rejected ad, a lead) sends to one recipient (its record and its retry state), and what the area knows of the customer context to write them: customers' own
// e-mail templates and the names of customers and agents, kept from customer.events.
import { EntitySchema } from 'typeorm';
import { idColumn, instantColumn, intColumn, refColumn, stringColumn } from '@adops/platform';
import type { NotificationEvent, NotificationStatus, NotificationTemplate, TemplateSource } from './rules.ts';

export type { NotificationEvent, NotificationStatus, NotificationTemplate, TemplateSource };

export interface OrderNotificationRow {
  id: string;
  orderId: string;
  customerId: string;
  /** The id of the event that made it: with the recipient, unique (an event sends once per address). */
  eventId: string;
  event: NotificationEvent;
  template: NotificationTemplate;
  templateSource: TemplateSource;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const OrderNotificationEntity = new EntitySchema<OrderNotificationRow>({
  name: 'OrderNotification',
  tableName: 'order_notifications',
  columns: {
    id: idColumn,
    orderId: refColumn(),
    customerId: refColumn(),
    eventId: refColumn(),
    event: stringColumn(40),
    template: stringColumn(40),
    templateSource: stringColumn(20),
    recipient: stringColumn(254),
    subject: stringColumn(1000),
    html: { type: 'text' },
    text: { type: 'text' },
    status: stringColumn(20),
    attempts: intColumn,
    lastError: stringColumn(1000, true),
    nextAttemptAt: instantColumn(true),
    sentAt: instantColumn(true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

/** A customer's own version of an e-mail template, as email_template.saved told it (reset: the row goes). */
export interface KnownEmailTemplateRow {
  customerId: string;
  name: string;
  subject: string;
  html: string;
  eventAt: Date;
}

export const KnownEmailTemplateEntity = new EntitySchema<KnownEmailTemplateRow>({
  name: 'KnownEmailTemplate',
  tableName: 'known_email_templates',
  columns: { customerId: { ...refColumn(), primary: true }, name: { ...stringColumn(60), primary: true }, subject: stringColumn(500), html: { type: 'text' }, eventAt: instantColumn() },
});

/** A customer's or an agent's name, as customer.* and agent.* events told it. */
export interface KnownNameRow {
  id: string;
  kind: 'customer' | 'agent';
  name: string;
  eventAt: Date;
}

export const KnownNameEntity = new EntitySchema<KnownNameRow>({
  name: 'KnownName',
  tableName: 'known_names',
  columns: { id: { ...refColumn(), primary: true }, kind: stringColumn(20), name: stringColumn(200), eventAt: instantColumn() },
});

export const notificationEntities = [OrderNotificationEntity, KnownEmailTemplateEntity, KnownNameEntity];
