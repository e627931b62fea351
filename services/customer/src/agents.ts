// Agents (spec 000 agents, 001 §3/§5/§6, 002 §3/§7): lists narrowed by tenancy, phones validated for
// the customer's country, offices of the same customer only. Every agent event is recorded here.
import { In, type EntityManager } from 'typeorm';
import { invalidFields, SYSTEM, type Actor, type Tx } from '@adops/platform';
import type { CreateAgentRequest, UpdateAgentRequest } from '@adops/openapi/generated/customer';
import { OfficeEntity, type AgentRow } from './persistence/entities.ts';
import type { CustomerResources } from './persistence/resources.ts';
import type { Customers } from './customers.ts';
import { validatePhones } from './domain/phones.ts';
import { agentEvent } from './events/published.ts';

export interface AgentListQuery {
  page?: number;
  limit?: number;
  sort?: string;
  search?: string;
  searchField?: 'fullName' | 'email';
  customerId?: string;
  officeId?: string;
}

/** The offices named must be offices of the agent's customer; each stranger is a 400 at its index. */
async function assertOwnOffices(m: EntityManager, customerId: string, officeIds: string[] | undefined): Promise<void> {
  if (!officeIds?.length) return;
  const known = new Set((await m.find(OfficeEntity, { where: { id: In(officeIds), customerId }, select: { id: true } })).map((o) => o.id));
  const errors = officeIds.flatMap((id, i) => (known.has(id) ? [] : [{ path: `/body/officeIds/${i}`, message: `The office ${id} is not an office of this customer.` }]));
  if (errors.length) throw invalidFields(errors);
}

export class Agents {
  private readonly r: CustomerResources;
  private readonly customers: Customers;

  constructor(resources: CustomerResources, customers: Customers) {
    this.r = resources;
    this.customers = customers;
  }

  list(actor: Actor, q: AgentListQuery) {
    return this.r.agents.list(actor, q, (qb) => {
      if (q.customerId) qb.andWhere('a.customerId = :customerId', { customerId: q.customerId });
      if (q.officeId) qb.andWhere('a.officeIds LIKE :officeId', { officeId: `%"${q.officeId}"%` });
    });
  }

  get(actor: Actor, id: string): Promise<AgentRow> {
    return this.r.agents.get(actor, id);
  }

  create(actor: Actor, input: CreateAgentRequest): Promise<AgentRow> {
    return this.r.kit.transaction(async (tx) => {
      const customer = await this.customers.referenced(actor, input.customerId, '/body/customerId', tx.m);
      const phones = validatePhones(input.phones ?? [], customer.country.code);
      await assertOwnOffices(tx.m, customer.id, input.officeIds);
      const fields = {
        customerId: customer.id,
        fullName: input.fullName.trim(),
        email: input.email?.toLowerCase() ?? null,
        phones,
        image: input.image ?? null,
        officeIds: input.officeIds ?? [],
        fbAdAccountIds: input.fbAdAccountIds ?? [],
        gdnAccountIds: input.gdnAccountIds ?? [],
        fbPage: input.fbPage ?? null,
        distributionSettings: input.distributionSettings ?? { enableAutoFbPost: false, stores: [], useCustomerUrlForCampaign: false },
        didSignUpDashboard: false,
        dashboardUserId: null,
        dashboardListingTypes: input.dashboardListingTypes ?? [],
      };
      return this.r.agents.insert(tx, fields, (row) => agentEvent('agent.created', row));
    });
  }

  update(actor: Actor, id: string, input: UpdateAgentRequest): Promise<AgentRow> {
    return this.r.agents.update(
      actor,
      id,
      async (current, tx) => {
        const changes = { ...input } as Partial<AgentRow>;
        if (input.phones) changes.phones = validatePhones(input.phones, (await this.customers.get(actor, current.customerId, tx.m)).country.code);
        await assertOwnOffices(tx.m, current.customerId, input.officeIds);
        if (input.fullName !== undefined) changes.fullName = input.fullName.trim();
        if (input.email !== undefined) changes.email = input.email?.toLowerCase() ?? null;
        return changes;
      },
      (next) => agentEvent('agent.updated', next),
    );
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await this.r.agents.remove(actor, id, (row) => agentEvent('agent.deleted', row));
  }

  /**
   * Takes a removed office off every agent of its customer that had it, inside the removal's
   * transaction: all of them, whoever removed the office, so no agent keeps a dangling office.
   */
  async dropOffice(tx: Tx<'customer'>, customerId: string, officeId: string): Promise<void> {
    const holders = (await this.r.agents.queryForUpdate(tx, SYSTEM)).andWhere('a.customerId = :c', { c: customerId }).andWhere('a.officeIds LIKE :o', { o: `%"${officeId}"%` });
    for (const agent of await holders.getMany()) {
      await this.r.agents.write(tx, agent, { officeIds: agent.officeIds.filter((o) => o !== officeId) }, (next) => agentEvent('agent.updated', next));
    }
  }
}
