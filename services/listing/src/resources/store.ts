// The resources' table on the context's owned-resource kit: a resource is its customer's and belongs to
// some of its offices (a JSON array), which is what a branch manager reaches and, through the agent's
// offices in the customer-references projection (agentOfficesOf, the kit's option in app.ts), an agent
// or branch user. Its media are assets of the customer, read through the assets area's declaration.
import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { checkCustomerReferences, containsClause, containsPattern, CustomerReferenceEntity, invalidFields, SYSTEM, type Principal, type Scope } from '@adops/platform';
import { lists } from '@adops/openapi/generated/lists';
import type { ListingKit, ListingTx } from '../listings/store.ts';
import type { AssetStore } from '../assets/store.ts';
import type { AssetRow } from '../assets/entities.ts';
import { KnownDashboardResourceRolesEntity, ResourceEntity, type ResourceRow } from './entities.ts';
import { MESSAGES, type DashboardRolesFacts, type ResourceFilter } from './rules.ts';

/** The offices of an agent, as the customer context last told (its agent.* events); none when unknown or deleted. */
export async function agentOfficesOf(m: EntityManager, customerId: string, agentId: string): Promise<string[]> {
  const agent = await m.findOne(CustomerReferenceEntity, { where: { id: agentId, kind: 'agent', customerId, deleted: false } });
  return agent?.officeIds ?? [];
}

/** The customer's dashboard's resource roles as last told (null: never told); also the consumer's read. */
export function knownDashboardRoles(m: EntityManager, customerId: string): Promise<DashboardRolesFacts | null> {
  return m.findOne(KnownDashboardResourceRolesEntity, { where: { customerId } });
}

/** Writes the customer's known resource roles (inside the consumer's inbox transaction). */
export async function saveDashboardRoles(m: EntityManager, row: DashboardRolesFacts): Promise<void> {
  await m.save(KnownDashboardResourceRolesEntity, row);
}

/** What a list narrows by, besides the scope, the page, the sort and the contains-search. */
export interface ResourceNarrowing {
  customerId?: string | undefined;
  officeId?: string | undefined;
  from: Date;
  to?: Date | undefined;
  exactReference?: string | undefined;
  filters: ResourceFilter[];
}

export class ResourceStore {
  readonly kit: ListingKit;
  readonly resources;
  private readonly assets: AssetStore;

  constructor(kit: ListingKit, assets: AssetStore) {
    this.kit = kit;
    this.assets = assets;
    this.resources = kit.resource({
      entity: ResourceEntity,
      alias: 'r',
      owners: { customer: 'customerId', office: { column: 'officeIds', many: true } },
      notFound: MESSAGES.notFound,
      list: lists.listResources,
    });
  }

  /** The scope the principal reads and writes resources at (an agent's: their agent's offices). */
  scopeOf(principal: Principal, m: EntityManager = this.kit.ds.manager): Promise<Scope> {
    return this.kit.scopeFor(principal, this.resources.declaration.owners, false, m);
  }

  /**
   * The assets among `ids` of these customers (a missing one, or one of no customer named, is simply not
   * there): one query for a single resource or a whole page; the caller keeps each row's customer's own.
   */
  async assetsOf(customerIds: readonly string[], ids: readonly string[], tx?: ListingTx): Promise<AssetRow[]> {
    if (ids.length === 0 || customerIds.length === 0) return [];
    const qb = await this.assets.assets.query(SYSTEM, tx?.m);
    return qb.andWhere('a.customerId IN (:...assetCustomers)', { assetCustomers: [...new Set(customerIds)] }).andWhere('a.id IN (:...assetIds)', { assetIds: [...new Set(ids)] }).getMany();
  }

  /** The customer staff name exists (the customer context's projection): 400 'Customer not found.' otherwise. */
  checkCustomer(tx: ListingTx, customerId: string): Promise<void> {
    return checkCustomerReferences(tx.m, { customerId, checkCustomer: true }, { customer: '/body/customerId', office: '/body/officeIds', agent: () => '/body' });
  }

  /** Each office is a live office of the customer (the projection); 400 at /body/officeIds/i otherwise. */
  async checkOffices(tx: ListingTx, customerId: string, officeIds: readonly string[], sent: readonly string[]): Promise<void> {
    if (officeIds.length === 0) return;
    const rows = await tx.m.find(CustomerReferenceEntity, { where: { id: In([...officeIds]), kind: 'office', customerId, deleted: false } });
    const live = new Set(rows.map((r) => r.id));
    const missing = officeIds.filter((id) => !live.has(id));
    if (missing.length) throw invalidFields(missing.map((id) => ({ path: `/body/officeIds/${Math.max(0, sent.indexOf(id))}`, message: MESSAGES.officeNotFound })));
  }

  /** The customer's dashboard's resource roles as last told (null: never told). */
  knownDashboardRoles(customerId: string): Promise<DashboardRolesFacts | null> {
    return knownDashboardRoles(this.kit.ds.manager, customerId);
  }

  /** One page of the resources the principal reaches, narrowed by the list's query. */
  list(principal: Principal, q: { page?: number; limit?: number; sort?: string; search?: string; searchField?: string }, n: ResourceNarrowing) {
    return this.resources.list(principal, q, (qb) => narrow(qb, n));
  }
}

/** Every narrowing is a bound parameter; column names come from this code, never from the request. */
function narrow(qb: SelectQueryBuilder<ResourceRow>, n: ResourceNarrowing): void {
  if (n.customerId) qb.andWhere('r.customerId = :customerId', { customerId: n.customerId });
  // A JSON array of ids stored as text: the office as a quoted element (as the kit's scope reads it).
  if (n.officeId) qb.andWhere('r.officeIds LIKE :officeLike', { officeLike: `%"${n.officeId}"%` });
  qb.andWhere('r.createdAt >= :from', { from: n.from });
  if (n.to) qb.andWhere('r.createdAt <= :to', { to: n.to });
  if (n.exactReference !== undefined) qb.andWhere('r.reference = :reference', { reference: n.exactReference });
  n.filters.forEach((f, i) => {
    const column = `r.${f.name}`;
    const param = `filter${i}`;
    // Flags as the engines store them (SQLite binds no booleans).
    const value = typeof f.value === 'boolean' ? Number(f.value) : f.value;
    if (f.operator === 'contains') qb.andWhere(containsClause(column, param), { [param]: containsPattern(String(f.value)) });
    // A null text differs from every value: `ne` keeps those rows (SQL's <> alone would drop them).
    else if (f.operator === 'ne') qb.andWhere(`(${column} <> :${param} OR ${column} IS NULL)`, { [param]: value });
    else qb.andWhere(`${column} = :${param}`, { [param]: value });
  });
}
