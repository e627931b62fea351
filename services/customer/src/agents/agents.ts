// Agents (spec 000 agents, 001 §3/§5/§6, 002 §3/§7): lists narrowed by tenancy, phones validated for
// the customer's country, offices of the same customer only. Every agent event is recorded here.
import type { Principal } from '@adops/platform';
import type { CreateAgentRequest, UpdateAgentRequest } from '@adops/openapi/generated/customer';
import type { AgentRow } from './entities.ts';
import type { AgentListQuery, AgentStore } from './store.ts';
import type { CustomerTx } from '../customers/store.ts';
import type { Customers } from '../customers/customers.ts';
import type { OfficeStore } from '../offices/store.ts';
import { validatePhones } from '../customers/rules.ts';
import { assertOwnOffices } from './rules.ts';
import { agentEvent } from './events.ts';

export class Agents {
  private readonly store: AgentStore;
  private readonly customers: Customers;
  private readonly offices: OfficeStore;

  constructor(store: AgentStore, customers: Customers, offices: OfficeStore) {
    this.store = store;
    this.customers = customers;
    this.offices = offices;
  }

  list(principal: Principal, q: AgentListQuery) {
    return this.store.list(principal, q);
  }

  get(principal: Principal, id: string): Promise<AgentRow> {
    return this.store.agents.get(principal, id);
  }

  create(principal: Principal, input: CreateAgentRequest): Promise<AgentRow> {
    return this.store.transaction(async (tx) => {
      const customer = await this.customers.referenced(principal, input.customerId, '/body/customerId', tx);
      const phones = validatePhones(input.phones ?? [], customer.country.code);
      await this.checkOffices(tx, customer.id, input.officeIds);
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
      return this.store.agents.insert(tx, fields, (row) => agentEvent('agent.created', row));
    });
  }

  update(principal: Principal, id: string, input: UpdateAgentRequest): Promise<AgentRow> {
    return this.store.agents.update(
      principal,
      id,
      async (current, tx) => {
        const changes = { ...input } as Partial<AgentRow>;
        if (input.phones) changes.phones = validatePhones(input.phones, (await this.customers.get(principal, current.customerId, tx)).country.code);
        await this.checkOffices(tx, current.customerId, input.officeIds);
        if (input.fullName !== undefined) changes.fullName = input.fullName.trim();
        if (input.email !== undefined) changes.email = input.email?.toLowerCase() ?? null;
        return changes;
      },
      (next) => agentEvent('agent.updated', next),
    );
  }

  async remove(principal: Principal, id: string): Promise<void> {
    await this.store.agents.remove(principal, id, (row) => agentEvent('agent.deleted', row));
  }

  /**
   * Takes a removed office off every agent of its customer that had it, inside the removal's
   * transaction: all of them, whoever removed the office, so no agent keeps a dangling office.
   */
  async dropOffice(tx: CustomerTx, customerId: string, officeId: string): Promise<void> {
    for (const agent of await this.store.holdingOffice(tx, customerId, officeId)) {
      await this.store.agents.write(tx, agent, { officeIds: agent.officeIds.filter((o) => o !== officeId) }, (next) => agentEvent('agent.updated', next));
    }
  }

  /** The offices named must be offices of the agent's customer. */
  private async checkOffices(tx: CustomerTx, customerId: string, officeIds: string[] | undefined): Promise<void> {
    if (!officeIds?.length) return;
    assertOwnOffices(officeIds, await this.offices.idsOfCustomer(tx, customerId, officeIds));
  }
}
