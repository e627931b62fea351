import type { MigrationInterface, QueryRunner } from 'typeorm';
import { envelope, publishedVersion, topicOf } from '@adops/platform';
import { emailTemplateSaved } from '../email-templates/events.ts';
import type { EmailTemplateRow } from '../email-templates/entities.ts';

// The order context sends order e-mails from a customer's own templates, which it learns only from
// email_template.saved / email_template.reset. A template saved before those events existed never
// reached it, so this records one email_template.saved in the outbox for every template kept here:
// the same envelope and payload a save records, published by the relay after start. The order
// context's projection takes it like any save; one it already has (a save since) changes nothing.
// The topic is the one the service's outbox writes to: its prefix comes from KAFKA_PREFIX, read as the
// service's configuration reads it (loadConfig), in the service and the migration Job alike.
// Not a tablesMigration: it makes no table, only outbox rows.
const TYPE = 'email_template.saved';
const BATCH = 200;

/** A datetime(3) value as both engines store it (UTC; the MySQL connection runs in 'Z'). */
const instant = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

export class PublishSavedEmailTemplates1764900026950 implements MigrationInterface {
  name = 'PublishSavedEmailTemplates1764900026950';

  async up(q: QueryRunner): Promise<void> {
    const version = publishedVersion('customer', TYPE);
    if (version === undefined) throw new Error(`customer publishes no event ${TYPE}`);
    const topic = topicOf(process.env.KAFKA_PREFIX ?? '', 'customer');
    // In pages by id, so a customer base of any size never sits in memory at once.
    for (let after = ''; ; ) {
      const rows = (await q.query('SELECT id, customerId, name, subject, html FROM customer_email_templates WHERE id > ? ORDER BY id LIMIT ' + BATCH, [after])) as Array<
        Pick<EmailTemplateRow, 'id' | 'customerId' | 'name' | 'subject' | 'html'>
      >;
      for (const row of rows) {
        const event = emailTemplateSaved(row);
        const env = envelope('customer', { ...event, version });
        await q.query('INSERT INTO outbox (id, topic, `key`, type, payload, createdAt, sentAt, attempts, lastError) VALUES (?, ?, ?, ?, ?, ?, NULL, 0, NULL)', [
          env.id,
          topic,
          env.subject,
          env.type,
          JSON.stringify(env),
          instant(new Date()),
        ]);
      }
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1]!.id;
    }
  }

  // The events may be published already; an event cannot be taken back, and a template kept by the
  // order context is what the customer saved.
  async down(): Promise<void> {}
}
