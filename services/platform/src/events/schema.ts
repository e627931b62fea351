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
