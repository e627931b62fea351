import type { MigrationInterface, QueryRunner } from 'typeorm';
import { emailTemplateSaved } from '../email-templates/events.ts';
import type { EmailTemplateRow } from '../email-templates/entities.ts';
import { publishEachRow } from './publish-each-row.ts';

// The order context sends order e-mails from a customer's own templates, which it learns only from
// email_template.saved / email_template.reset. A template saved before those events existed never
// reached it, so this records one email_template.saved in the outbox for every template kept here
// (publishEachRow: the same envelope and payload a save records, published by the relay after start).
// The order context's projection takes it like any save; one it already has (a save since) changes
// nothing. Not a tablesMigration: it makes no table, only outbox rows.
export class PublishSavedEmailTemplates1764900026950 implements MigrationInterface {
  name = 'PublishSavedEmailTemplates1764900026950';

  async up(q: QueryRunner): Promise<void> {
    await publishEachRow<Pick<EmailTemplateRow, 'id' | 'customerId' | 'name' | 'subject' | 'html'>>(
      q,
      'email_template.saved',
      'SELECT id, customerId, name, subject, html FROM customer_email_templates',
      emailTemplateSaved,
    );
  }

  // The events may be published already; an event cannot be taken back, and a template kept by the
  // order context is what the customer saved.
  async down(): Promise<void> {}
}
