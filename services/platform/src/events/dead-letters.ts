// Dead letters: an event a consumer could not handle after bounded retries (or could never handle: an
// unknown version, a message that is not an envelope) is set aside instead of blocking its partition,
// so the events behind it keep flowing. With Kafka it goes to the consumer's `<consumer>.dead-letter`
// topic with the reason in its headers; in the embedded default to the consumer's dead_letters table.
// Either way nothing is lost: an operator can read it, fix the cause and replay it.
import { EntitySchema, type DataSource } from 'typeorm';
import type { Kafka, Producer } from 'kafkajs';
import { instantColumn, tableInstant, tableString, tableText } from '../data/columns.ts';
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
  createdAt: Date;
}

export const DeadLetterEntity = new EntitySchema<DeadLetterRow>({
  name: 'DeadLetterRow',
  tableName: 'dead_letters',
  columns: {
    seq: { type: 'integer', primary: true, generated: 'increment' },
    consumer: { type: 'varchar', length: 100 },
    topic: { type: 'varchar', length: 200 },
    key: { type: 'varchar', length: 100, nullable: true },
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
    await this.ds.getRepository(DeadLetterEntity).insert({ ...letter, error: letter.error.slice(0, 2000), createdAt: new Date() });
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
