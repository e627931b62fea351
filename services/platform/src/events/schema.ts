// The events' own tables: the outbox (events written in the same transaction as the change) and the
// inbox (event ids a consumer has handled). data/platform-tables.ts lists them with the other kits' tables.
import { EntitySchema, Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { instantColumn, tableInstant, tableString, tableText } from '../data/columns.ts';

export interface OutboxRow {
  seq: number;
  id: string;
  topic: string;
  key: string;
  type: string;
  payload: string;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
}

export interface InboxRow {
  consumer: string;
  eventId: string;
  type: string;
  handledAt: Date;
}

export const OutboxEntity = new EntitySchema<OutboxRow>({
  name: 'OutboxRow',
  tableName: 'outbox',
  columns: {
    seq: { type: 'integer', primary: true, generated: 'increment' },
    id: { type: 'varchar', length: 36 },
    topic: { type: 'varchar', length: 200 },
    key: { type: 'varchar', length: 100 },
    type: { type: 'varchar', length: 100 },
    payload: { type: 'text' },
    createdAt: instantColumn(),
    sentAt: instantColumn(true),
    attempts: { type: 'int', default: 0 },
    lastError: { type: 'text', nullable: true },
  },
});

export const InboxEntity = new EntitySchema<InboxRow>({
  name: 'InboxRow',
  tableName: 'inbox',
  columns: {
    consumer: { type: 'varchar', length: 100, primary: true },
    eventId: { type: 'varchar', length: 36, primary: true },
    type: { type: 'varchar', length: 100 },
    handledAt: instantColumn(),
  },
});

export class CreateOutboxAndInbox1763800000000 implements MigrationInterface {
  name = 'CreateOutboxAndInbox1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'outbox',
        columns: [
          { name: 'seq', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          tableString('id', 36),
          tableString('topic', 200),
          tableString('key', 100),
          tableString('type', 100),
          tableText('payload'),
          tableInstant('createdAt'),
          tableInstant('sentAt', true),
          { name: 'attempts', type: 'int', default: 0 },
          tableText('lastError', true),
        ],
      }),
    );
    await q.createIndex('outbox', new TableIndex({ name: 'outbox_pending', columnNames: ['sentAt', 'seq'] }));
    await q.createTable(
      new Table({
        name: 'inbox',
        columns: [
          { ...tableString('consumer', 100), isPrimary: true },
          { ...tableString('eventId', 36), isPrimary: true },
          tableString('type', 100),
          tableInstant('handledAt'),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('inbox');
    await q.dropTable('outbox');
  }
}

/**
 * An event carries what its consumers need, up to a whole e-mail template (100,000 characters by the
 * spec): more than MySQL's TEXT (64 KB) holds. The outbox and dead-letter payloads are MEDIUMTEXT
 * (16 MB, past Kafka's default message limit) on MySQL; SQLite's TEXT has no such bound.
 */
export class WidenEventPayloads1764900026000 implements MigrationInterface {
  name = 'WidenEventPayloads1764900026000';

  async up(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'mysql' && q.connection.options.type !== 'mariadb') return;
    await q.query('ALTER TABLE outbox MODIFY payload MEDIUMTEXT NOT NULL');
    await q.query('ALTER TABLE dead_letters MODIFY payload MEDIUMTEXT NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    if (q.connection.options.type !== 'mysql' && q.connection.options.type !== 'mariadb') return;
    await q.query('ALTER TABLE dead_letters MODIFY payload TEXT NOT NULL');
    await q.query('ALTER TABLE outbox MODIFY payload TEXT NOT NULL');
  }
}
