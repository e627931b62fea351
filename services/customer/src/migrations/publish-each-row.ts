// Not a migration: the step two data migrations share (PublishSavedEmailTemplates1764900026950,
// PublishSavedDashboards1765000028200). When a new event carries what another context must know,
// rows saved before the event existed never reached it; such a migration records one event in the
// outbox for every row kept here, with the same envelope and payload a save records, and the relay
// publishes them after start. The topic is the one the service's outbox writes to: its prefix comes
// from KAFKA_PREFIX, read as the service's configuration reads it (loadConfig), in the service and the
// migration Job alike. Raw SQL, not the OutboxEntity: a migration must write the table as it was then.
// Migrations that ran already call it: a change here must leave the rows they write as they are (their
// tests, test/saved-*-migration.test.ts, hold them).
import type { QueryRunner } from 'typeorm';
import { envelope, publishedVersion, topicOf, type EventsOf, type NewEvent, type NewEventOf } from '@adops/platform';

type CustomerEvent = NewEventOf<EventsOf<'customer'>>;

const BATCH = 200;

/** A datetime(3) value as both engines store it (UTC; the MySQL connection runs in 'Z'). */
const instant = (d: Date) => d.toISOString().replace('T', ' ').replace('Z', '');

/**
 * Records `eventOf(row)` in the outbox for every row `select` reads (a `SELECT … FROM table` with no
 * WHERE; rows are paged by their `id`). `type` is the event's, checked before any row is read.
 */
export async function publishEachRow<Row extends { id: string }>(q: QueryRunner, type: CustomerEvent['type'], select: string, eventOf: (row: Row) => CustomerEvent): Promise<void> {
  const version = publishedVersion('customer', type);
  if (version === undefined) throw new Error(`customer publishes no event ${type}`);
  const topic = topicOf(process.env.KAFKA_PREFIX ?? '', 'customer');
  // In pages by id, so a customer base of any size never sits in memory at once.
  for (let after = ''; ; ) {
    const rows = (await q.query(`${select} WHERE id > ? ORDER BY id LIMIT ${BATCH}`, [after])) as Row[];
    for (const row of rows) {
      const event: NewEvent = eventOf(row);
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
