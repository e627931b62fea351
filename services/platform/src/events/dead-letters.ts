// Dead letters: an event a consumer could not handle after bounded retries (or could never handle: an
// unknown version, a message that is not an envelope) is set aside instead of blocking its partition,
// so the events behind it keep flowing. With Kafka it goes to the consumer's `<consumer>.dead-letter`
// topic with the reason in its headers; in the embedded default to the consumer's dead_letters table.
// Either way nothing is lost: an operator can read it, fix the cause and replay it.
import { EntitySchema, IsNull, Not, TableColumn, TableIndex, type DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import type { Kafka, Producer } from 'kafkajs';
import { instantColumn, tableInstant, tableString, tableText } from '../data/columns.ts';
import { isDuplicateKey } from '../data/db-errors.ts';
import { tablesMigration } from '../data/table-migration.ts';

export interface DeadLetter {
  consumer: string;
  /** The topic the message came from. */
  topic: string;
  key: string | null;
  /** The message as received (an envelope's JSON, or whatever arrived). */
  payload: string;
  error: string;
  attempts: number;
}

export interface DeadLetterSink {
  put(letter: DeadLetter): Promise<void>;
  stop(): Promise<void>;
}

export const deadLetterTopicOf = (prefix: string, consumer: string) => `${prefix}${consumer}.dead-letter`;

export class KafkaDeadLetters implements DeadLetterSink {
  readonly topic: string;
  private readonly producer: Producer;
  private connected: Promise<void> | undefined;

  constructor(kafka: Kafka, topic: string) {
    this.topic = topic;
    this.producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
  }

  async put(letter: DeadLetter): Promise<void> {
    this.connected ??= this.producer.connect();
    await this.connected;
    await this.producer.send({
      topic: this.topic,
      acks: -1,
      messages: [{
        key: letter.key,
        value: letter.payload,
        headers: { 'dead-letter-consumer': letter.consumer, 'dead-letter-topic': letter.topic, 'dead-letter-error': letter.error.slice(0, 2000), 'dead-letter-attempts': String(letter.attempts) },
      }],
    });
  }

  async stop(): Promise<void> {
    if (this.connected) await this.producer.disconnect().catch(() => {});
  }
}

export interface DeadLetterRow extends DeadLetter {
  seq: number;
  /** The envelope's id when the payload is one; null for a message that is not an envelope. */
  eventId: string | null;
  createdAt: Date;
}

/** The id of the envelope a payload holds, or null when it holds none (not JSON, not an envelope). */
export function eventIdOf(payload: string): string | null {
  try {
    const id = (JSON.parse(payload) as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id.length > 0 && id.length <= 36 ? id : null;
  } catch {
    return null;
  }
}

/** The ids of the events `consumer` has set aside in its dead_letters table (the embedded default). */
export async function deadLetteredEventIds(ds: DataSource, consumer: string): Promise<Set<string>> {
  const rows = await ds.getRepository(DeadLetterEntity).find({ select: { eventId: true }, where: { consumer, eventId: Not(IsNull()) } });
  return new Set(rows.map((r) => r.eventId!));
}

export const DeadLetterEntity = new EntitySchema<DeadLetterRow>({
  name: 'DeadLetterRow',
  tableName: 'dead_letters',
  columns: {
    seq: { type: 'integer', primary: true, generated: 'increment' },
    consumer: { type: 'varchar', length: 100 },
    topic: { type: 'varchar', length: 200 },
    key: { type: 'varchar', length: 100, nullable: true },
    eventId: { type: 'varchar', length: 36, nullable: true },
    payload: { type: 'text' },
    error: { type: 'text' },
    attempts: { type: 'int' },
    createdAt: instantColumn(),
  },
});

export class TableDeadLetters implements DeadLetterSink {
  private readonly ds: DataSource;

  constructor(ds: DataSource) {
    this.ds = ds;
  }

  async put(letter: DeadLetter): Promise<void> {
    try {
      await this.ds.getRepository(DeadLetterEntity).insert({ ...letter, eventId: eventIdOf(letter.payload), error: letter.error.slice(0, 2000), createdAt: new Date() });
    } catch (error) {
      // The unique (consumer, eventId) index: this consumer already set this event aside (a
      // redelivery after a crash); one copy is what the operator needs, the first one stands.
      if (!isDuplicateKey(error)) throw error;
    }
  }

  async stop(): Promise<void> {}
}

export const CreateDeadLetters1764200000000 = tablesMigration('CreateDeadLetters1764200000000', () => [
  {
    name: 'dead_letters',
    columns: [
      { name: 'seq', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
      tableString('consumer', 100),
      tableString('topic', 200),
      tableString('key', 100, true),
      tableText('payload'),
      tableText('error'),
      { name: 'attempts', type: 'int' },
      tableInstant('createdAt'),
    ],
  },
]);

const DEAD_LETTER_EVENT_INDEX = 'IDX_dead_letters_consumer_event';

/**
 * Dead letters get the id of the event they hold, unique per consumer: replay skips what a consumer
 * already set aside (instead of handing it to the handlers again at every start and keeping another
 * copy each time), and a second put of the same event keeps the first. Rows kept before this get
 * their ids from their payloads; of copies the old replay made, the first keeps the id and the
 * others stay null (kept, still readable, no longer matched).
 */
export class DeadLetterEventIds1764400004002 implements MigrationInterface {
  name = 'DeadLetterEventIds1764400004002';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('dead_letters', new TableColumn(tableString('eventId', 36, true)));
    const rows = (await q.query('SELECT seq, consumer, payload FROM dead_letters ORDER BY seq')) as Array<{ seq: number; consumer: string; payload: string }>;
    const seen = new Set<string>();
    for (const row of rows) {
      const eventId = eventIdOf(row.payload);
      if (!eventId || seen.has(`${row.consumer}\n${eventId}`)) continue;
      seen.add(`${row.consumer}\n${eventId}`);
      await q.query('UPDATE dead_letters SET eventId = ? WHERE seq = ?', [eventId, row.seq]);
    }
    await q.createIndex('dead_letters', new TableIndex({ name: DEAD_LETTER_EVENT_INDEX, columnNames: ['consumer', 'eventId'], isUnique: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('dead_letters', DEAD_LETTER_EVENT_INDEX);
    await q.dropColumn('dead_letters', 'eventId');
  }
}
