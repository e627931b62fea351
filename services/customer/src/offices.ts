// Offices of a customer (spec 001 offices): staff CRUD; dashboard users read within their scope —
// corporate the customer's, branch managers their own, branch users and agents their agent's offices.
// An office's phone is checked against its customer's country as agents' phones are (000 §5), and
// kept in E.164; its customer is fixed (the update schema has no customerId, so a change is refused).
import type { Actor } from '@adops/platform';
import type { CreateOfficeRequest, UpdateOfficeRequest } from '@adops/openapi/generated/customer';
import type { OfficeRow } from './persistence/entities.ts';
import type { CustomerResources } from './persistence/resources.ts';
import type { Customers } from './customers.ts';
import type { Agents } from './agents.ts';
import { validatePhone } from './domain/phones.ts';
import { officeEvent } from './events/published.ts';

export interface OfficeListQuery {
  page?: number;
  limit?: number;
  sort?: string;
  search?: string;
  customerId?: string;
}

export class Offices {
  private readonly r: CustomerResources;
  private readonly customers: Customers;
  private readonly agents: Agents;

  constructor(resources: CustomerResources, customers: Customers, agents: Agents) {
    this.r = resources;
    this.customers = customers;
    this.agents = agents;
  }

  list(actor: Actor, q: OfficeListQuery) {
    return this.r.offices.list(actor, q, { customerId: q.customerId });
  }

  get(actor: Actor, id: string): Promise<OfficeRow> {
    return this.r.offices.get(actor, id);
  }

  create(actor: Actor, input: CreateOfficeRequest): Promise<OfficeRow> {
    return this.r.kit.transaction(async (tx) => {
      const customer = await this.customers.referenced(actor, input.customerId, '/body/customerId', tx.m);
      const fields = {
        customerId: customer.id,
        name: input.name.trim(),
        email: input.email?.toLowerCase() ?? null,
        phone: input.phone ? validatePhone(input.phone, customer.country.code, '/body/phone') : null,
        address: input.address ?? null,
        fbAdAccountIds: input.fbAdAccountIds ?? [],
        gdnAccountIds: input.gdnAccountIds ?? [],
      };
      return this.r.offices.insert(tx, fields, (row) => officeEvent('office.created', row));
    });
  }

  update(actor: Actor, id: string, input: UpdateOfficeRequest): Promise<OfficeRow> {
    return this.r.offices.update(
      actor,
      id,
      async (current, tx) => {
        const changes = { ...input } as Partial<OfficeRow>;
        if (input.name !== undefined) changes.name = input.name.trim();
        if (input.email !== undefined) changes.email = input.email?.toLowerCase() ?? null;
        if (input.phone) changes.phone = validatePhone(input.phone, (await this.customers.get(actor, current.customerId, tx.m)).country.code, '/body/phone');
        return changes;
      },
      (next) => officeEvent('office.updated', next),
    );
  }

  /** Deletes the office and takes it off its agents, in one transaction. */
  async remove(actor: Actor, id: string): Promise<void> {
    await this.r.offices.remove(actor, id, (office) => officeEvent('office.deleted', office), (office, tx) => this.agents.dropOffice(tx, office.customerId, office.id));
  }
}
