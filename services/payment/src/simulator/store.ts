// The card simulator's store: its intents and saved cards. The simulator stands for the provider, so
// these are the provider's records, global like Stripe's: reached only through an intent's client
// secret or provider customer id, after the caller was checked to reach the order.
import type { DataSource, EntityManager } from 'typeorm';
import { IsNull, Not } from 'typeorm';
import { SimulatedCardEntity, SimulatedIntentEntity, type SimulatedCardRow, type SimulatedIntentRow } from './entities.ts';

/** The queries inside one of the simulator's transactions. */
export class SimulatorTx {
  private readonly manager: EntityManager;
  private readonly locksRows: boolean;

  constructor(manager: EntityManager, locksRows: boolean) {
    this.manager = manager;
    this.locksRows = locksRows;
  }

  /** The intent, locked until the transaction ends (MySQL; SQLite serialises every writer). */
  async lockedIntent(intentId: string): Promise<SimulatedIntentRow | null> {
    return this.manager.findOne(SimulatedIntentEntity, { where: { id: intentId }, ...(this.locksRows && { lock: { mode: 'pessimistic_write' as const } }) });
  }

  async updateIntent(intentId: string, changes: Partial<SimulatedIntentRow>): Promise<void> {
    await this.manager.update(SimulatedIntentEntity, { id: intentId }, changes);
  }

  /** A card saved for the provider customer, or null (another customer's card is not theirs). */
  async savedCard(cardId: string, customerId: string): Promise<SimulatedCardRow | null> {
    return this.manager.findOne(SimulatedCardEntity, { where: { id: cardId, customerId } });
  }

  async saveCard(card: SimulatedCardRow): Promise<void> {
    await this.manager.insert(SimulatedCardEntity, card);
  }
}

export class SimulatorStore {
  private readonly ds: DataSource;

  constructor(ds: DataSource) {
    this.ds = ds;
  }

  /** Runs `work` in one transaction of the simulator's own. */
  transaction<T>(work: (tx: SimulatorTx) => Promise<T>): Promise<T> {
    const locksRows = this.ds.options.type === 'mysql' || this.ds.options.type === 'mariadb';
    return this.ds.transaction((manager) => work(new SimulatorTx(manager, locksRows)));
  }

  /** The provider customer's saved cards, oldest first. */
  async cards(customerId: string): Promise<SimulatedCardRow[]> {
    return this.ds.getRepository(SimulatedCardEntity).find({ where: { customerId }, order: { createdAt: 'ASC' } });
  }

  async intentByIdempotencyKey(idempotencyKey: string): Promise<SimulatedIntentRow | null> {
    return this.ds.getRepository(SimulatedIntentEntity).findOne({ where: { idempotencyKey } });
  }

  async insertIntent(row: SimulatedIntentRow): Promise<void> {
    await this.ds.getRepository(SimulatedIntentEntity).insert(row);
  }

  async intent(intentId: string): Promise<SimulatedIntentRow> {
    return this.ds.getRepository(SimulatedIntentEntity).findOneOrFail({ where: { id: intentId } });
  }

  /** The intent a payment page holds the client secret of, or null. */
  async intentByClientSecret(clientSecret: string): Promise<SimulatedIntentRow | null> {
    return this.ds.getRepository(SimulatedIntentEntity).findOne({ where: { clientSecret } });
  }

  /** The intents with an event not yet delivered to the webhook handling. */
  async intentsWithPendingEvent(): Promise<SimulatedIntentRow[]> {
    return this.ds.getRepository(SimulatedIntentEntity).find({ where: { pendingEvent: Not(IsNull()) } });
  }

  async clearPendingEvent(intentId: string): Promise<void> {
    await this.ds.getRepository(SimulatedIntentEntity).update({ id: intentId }, { pendingEvent: null });
  }
}
