// The payable-orders projection's store. A payable order is its customer's, in its office, and
// reached by each of its agents (the kit keeps payable_order_agents, which payments borrow: whoever
// reaches the order reaches its payments, and nobody else, 404).
import type { DataSource, EntityManager } from 'typeorm';
import { OwnedKit, SYSTEM, type Actor, type Outbox, type Principal, type Tx } from '@adops/platform';
import { PayableOrderAgentEntity, PayableOrderEntity, type PayableOrderRow } from './entities.ts';

export const PAYMENT_DATA_NOT_FOUND = 'Payment Data cannot be found, please contact the provider.';

export class PayableOrderStore {
  private readonly kit: OwnedKit<'payment'>;
  readonly orders;

  constructor(ds: DataSource, outbox: Outbox<'payment'>) {
    this.kit = new OwnedKit(ds, outbox);
    this.orders = this.kit.resource({
      entity: PayableOrderEntity,
      alias: 'o',
      owners: { customer: 'customerId', office: { column: 'officeId', many: false }, agent: { links: PayableOrderAgentEntity, of: (o) => o.agentIds } },
      notFound: PAYMENT_DATA_NOT_FOUND,
    });
  }

  /** A Tx over the transaction an event consumer runs in (the inbox's). */
  within(m: EntityManager): Tx<'payment'> {
    return this.kit.within(m);
  }

  /** The order if the actor reaches it (inside `tx` when given), else null. */
  async find(actor: Actor, orderId: string, tx?: Tx<'payment'>): Promise<PayableOrderRow | null> {
    return this.orders.find(actor, orderId, tx?.m);
  }

  /** The order the actor reaches (inside `tx` when given), else 404. */
  async get(actor: Actor, orderId: string, tx?: Tx<'payment'>): Promise<PayableOrderRow> {
    return this.orders.get(actor, orderId, tx?.m);
  }

  /** The order the principal reaches, read for update (locked until the transaction ends), else 404. */
  async lock(tx: Tx<'payment'>, principal: Principal, orderId: string): Promise<PayableOrderRow> {
    return this.orders.lock(tx, principal, orderId);
  }

  /** The order, read for update by the event consumer (whoever it belongs to), or null when not projected. */
  async forUpdate(tx: Tx<'payment'>, orderId: string): Promise<PayableOrderRow | null> {
    return (await this.orders.queryForUpdate(tx, SYSTEM)).andWhere('o.id = :orderId', { orderId }).getOne();
  }
}
