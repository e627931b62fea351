// The customers area's store: the kit's declaration of customers (the owned-resource kit narrows every
// read and write to the principal's reach, so tenancy is never a call a use case could forget), their
// logos, and the area's queries.
import { In } from 'typeorm';
import { containsClause, containsPattern, type Actor, type ListQuery, type OwnedKit, type OwnedResource, type Tx } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import { CustomerEntity, LogoEntity, type CustomerRow, type LogoRow } from './entities.ts';

/** The customer context's kit (one per module, app.ts) and its transaction, as every area's store takes them. */
export type CustomerKit = OwnedKit<'customer'>;
export type CustomerTx = Tx<'customer'>;

export interface CustomerListQuery extends ListQuery {
  isActive?: boolean;
}

export class CustomerStore {
  private readonly kit: CustomerKit;
  /** A customer's profile is read by every user of that customer, whatever their level. */
  readonly customers: OwnedResource<CustomerRow, 'customer'>;

  constructor(kit: CustomerKit) {
    this.kit = kit;
    this.customers = kit.resource({ entity: CustomerEntity, alias: 'c', owners: { customer: 'id' }, customerWide: true, notFound: 'Customer not found.', list: lists.listCustomers });
  }

  transaction<T>(work: (tx: CustomerTx) => Promise<T>): Promise<T> {
    return this.kit.transaction(work);
  }

  list(actor: Actor, q: CustomerListQuery) {
    return this.customers.list(actor, q, (qb) => {
      if (q.isActive !== undefined) qb.andWhere('c.isActive = :active', { active: q.isActive });
    });
  }

  /** The picker's customers (id and name), by name, at most `limit`. */
  async options(actor: Actor, q: { search?: string; isActive?: boolean }, limit: number): Promise<Array<Pick<CustomerRow, 'id' | 'name'>>> {
    const qb = (await this.customers.query(actor)).select(['c.id', 'c.name']).orderBy('c.name', 'ASC').addOrderBy('c.id', 'ASC').limit(limit);
    if (q.search) qb.andWhere(containsClause('c.name', 'search'), { search: containsPattern(q.search) });
    if (q.isActive !== undefined) qb.andWhere('c.isActive = :active', { active: q.isActive });
    return (await qb.getMany()).map((c) => ({ id: c.id, name: c.name }));
  }

  /** The customer, or its 404; inside `tx` when given. */
  get(actor: Actor, id: string, tx?: CustomerTx): Promise<CustomerRow> {
    return this.customers.get(actor, id, tx?.m);
  }

  /** The customer if the actor reaches it; inside `tx` when given. */
  find(actor: Actor, id: string, tx?: CustomerTx): Promise<CustomerRow | null> {
    return this.customers.find(actor, id, tx?.m);
  }

  /** The customer of this name whatever its case, if any: a name is unique across all customers, so this read is global on purpose. */
  withName(tx: CustomerTx, name: string): Promise<CustomerRow | null> {
    return tx.m.getRepository(CustomerEntity).createQueryBuilder('c').where('LOWER(c.name) = LOWER(:name)', { name }).getOne();
  }

  /** Replaces the customer's logo. */
  async replaceLogo(tx: CustomerTx, customerId: string, contentType: string, data: Buffer): Promise<void> {
    await tx.m.delete(LogoEntity, { customerId });
    await tx.m.insert(LogoEntity, { customerId, contentType, data, updatedAt: new Date() });
  }

  /** The customer's logo; its caller has read the customer through the kit, and that read is the tenancy check of its logo. */
  logo(customerId: string): Promise<LogoRow | null> {
    return this.kit.ds.getRepository(LogoEntity).findOne({ where: { customerId } });
  }

  /**
   * The logo whose public token this is, or null: the token is the credential (getPublicCustomerLogo), so
   * this read is global on purpose. Compared again here because a MariaDB collation compares text
   * regardless of case, and a token's case is part of it.
   */
  async logoByToken(token: string): Promise<LogoRow | null> {
    const customer = await this.kit.ds.getRepository(CustomerEntity).findOne({ select: { id: true, logoToken: true }, where: { logoToken: token } });
    if (!customer || customer.logoToken !== token) return null;
    return this.logo(customer.id);
  }

  /** The customers of these ids the actor reaches, locked until the transaction ends. */
  async lockMany(tx: CustomerTx, actor: Actor, ids: string[]): Promise<CustomerRow[]> {
    return (await this.customers.queryForUpdate(tx, actor)).andWhere('c.id IN (:...ids)', { ids }).getMany();
  }

  /** Deletes these customers and their logos (the rows of the other areas go through their stores). */
  async deleteWithLogos(tx: CustomerTx, customerIds: string[]): Promise<void> {
    await tx.m.delete(LogoEntity, { customerId: In(customerIds) });
    await tx.m.delete(CustomerEntity, { id: In(customerIds) });
  }
}
