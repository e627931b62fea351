// The notifications area's tables: the e-mails orders' events send (one per event and recipient, unique
// so a redelivered event never sends twice) and what it keeps of the customer context's templates and
// names. The order consumer starts reading the order context's own topic from its beginning: every
// order event recorded before is marked handled by it here, so an upgrade never e-mails old orders.
import { tableId, tableInstant, tableInt, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

export const CreateNotificationTables1764900026400 = tablesMigration('CreateNotificationTables1764900026400', (mysql) => [
  {
    name: 'order_notifications',
    columns: [
      tableId(),
      tableRef('orderId'),
      tableRef('customerId'),
      tableRef('eventId'),
      tableString('event', 40),
      tableString('template', 40),
      tableString('templateSource', 20),
      tableString('recipient', 254),
      tableString('subject', 1000),
      { ...tableText('html'), type: mysql ? 'mediumtext' : 'text' },
      { ...tableText('text'), type: mysql ? 'mediumtext' : 'text' },
      tableString('status', 20),
      tableInt('attempts'),
      tableString('lastError', 1000, true),
      tableInstant('nextAttemptAt', true),
      tableInstant('sentAt', true),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      { name: 'order_notifications_event_recipient', columnNames: ['eventId', 'recipient'], isUnique: true },
      { name: 'order_notifications_order', columnNames: ['orderId', 'createdAt'] },
    ],
  },
  {
    name: 'known_email_templates',
    columns: [{ ...tableRef('customerId'), isPrimary: true }, { ...tableString('name', 60), isPrimary: true }, tableString('subject', 500), { ...tableText('html'), type: mysql ? 'mediumtext' : 'text' }, tableInstant('eventAt')],
  },
  {
    name: 'known_names',
    columns: [{ ...tableRef('id'), isPrimary: true }, tableString('kind', 20), tableString('name', 200), tableInstant('eventAt')],
  },
], {
  after: {
    async up(q) {
      // 'YYYY-MM-DD HH:MM:SS.SSS' (UTC), which both engines take for a datetime(3).
      const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
      await q.query(
        `INSERT INTO inbox (consumer, eventId, type, handledAt)
         SELECT 'order', o.id, o.type, ? FROM outbox o
         WHERE o.type IN ('order.created', 'order.ready', 'order.cancelled', 'order.status_changed')
           AND NOT EXISTS (SELECT 1 FROM inbox i WHERE i.consumer = 'order' AND i.eventId = o.id)`,
        [now],
      );
    },
    // The marks stay: they only say that nothing is to be sent for those events.
    async down() {},
  },
});
