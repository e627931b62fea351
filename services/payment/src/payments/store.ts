// The payments area's store. A payment borrows its order's agents (payable_order_agents, kept by the
// orders/ store), so whoever reaches the order reaches its payments, and nobody else (404). Sessions
// and provider customers are the caller's own: read by their userId, after the use case has checked
// the caller reaches the order.
import type { DataSource } from 'typeorm';
import { idempotent, isDuplicateKey, OwnedKit, SYSTEM, type IdempotentCommand, type IdempotentOutcome, type Outbox, type Replay, type Tx } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { PayableOrderAgentEntity } from '../orders/entities.ts';
import { PaymentEntity, PaymentSessionEntity, ProviderCustomerEntity, type PaymentRow, type PaymentSessionRow, type ProviderCustomerRow } from './entities.ts';
import { OPEN } from './rules.ts';

export const PAYMENT_NOT_FOUND = 'Payment not found.';

/** Whose provider customer: one of our users paying the orders of one of our customers, at one provider. */
export type ProviderCustomerKey = Pick<ProviderCustomerRow, 'userId' | 'customerId' | 'provider'>;

export class PaymentStore {
  private readonly kit: OwnedKit<'payment'>;
  private readonly ds: DataSource;
  readonly payments;

  constructor(ds: DataSource, outbox: Outbox<'payment'>) {
    this.ds = ds;
    this.kit = new OwnedKit(ds, outbox);
    this.payments = this.kit.resource({
      entity: PaymentEntity,
      alias: 'p',
      owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: PayableOrderAgentEntity, via: 'orderId' } },
      notFound: PAYMENT_NOT_FOUND,
      list: lists.listPayments,
    });
  }

  /** Runs `work` in one transaction, with the events it records. */
  transaction<T>(work: (tx: Tx<'payment'>) => Promise<T>): Promise<T> {
    return this.kit.transaction(work);
  }

  /** Runs a command once per Idempotency-Key (the platform's idempotency_keys), in one transaction. */
  once<T>(command: IdempotentCommand, work: (tx: Tx<'payment'>) => Promise<T>, replay: Replay<T>): Promise<IdempotentOutcome<T>> {
    return idempotent(this.kit, command, work, replay);
  }

  // ---- payments -------------------------------------------------------------------------------

  /** The order's succeeded payment, if any. */
  async succeededPayment(tx: Tx<'payment'>, orderId: string): Promise<PaymentRow | null> {
    return (await this.payments.query(SYSTEM, tx.m)).andWhere('p.orderId = :orderId AND p.status = :s', { orderId, s: 'SUCCEEDED' }).getOne();
  }

  /** The order's newest open payment, read for update. */
  async newestOpenPaymentForUpdate(tx: Tx<'payment'>, orderId: string): Promise<PaymentRow | null> {
    return (await this.payments.queryForUpdate(tx, SYSTEM)).andWhere('p.orderId = :orderId AND p.status IN (:...open)', { orderId, open: OPEN }).orderBy('p.createdAt', 'DESC').getOne();
  }

  /** Every open payment of the order, read for update. */
  async openPaymentsForUpdate(tx: Tx<'payment'>, orderId: string): Promise<PaymentRow[]> {
    return (await this.payments.queryForUpdate(tx, SYSTEM)).andWhere('p.orderId = :orderId AND p.status IN (:...open)', { orderId, open: OPEN }).getMany();
  }

  /** A payment by our id, read for update. */
  async paymentForUpdate(tx: Tx<'payment'>, paymentId: string): Promise<PaymentRow | null> {
    return (await this.payments.queryForUpdate(tx, SYSTEM)).andWhere('p.id = :id', { id: paymentId }).getOne();
  }

  /** The newest payment of a provider intent, read for update. */
  async paymentOfIntentForUpdate(tx: Tx<'payment'>, intentId: string): Promise<PaymentRow | null> {
    return (await this.payments.queryForUpdate(tx, SYSTEM)).andWhere('p.providerPaymentId = :pi', { pi: intentId }).orderBy('p.createdAt', 'DESC').getOne();
  }

  // ---- sessions -------------------------------------------------------------------------------

  /** A session by its id (inside `tx` when given), or null. */
  async session(sessionId: string, tx?: Tx<'payment'>): Promise<PaymentSessionRow | null> {
    return (tx?.m ?? this.ds.manager).findOne(PaymentSessionEntity, { where: { id: sessionId } });
  }

  async insertSession(tx: Tx<'payment'>, session: PaymentSessionRow): Promise<void> {
    await tx.m.insert(PaymentSessionEntity, session);
  }

  // ---- provider customers ---------------------------------------------------------------------

  /** The provider customer id of the key (inside `tx` when given), or null. */
  async providerCustomer(key: ProviderCustomerKey, tx?: Tx<'payment'>): Promise<string | null> {
    const known = await (tx?.m ?? this.ds.manager).findOne(ProviderCustomerEntity, { where: key });
    return known?.providerCustomerId ?? null;
  }

  /** Keeps the provider customer of the key; when another request kept one first, that one (the one answered). */
  async keepProviderCustomer(key: ProviderCustomerKey, providerCustomerId: string): Promise<string> {
    const repo = this.ds.getRepository(ProviderCustomerEntity);
    try {
      await repo.insert({ ...key, providerCustomerId, createdAt: new Date() });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return (await repo.findOneOrFail({ where: key })).providerCustomerId;
    }
    return providerCustomerId;
  }
}
