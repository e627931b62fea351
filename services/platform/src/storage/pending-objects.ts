// Objects put before the row that refers to them commits. A process that dies between the put and the
// commit would leave them in the store with nothing referring to them, and the ObjectStore port cannot
// list keys, so nothing could find them later. So each key is recorded in `pending_objects` (committed)
// before its put, and the record is removed in the very transaction that writes the referring row: a
// record still there after a while means its request died, and the sweep deletes its object, then it.
import { EntitySchema, In, LessThan, type DataSource, type EntityManager } from 'typeorm';
import { instantColumn, tableInstant, tableString } from '../data/columns.ts';
import { tablesMigration } from '../data/table-migration.ts';
import type { ObjectStore } from './object-store.ts';

export interface PendingObjectRow {
  key: string;
  createdAt: Date;
}

export const PendingObjectEntity = new EntitySchema<PendingObjectRow>({
  name: 'PendingObjectRow',
  tableName: 'pending_objects',
  columns: {
    key: { type: 'varchar', length: 400, primary: true },
    createdAt: instantColumn(),
  },
});

export const CreatePendingObjects1764400000002 = tablesMigration('CreatePendingObjects1764400000002', () => [
  {
    name: 'pending_objects',
    columns: [{ ...tableString('key', 400), isPrimary: true }, tableInstant('createdAt')],
    indexes: [{ name: 'pending_objects_created', columnNames: ['createdAt'] }],
  },
]);

/** How old a record must be before the sweep takes its request for dead: far longer than any upload. */
export const PENDING_OBJECT_TTL_MS = 6 * 60 * 60 * 1000;

export class PendingObjects {
  private readonly ds: DataSource;
  private readonly store: ObjectStore;

  constructor(ds: DataSource, store: ObjectStore) {
    this.ds = ds;
    this.store = store;
  }

  /** Before the puts: the keys are recorded (committed), so a crash after any put leaves a trace. */
  async register(keys: string[]): Promise<void> {
    const createdAt = new Date();
    await this.ds.getRepository(PendingObjectEntity).insert(keys.map((key) => ({ key, createdAt })));
  }

  /** In the transaction that writes the row referring to the objects: they are no longer pending. */
  async settle(m: EntityManager, keys: string[]): Promise<void> {
    if (keys.length) await m.delete(PendingObjectEntity, { key: In(keys) });
  }

  /** A request that failed and knows it: its objects (those that were put) and their records go now. */
  async abandon(keys: string[]): Promise<void> {
    for (const key of keys) await this.store.delete(key);
    if (keys.length) await this.ds.getRepository(PendingObjectEntity).delete({ key: In(keys) });
  }

  /**
   * The objects of records older than `olderThanMs` (their requests died mid-write), then the records;
   * a record whose object cannot be deleted now stays for the next sweep. Returns how many went.
   */
  async sweep(olderThanMs = PENDING_OBJECT_TTL_MS): Promise<number> {
    const repo = this.ds.getRepository(PendingObjectEntity);
    const stale = await repo.find({ where: { createdAt: LessThan(new Date(Date.now() - olderThanMs)) }, order: { createdAt: 'ASC' }, take: 1000 });
    let removed = 0;
    for (const { key } of stale) {
      try {
        await this.store.delete(key);
      } catch {
        continue;
      }
      await repo.delete({ key });
      removed++;
    }
    return removed;
  }
}
