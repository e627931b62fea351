// The provider events handled, by their id (no customer owns them: an event is global until it is
// matched to its payment).
import type { DataSource } from 'typeorm';
import { OwnedKit, type Outbox, type Tx } from '@adops/platform';
import { WebhookEventEntity } from './entities.ts';

export class WebhookEventStore {
  private readonly kit: OwnedKit<'payment'>;

  constructor(ds: DataSource, outbox: Outbox<'payment'>) {
    this.kit = new OwnedKit(ds, outbox);
  }

  /** Runs `work` in one transaction, with the events it records. */
  transaction<T>(work: (tx: Tx<'payment'>) => Promise<T>): Promise<T> {
    return this.kit.transaction(work);
  }

  /**
   * Records the event as handled; false when it was handled before. Two deliveries at once both see
   * it new: the second insert fails on the primary key (a duplicate-key error for the caller).
   */
  async recordFirstDelivery(tx: Tx<'payment'>, event: { id: string; type: string }): Promise<boolean> {
    if (await tx.m.findOne(WebhookEventEntity, { where: { id: event.id } })) return false;
    await tx.m.insert(WebhookEventEntity, { id: event.id, type: event.type, receivedAt: new Date() });
    return true;
  }
}
