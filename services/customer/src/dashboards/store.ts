// The dashboards area's store: the kit's declarations of dashboards (read by every user of their
// customer) and of the staff's templates (no customer owns them: only staff reach them), and the
// area's queries.
import { In } from 'typeorm';
import { containsClause, containsPattern, type Actor, type ListQuery, type OwnedResource, type Principal } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { DashboardEntity, DashboardTemplateEntity, type DashboardRow, type DashboardTemplateRow } from './entities.ts';
import type { CustomerKit, CustomerTx } from '../customers/store.ts';

export interface DashboardListQuery extends ListQuery {
  customerId?: string;
}

export class DashboardStore {
  private readonly kit: CustomerKit;
  readonly dashboards: OwnedResource<DashboardRow, 'customer'>;
  readonly templates: OwnedResource<DashboardTemplateRow, 'customer'>;

  constructor(kit: CustomerKit) {
    this.kit = kit;
    this.dashboards = kit.resource({ entity: DashboardEntity, alias: 'd', owners: { customer: 'customerId' }, customerWide: true, notFound: 'Dashboard not found.', list: lists.listDashboards });
    this.templates = kit.resource({ entity: DashboardTemplateEntity, alias: 't', owners: 'staff', notFound: 'Dashboard template not found.', list: lists.listDashboardTemplates });
  }

  transaction<T>(work: (tx: CustomerTx) => Promise<T>): Promise<T> {
    return this.kit.transaction(work);
  }

  list(actor: Actor, q: DashboardListQuery) {
    return this.dashboards.list(actor, q, { customerId: q.customerId });
  }

  /** The customer's dashboard as the principal reads it, if it has one. */
  async ofCustomer(principal: Principal, customerId: string): Promise<DashboardRow | null> {
    return (await this.dashboards.query(principal)).andWhere('d.customerId = :c', { c: customerId }).getOne();
  }

  /** The customer's dashboard whoever reads it: a customer has one at most. */
  anyOfCustomer(tx: CustomerTx, customerId: string): Promise<DashboardRow | null> {
    return tx.m.findOne(DashboardEntity, { where: { customerId } });
  }

  /** The template, or its 404; inside `tx` when given. */
  template(actor: Actor, id: string, tx?: CustomerTx): Promise<DashboardTemplateRow> {
    return this.templates.get(actor, id, tx?.m);
  }

  /** The picker's templates (id and name), by name, at most `limit`. */
  async templateOptions(actor: Actor, q: { search?: string }, limit: number): Promise<Array<Pick<DashboardTemplateRow, 'id' | 'name'>>> {
    const qb = (await this.templates.query(actor)).select(['t.id', 't.name']).orderBy('t.name', 'ASC').addOrderBy('t.id', 'ASC').limit(limit);
    if (q.search) qb.andWhere(containsClause('t.name', 'search'), { search: containsPattern(q.search) });
    return (await qb.getMany()).map((t) => ({ id: t.id, name: t.name }));
  }

  /** Dashboards made from a removed template keep their copy of its config, and no longer name it. */
  async forgetTemplate(tx: CustomerTx, templateId: string): Promise<void> {
    await tx.m.update(DashboardEntity, { templateId }, { templateId: null });
  }

  /** The customers' dashboards, to announce their removal (customers/remove-customers.ts). */
  ofCustomers(tx: CustomerTx, customerIds: string[]): Promise<DashboardRow[]> {
    return tx.m.find(DashboardEntity, { where: { customerId: In(customerIds) } });
  }

  async deleteOfCustomers(tx: CustomerTx, customerIds: string[]): Promise<void> {
    await tx.m.delete(DashboardEntity, { customerId: In(customerIds) });
  }
}
