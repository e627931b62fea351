// Customers (spec 000 customers area, 001 §3, 002 §3): list, picker options, create, update and
// activation. Reads and writes go through the owned-resource kit (store.ts); each change and its
// event are written in one transaction.
import { badRequest, type Principal } from '@adops/platform';
import type { CreateCustomerRequest, UpdateCustomerRequest } from '@adops/openapi/generated/customer';
import type { CustomerRow } from './entities.ts';
import type { CustomerListQuery, CustomerStore, CustomerTx } from './store.ts';
import { assertNameFree, assertUniqueSettingKeys, DEFAULT_COUNTRY, DEFAULT_CURRENCY, DEFAULT_IMAGE_AD_LIMIT, defaultSharingOptions, OPTIONS_LIMIT, toggledActivation } from './rules.ts';
import { customerEvent } from './events.ts';

export class Customers {
  private readonly store: CustomerStore;

  constructor(store: CustomerStore) {
    this.store = store;
  }

  list(principal: Principal, q: CustomerListQuery) {
    return this.store.list(principal, q);
  }

  async options(principal: Principal, q: { search?: string; isActive?: boolean }) {
    const items = await this.store.options(principal, q, OPTIONS_LIMIT);
    return { items, count: items.length };
  }

  /** The customer, or its 404; inside `tx` when given. */
  get(principal: Principal, id: string, tx?: CustomerTx): Promise<CustomerRow> {
    return this.store.get(principal, id, tx);
  }

  /** A customer named by a request body: a missing one is a 400 on that field. */
  async referenced(principal: Principal, id: string, path = '/body/customerId', tx?: CustomerTx): Promise<CustomerRow> {
    const row = await this.store.find(principal, id, tx);
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
      logoToken: null,
      apiKeyPrefix: null,
      apiKeyHash: null,
      currency: input.currency ?? { ...DEFAULT_CURRENCY },
      country: input.country ?? { ...DEFAULT_COUNTRY },
      sharingOptions: input.sharingOptions ?? defaultSharingOptions(),
      imageAdLimit: input.imageAdLimit ?? DEFAULT_IMAGE_AD_LIMIT,
      settings: input.settings ?? [],
      reportDomains: input.reportDomains ?? [],
      facebookPages: input.facebookPages ?? [],
    };
    return this.store.customers.create(fields, (row) => customerEvent('customer.created', row), async (tx) => assertNameFree(await this.store.withName(tx, name)));
  }

  update(principal: Principal, id: string, input: UpdateCustomerRequest): Promise<CustomerRow> {
    assertUniqueSettingKeys(input.settings);
    return this.store.customers.update(
      principal,
      id,
      async (_current, tx) => {
        const changes = { ...input } as Partial<CustomerRow>;
        if (input.name !== undefined) assertNameFree(await this.store.withName(tx, (changes.name = input.name.trim())), id);
        if (input.email !== undefined) changes.email = input.email?.toLowerCase() ?? null;
        return changes;
      },
      (next) => customerEvent('customer.updated', next),
    );
  }

  toggleActivation(principal: Principal, id: string): Promise<CustomerRow> {
    return this.store.customers.update(principal, id, toggledActivation, (next) => customerEvent(next.isActive ? 'customer.updated' : 'customer.deactivated', next));
  }
}
