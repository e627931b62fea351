// The base of the stores of customer-owned rows (agents, offices): inserts and updates, each written
// in one transaction with its `<kind>.created` / `<kind>.updated` outbox event.
import { randomUUID } from 'node:crypto';
import type { DataSource, EntitySchema, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';
import type { Outbox } from '@adops/platform';
import type { Customers } from '../customers.ts';

interface OwnedRow extends ObjectLiteral { id: string; customerId: string; createdAt: Date; updatedAt: Date }

export abstract class RecordedRows<R extends OwnedRow> {
  protected readonly ds: DataSource;
  protected readonly outbox: Outbox;
  protected readonly customers: Customers;
  private readonly entity: EntitySchema<R>;
  private readonly kind: string;
  private readonly eventData: (row: R) => object;

  constructor(ds: DataSource, outbox: Outbox, customers: Customers, entity: EntitySchema<R>, kind: string, eventData: (row: R) => object) {
    this.ds = ds;
    this.outbox = outbox;
    this.customers = customers;
    this.entity = entity;
    this.kind = kind;
    this.eventData = eventData;
  }

  /** A new row with a fresh id and both timestamps now; records `<kind>.created`. */
  protected async insertRecorded(fields: Omit<R, 'id' | 'createdAt' | 'updatedAt'>): Promise<R> {
    const now = new Date();
    const row = { id: randomUUID(), ...fields, createdAt: now, updatedAt: now } as unknown as R;
    await this.ds.transaction(async (m) => {
      await m.insert(this.entity, row);
      await this.outbox.record(m, { type: `${this.kind}.created`, subject: row.id, customerId: row.customerId, data: this.eventData(row) });
    });
    return row;
  }

  /** Writes the changes to the current row; records `<kind>.updated` with the row as it now is. */
  protected async updateRecorded(current: R, changes: Partial<R>): Promise<R> {
    const id = current.id;
    const next: R = { ...current, ...changes };
    await this.ds.transaction(async (m) => {
      await m.update(this.entity, { id }, changes as QueryDeepPartialEntity<R>);
      await this.outbox.record(m, { type: `${this.kind}.updated`, subject: id, customerId: next.customerId, data: this.eventData(next) });
    });
    return next;
  }
}
