// The notifications area's store: the e-mails of orders, their sending job, and what the area keeps of
// the customer context's templates and names. It reads an order and its products' e-mail templates
// through the orders' and products' stores' declarations, as the system (the events carry no principal),
// and agents' e-mails through the projections' store (the customer context's customer references).
import { randomUUID } from 'node:crypto';
import { In, LessThanOrEqual, type EntityManager } from 'typeorm';
import { SYSTEM, type Jobs, type Principal } from '@adops/platform';
import type { OrderRow } from '../orders/entities.ts';
import type { OrderStore, OrderTx } from '../orders/store.ts';
import type { ProductStore } from '../products/store.ts';
import type { ProductEmailTemplateRow } from '../products/entities.ts';
import type { ProjectionStore } from '../projections/store.ts';
import { KnownEmailTemplateEntity, KnownNameEntity, OrderNotificationEntity, type KnownEmailTemplateRow, type KnownNameRow, type NotificationStatus, type OrderNotificationRow } from './entities.ts';

/** The job kind that sends the e-mails of one order event. */
export const SEND_JOB = 'order-notifications';

export class NotificationStore {
  private readonly orderStore: OrderStore;
  private readonly productStore: ProductStore;
  private readonly projectionStore: ProjectionStore;
  private readonly jobs: Jobs;

  constructor(orderStore: OrderStore, productStore: ProductStore, projectionStore: ProjectionStore, jobs: Jobs) {
    this.orderStore = orderStore;
    this.productStore = productStore;
    this.projectionStore = projectionStore;
    this.jobs = jobs;
  }

  private get ds() {
    return this.orderStore.kit.ds;
  }

  /** The inbox's transaction as the kit's. */
  within(m: EntityManager): OrderTx {
    return this.orderStore.kit.within(m);
  }

  /** An event's order, or null when it is gone. */
  orderOf(tx: OrderTx, orderId: string): Promise<OrderRow | null> {
    return this.orderStore.orders.find(SYSTEM, orderId, tx.m);
  }

  /** The order as the caller reaches it (404 otherwise): the tenancy check of its notifications. */
  reachableOrder(principal: Principal, orderId: string): Promise<OrderRow> {
    return this.orderStore.orders.get(principal, orderId);
  }

  /** The e-mail templates of these products. */
  async productTemplates(tx: OrderTx, productIds: readonly string[]): Promise<ProductEmailTemplateRow[]> {
    if (!productIds.length) return [];
    return (await this.productStore.emailTemplates.query(SYSTEM, tx.m)).andWhere('e.productId IN (:...productIds)', { productIds: [...productIds] }).orderBy('e.name', 'ASC').getMany();
  }

  /** The e-mails of these agents of the customer, as the customer context told them. */
  agentEmails(tx: OrderTx, customerId: string, agentIds: readonly string[]): Promise<Map<string, string>> {
    return this.projectionStore.agentEmails(tx, customerId, [...new Set(agentIds)]);
  }

  customerTemplate(tx: OrderTx, customerId: string, name: string): Promise<KnownEmailTemplateRow | null> {
    return tx.m.findOne(KnownEmailTemplateEntity, { where: { customerId, name } });
  }

  async names(tx: OrderTx, ids: readonly string[]): Promise<Map<string, string>> {
    const rows = ids.length ? await tx.m.find(KnownNameEntity, { where: { id: In([...ids]) } }) : [];
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /**
   * Records the e-mails of one event (those it recorded already are left as they are) and queues the
   * job that sends them, in the inbox's transaction: both are there, or neither.
   */
  async addForEvent(tx: OrderTx, eventId: string, customerId: string, rows: Array<Omit<OrderNotificationRow, 'id' | 'eventId' | 'customerId'>>): Promise<number> {
    const existing = new Set((await tx.m.find(OrderNotificationEntity, { select: { recipient: true }, where: { eventId } })).map((r) => r.recipient));
    const fresh = rows.filter((r) => !existing.has(r.recipient)).map((r) => ({ ...r, id: randomUUID(), eventId, customerId }));
    if (!fresh.length) return 0;
    await tx.m.insert(OrderNotificationEntity, fresh);
    await this.jobs.enqueue(SEND_JOB, { eventId }, { customerId }, { manager: tx.m, name: `E-mails of event ${eventId}` });
    return fresh.length;
  }

  /** The e-mails of an event not yet sent nor given up. */
  openOf(eventId: string): Promise<OrderNotificationRow[]> {
    return this.ds.getRepository(OrderNotificationEntity).find({ where: { eventId, status: In<NotificationStatus>(['PENDING', 'FAILING']) }, order: { createdAt: 'ASC', recipient: 'ASC' } });
  }

  async markSent(row: OrderNotificationRow, at: Date): Promise<void> {
    await this.ds.getRepository(OrderNotificationEntity).update({ id: row.id }, { status: 'SENT', attempts: row.attempts + 1, sentAt: at, nextAttemptAt: null, updatedAt: at });
  }

  async markFailure(row: OrderNotificationRow, change: Pick<OrderNotificationRow, 'status' | 'attempts' | 'lastError' | 'nextAttemptAt'>, at: Date): Promise<void> {
    await this.ds.getRepository(OrderNotificationEntity).update({ id: row.id }, { ...change, updatedAt: at });
  }

  /** An order's e-mails, oldest first. */
  ofOrder(orderId: string): Promise<OrderNotificationRow[]> {
    return this.ds.getRepository(OrderNotificationEntity).find({ where: { orderId }, order: { createdAt: 'ASC', recipient: 'ASC' } });
  }

  // What the area keeps of the customer context: each row remembers the time of the event that last
  // wrote it, so an older event never rolls a newer state back.

  async saveTemplate(tx: OrderTx, row: KnownEmailTemplateRow): Promise<void> {
    const current = await tx.m.findOne(KnownEmailTemplateEntity, { where: { customerId: row.customerId, name: row.name } });
    if (current && current.eventAt.getTime() > row.eventAt.getTime()) return;
    await tx.m.save(KnownEmailTemplateEntity, row);
  }

  async removeTemplate(tx: OrderTx, customerId: string, name: string, eventAt: Date): Promise<void> {
    await tx.m.delete(KnownEmailTemplateEntity, { customerId, name, eventAt: LessThanOrEqual(eventAt) });
  }

  async removeTemplatesOf(tx: OrderTx, customerId: string): Promise<void> {
    await tx.m.delete(KnownEmailTemplateEntity, { customerId });
  }

  async saveName(tx: OrderTx, row: KnownNameRow): Promise<void> {
    const current = await tx.m.findOne(KnownNameEntity, { where: { id: row.id } });
    if (current && current.eventAt.getTime() > row.eventAt.getTime()) return;
    await tx.m.save(KnownNameEntity, row);
  }
}
