// Offices of a customer (spec 001 offices): staff CRUD; dashboard users read within their scope —
// corporate the customer's, branch managers their own, branch users and agents their agent's offices.
// An office's phone is checked against its customer's country as agents' phones are (000 §5), and
// kept in E.164; its customer is fixed (the update schema has no customerId, so a change is refused).
// Its place (address, postcode, country, map point) is checked by rules.ts and published with its events.
import type { Principal } from '@adops/platform';
import type { CreateOfficeRequest, UpdateOfficeRequest } from '@adops/openapi/generated/customer';
import type { OfficeRow } from './entities.ts';
import type { OfficeListQuery, OfficeStore } from './store.ts';
import type { Customers } from '../customers/customers.ts';
import type { Agents } from '../agents/agents.ts';
import { validatePhone } from '../customers/rules.ts';
import { officeEvent } from './events.ts';
import { NO_PLACE, officePlace } from './rules.ts';

export class Offices {
  private readonly store: OfficeStore;
  private readonly customers: Customers;
  private readonly agents: Agents;

  constructor(store: OfficeStore, customers: Customers, agents: Agents) {
    this.store = store;
    this.customers = customers;
    this.agents = agents;
  }

  list(principal: Principal, q: OfficeListQuery) {
    return this.store.list(principal, q);
  }

  get(principal: Principal, id: string): Promise<OfficeRow> {
    return this.store.offices.get(principal, id);
  }

  create(principal: Principal, input: CreateOfficeRequest): Promise<OfficeRow> {
    return this.store.transaction(async (tx) => {
      const customer = await this.customers.referenced(principal, input.customerId, '/body/customerId', tx);
      const fields = {
        customerId: customer.id,
        name: input.name.trim(),
        email: input.email?.toLowerCase() ?? null,
        phone: input.phone ? validatePhone(input.phone, customer.country.code, '/body/phone') : null,
        ...officePlace(NO_PLACE, input),
        fbAdAccountIds: input.fbAdAccountIds ?? [],
        gdnAccountIds: input.gdnAccountIds ?? [],
      };
      return this.store.offices.insert(tx, fields, (row) => officeEvent('office.created', row));
    });
  }

  update(principal: Principal, id: string, input: UpdateOfficeRequest): Promise<OfficeRow> {
    return this.store.offices.update(
      principal,
      id,
      async (current, tx) => {
        const changes = { ...input } as Partial<OfficeRow>;
        if (input.name !== undefined) changes.name = input.name.trim();
        if (input.email !== undefined) changes.email = input.email?.toLowerCase() ?? null;
        if (input.phone) changes.phone = validatePhone(input.phone, (await this.customers.get(principal, current.customerId, tx)).country.code, '/body/phone');
        Object.assign(changes, officePlace(current, input));
        return changes;
      },
      (next) => officeEvent('office.updated', next),
    );
  }

  /** Deletes the office and takes it off its agents, in one transaction. */
  async remove(principal: Principal, id: string): Promise<void> {
    await this.store.offices.remove(principal, id, (office) => officeEvent('office.deleted', office), (office, tx) => this.agents.dropOffice(tx, office.customerId, office.id));
  }
}
