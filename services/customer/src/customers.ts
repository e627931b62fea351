// Customers (spec 000 customers area, 001 §3, 002 §3): list, picker options, create, update and
// activation. Reads and writes go through the owned-resource kit; each change and its event are
// written in one transaction.
import type { EntityManager } from 'typeorm';
import { badRequest, conflict, containsClause, containsPattern, type Actor, type ListQuery } from '@adops/platform';
import type { CreateCustomerRequest, UpdateCustomerRequest } from '@adops/openapi/generated/customer';
import { CustomerEntity, type CustomerRow } from './persistence/entities.ts';
import type { CustomerResources } from './persistence/resources.ts';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, DEFAULT_IMAGE_AD_LIMIT, DEFAULT_SHARING_OPTIONS, OPTIONS_LIMIT } from './domain/defaults.ts';
import { assertUniqueSettingKeys } from './domain/settings.ts';
import { customerEvent } from './events/published.ts';

export interface CustomerListQuery extends ListQuery {
  isActive?: boolean;
}

async function assertNameFree(m: EntityManager, name: string, exceptId?: string): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- a customer's name is unique across all customers, so this read is global on purpose.
  const same = await m.getRepository(CustomerEntity).createQueryBuilder('c').where('LOWER(c.name) = LOWER(:name)', { name }).getOne();
  if (same && same.id !== exceptId) throw conflict('A customer with this name already exists.');
}

export class Customers {
  private readonly r: CustomerResources;

  constructor(resources: CustomerResources) {
    this.r = resources;
  }

  list(actor: Actor, q: CustomerListQuery) {
    return this.r.customers.list(actor, q, (qb) => {
      if (q.isActive !== undefined) qb.andWhere('c.isActive = :active', { active: q.isActive });
    });
  }

  async options(actor: Actor, q: { search?: string; isActive?: boolean }) {
    const qb = (await this.r.customers.query(actor)).select(['c.id', 'c.name']).orderBy('c.name', 'ASC').addOrderBy('c.id', 'ASC').limit(OPTIONS_LIMIT);
    if (q.search) qb.andWhere(containsClause('c.name', 'search'), { search: containsPattern(q.search) });
    if (q.isActive !== undefined) qb.andWhere('c.isActive = :active', { active: q.isActive });
    const items = (await qb.getMany()).map((c) => ({ id: c.id, name: c.name }));
    return { items, count: items.length };
  }

  get(actor: Actor, id: string, m?: EntityManager): Promise<CustomerRow> {
    return this.r.customers.get(actor, id, m);
  }

  /** A customer named by a request body: a missing one is a 400 on that field. */
  async referenced(actor: Actor, id: string, path = '/body/customerId', m?: EntityManager): Promise<CustomerRow> {
    const row = await this.r.customers.find(actor, id, m);
    if (!row) throw badRequest('Customer not found.', [{ path, message: 'Customer not found.' }]);
    return row;
  }

  create(input: CreateCustomerRequest): Promise<CustomerRow> {
    assertUniqueSettingKeys(input.settings);
    const name = input.name.trim();
    const fields = {
      name,
      email: input.email?.toLowerCase() ?? null,
      website: input.website ?? null,
      isActive: input.isActive ?? true,
      hasLogo: false,
      apiKeyPrefix: null,
      apiKeyHash: null,
      currency: input.currency ?? { ...DEFAULT_CURRENCY },
      country: input.country ?? { ...DEFAULT_COUNTRY },
      sharingOptions: input.sharingOptions ?? { ...DEFAULT_SHARING_OPTIONS, allowedSharingWidgets: [...DEFAULT_SHARING_OPTIONS.allowedSharingWidgets] },
      imageAdLimit: input.imageAdLimit ?? DEFAULT_IMAGE_AD_LIMIT,
      settings: input.settings ?? [],
      reportDomains: input.reportDomains ?? [],
      facebookPages: input.facebookPages ?? [],
    };
    return this.r.customers.create(fields, (row) => customerEvent('customer.created', row), (tx) => assertNameFree(tx.m, name));
  }

  update(actor: Actor, id: string, input: UpdateCustomerRequest): Promise<CustomerRow> {
    assertUniqueSettingKeys(input.settings);
    return this.r.customers.update(
      actor,
      id,
      async (_current, tx) => {
        const changes = { ...input } as Partial<CustomerRow>;
        if (input.name !== undefined) await assertNameFree(tx.m, (changes.name = input.name.trim()), id);
        if (input.email !== undefined) changes.email = input.email?.toLowerCase() ?? null;
        return changes;
      },
      (next) => customerEvent('customer.updated', next),
    );
  }

  toggleActivation(actor: Actor, id: string): Promise<CustomerRow> {
    return this.r.customers.update(actor, id, (c) => ({ isActive: !c.isActive }), (next) => customerEvent(next.isActive ? 'customer.updated' : 'customer.deactivated', next));
  }
}
