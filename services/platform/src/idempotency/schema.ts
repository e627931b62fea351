// The idempotency_keys table: one row per (operation, user, Idempotency-Key) a command ran with,
// written in the same transaction as the command's effect. A context that accepts the header lists
// `idempotencyEntities` among its entities and `...idempotencyMigrations` among its migrations.
import { EntitySchema, type EntitySchemaColumnOptions } from 'typeorm';
import { instantColumn, refColumn, stringColumn, tableInstant, tableRef, tableString } from '../data/columns.ts';
import { tablesMigration } from '../data/table-migration.ts';

export interface IdempotencyKeyRow {
  /** The command, e.g. 'createOrder' (its operationId). */
  operation: string;
  /** The principal's userId: a key is the caller's own, so two callers never meet on one. */
  userId: string;
  /** The Idempotency-Key header (the spec allows 8 to 100 characters). */
  key: string;
  /** sha-256 of the request body's canonical JSON (fingerprint.ts). */
  fingerprint: string;
  /** What the first request produced: the created resource's id, set before its transaction commits. */
  resourceId: string | null;
  /** The status the first request was answered with. */
  status: number;
  createdAt: Date;
}

const keyPart = (length: number): EntitySchemaColumnOptions => ({ ...stringColumn(length), primary: true });

export const IdempotencyKeyEntity = new EntitySchema<IdempotencyKeyRow>({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  columns: {
    operation: keyPart(100),
    userId: keyPart(36),
    key: keyPart(100),
    fingerprint: stringColumn(64),
    resourceId: refColumn(true),
    status: { type: 'int' },
    createdAt: instantColumn(),
  },
});

export const idempotencyEntities = [IdempotencyKeyEntity];

export const CreateIdempotencyKeys1764700000001 = tablesMigration('CreateIdempotencyKeys1764700000001', () => [
  {
    name: 'idempotency_keys',
    columns: [
      { ...tableString('operation', 100), isPrimary: true },
      { ...tableString('userId', 36), isPrimary: true },
      { ...tableString('key', 100), isPrimary: true },
      tableString('fingerprint', 64),
      tableRef('resourceId', true),
      { name: 'status', type: 'int' },
      tableInstant('createdAt'),
    ],
  },
]);

/** The table's migrations, in order: what a module that accepts Idempotency-Key lists among its own. */
export const idempotencyMigrations = [CreateIdempotencyKeys1764700000001];
