import type { MigrationInterface, QueryRunner } from 'typeorm';
import { envelope, publishedVersion, topicOf } from '@adops/platform';
import type { DashboardConfig } from '@adops/openapi/generated/customer';
import { dashboardSaved } from '../dashboards/events.ts';

// The order context offers a dashboard user the payment types of their customer's dashboard (002 §6),
// which it learns only from dashboard.saved / dashboard.deleted. A dashboard saved before those events
// existed never reached it (its users would be held to the product settings while the dashboard's order
// page offers its own lists), so this records one dashboard.saved in the outbox for every dashboard kept
// here: the same envelope and payload a save records, published by the relay after start. As with
// PublishSavedEmailTemplates1764900026950, the topic's prefix comes from KAFKA_PREFIX, and it is not a
// tablesMigration: it makes no table, only outbox rows.
const TYPE = 'dashboard.saved';
const BATCH = 200;

/** A datetime(3) value as both engines store it (UTC; the MySQL connection runs in 'Z'). */
const instant = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

export class PublishSavedDashboards1765000028200 implements MigrationInterface {
  name = 'PublishSavedDashboards1765000028200';

  async up(q: QueryRunner): Promise<void> {
    const version = publishedVersion('customer', TYPE);
    if (version === undefined) throw new Error(`customer publishes no event ${TYPE}`);
    const topic = topicOf(process.env.KAFKA_PREFIX ?? '', 'customer');
    // In pages by id, so a customer base of any size never sits in memory at once.
    for (let after = ''; ; ) {
      const rows = (await q.query('SELECT id, customerId, config FROM dashboards WHERE id > ? ORDER BY id LIMIT ' + BATCH, [after])) as Array<{ id: string; customerId: string; config: string }>;
      for (const row of rows) {
        // A config without payment methods offers its users none (Invoice, as the order page does).
        const config = JSON.parse(row.config) as Partial<DashboardConfig>;
        const enablePaymentMethod = config.enablePaymentMethod ?? { creditCardRoles: [], invoiceRoles: [] };
        const event = dashboardSaved({ id: row.id, customerId: row.customerId, config: { ...config, enablePaymentMethod } as DashboardConfig });
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

  // The events may be published already; an event cannot be taken back, and the order context keeps
  // what the customer's dashboard offers.
  async down(): Promise<void> {}
}
