// Agents (spec 000 agents, 001 §3/§5/§6, 002 §3/§7): lists narrowed by tenancy, phones validated for
// the customer's country, offices of the same customer only. The user.signed_up consumer marks the
// agent whose dashboard user signed up.
import { In, type DataSource, type EntityManager } from 'typeorm';
import { applyScope, invalidFields, listPage, notFound, project, scopeOf, visibleOrNotFound, type ListQuery, type Outbox, type Principal } from '@adops/platform';
import type { Agent, AgentField, CreateAgentRequest, UpdateAgentRequest } from '@adops/openapi/generated/customer';
import { AgentEntity, OfficeEntity, type AgentRow } from './persistence/entities.ts';
import { RecordedRows } from './persistence/recorded-writes.ts';
import { validatePhones } from './domain/phones.ts';
import type { Customers } from './customers.ts';

export function toAgentDto(a: AgentRow): Agent {
  return {
    id: a.id,
    customerId: a.customerId,
    fullName: a.fullName,
    ...(a.email ? { email: a.email } : {}),
    phones: a.phones,
    ...(a.image ? { image: a.image } : {}),
    officeIds: a.officeIds,
    fbAdAccountIds: a.fbAdAccountIds,
    gdnAccountIds: a.gdnAccountIds,
    ...(a.fbPage ? { fbPage: a.fbPage } : {}),
    distributionSettings: a.distributionSettings,
    didSignUpDashboard: a.didSignUpDashboard,
    ...(a.dashboardUserId ? { dashboardUserId: a.dashboardUserId } : {}),
    dashboardListingTypes: a.dashboardListingTypes,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

export const agentEventData = (a: AgentRow) => ({
  agentId: a.id,
  customerId: a.customerId,
  fullName: a.fullName,
  ...(a.email ? { email: a.email } : {}),
  officeIds: a.officeIds,
  didSignUpDashboard: a.didSignUpDashboard,
});

/** Where an agent keeps its owners, for the platform's tenancy. */
export const AGENT_OWNER_COLUMNS = { customer: 'a.customerId', office: { column: 'a.officeIds', many: true }, agent: 'a.id' };
const owned = (a: AgentRow | null) => a && { ...a, agentId: a.id };

export interface AgentListQuery extends ListQuery {
  searchField?: 'fullName' | 'email';
  customerId?: string;
  officeId?: string;
  fields?: AgentField[];
}

export class Agents extends RecordedRows<AgentRow> {
  constructor(ds: DataSource, outbox: Outbox, customers: Customers) {
    super(ds, outbox, customers, AgentEntity, 'agent', agentEventData);
  }

  async list(actor: Principal, q: AgentListQuery) {
    const qb = this.ds.getRepository(AgentEntity).createQueryBuilder('a');
    applyScope(qb, scopeOf(actor), AGENT_OWNER_COLUMNS);
    if (q.customerId) qb.andWhere('a.customerId = :customerId', { customerId: q.customerId });
    if (q.officeId) qb.andWhere('a.officeIds LIKE :officeId', { officeId: `%"${q.officeId}"%` });
    const page = await listPage(qb, q, { alias: 'a', sortable: ['fullName', 'email', 'createdAt'], defaultSort: 'fullName', searchIn: [q.searchField ?? 'fullName'] });
    return { items: page.items.map((a) => project(toAgentDto(a), q.fields)), count: page.count };
  }

  async visible(actor: Principal, id: string): Promise<AgentRow> {
    const row = await this.ds.getRepository(AgentEntity).findOne({ where: { id } });
    return visibleOrNotFound(scopeOf(actor), owned(row), 'Agent not found.');
  }

  private async assertOffices(customerId: string, officeIds: string[] | undefined) {
    if (!officeIds?.length) return;
    const offices = await this.ds.getRepository(OfficeEntity).find({ where: { id: In(officeIds), customerId }, select: { id: true } });
    const known = new Set(offices.map((o) => o.id));
    const errors = officeIds.flatMap((id, i) => (known.has(id) ? [] : [{ path: `/body/officeIds/${i}`, message: `The office ${id} is not an office of this customer.` }]));
    if (errors.length) throw invalidFields(errors);
  }

  async create(input: CreateAgentRequest): Promise<AgentRow> {
    const customer = await this.customers.referenced(input.customerId);
    const phones = validatePhones(input.phones ?? [], customer.country.code);
    await this.assertOffices(customer.id, input.officeIds);
    return this.insertRecorded({
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
    });
  }

  async update(actor: Principal, id: string, input: UpdateAgentRequest): Promise<AgentRow> {
    const current = await this.visible(actor, id);
    const changes: Partial<AgentRow> = { ...(input as Partial<AgentRow>), updatedAt: new Date() };
    if (input.phones) {
      const customer = await this.customers.get(current.customerId);
      changes.phones = validatePhones(input.phones, customer.country.code);
    }
    await this.assertOffices(current.customerId, input.officeIds);
    if (input.fullName !== undefined) changes.fullName = input.fullName.trim();
    if (input.email !== undefined) changes.email = input.email?.toLowerCase() ?? null;
    return this.updateRecorded(current, changes);
  }

  async remove(id: string): Promise<void> {
    await this.ds.transaction(async (m) => {
      const row = await m.findOne(AgentEntity, { where: { id } });
      if (!row) throw notFound('Agent not found.');
      await m.delete(AgentEntity, { id });
      await this.outbox.record(m, { type: 'agent.deleted', subject: id, customerId: row.customerId, data: agentEventData(row) });
    });
  }

  /**
   * identity's account events for a dashboard user of an agent. An *active* user (activated, or
   * created active by staff) becomes the agent's dashboard user, unless the agent already has another
   * one: a link is never taken over. A deactivated or removed user lets go of its agent. identity
   * decides the customer and agent (from an invitation or the agent's own e-mail); an inactive sign-up
   * changes nothing here. Runs inside the inbox's transaction, so a redelivered event has no second
   * effect.
   */
  async linkDashboardUser(m: EntityManager, user: DashboardUserEvent): Promise<AgentRow | undefined> {
    if (user.kind !== 'dashboard' || !user.customerId || !user.agentId || user.isActive !== true) return undefined;
    const agent = await m.findOne(AgentEntity, { where: { id: user.agentId, customerId: user.customerId } });
    if (!agent || agent.dashboardUserId === user.userId) return undefined;
    if (agent.dashboardUserId) return undefined;
    return this.setDashboardUser(m, agent, user.userId);
  }

  async unlinkDashboardUser(m: EntityManager, user: DashboardUserEvent): Promise<AgentRow | undefined> {
    if (user.kind !== 'dashboard' || !user.agentId) return undefined;
    const agent = await m.findOne(AgentEntity, { where: { id: user.agentId } });
    if (!agent || agent.dashboardUserId !== user.userId) return undefined;
    return this.setDashboardUser(m, agent, null);
  }

  private async setDashboardUser(m: EntityManager, agent: AgentRow, userId: string | null): Promise<AgentRow> {
    const changes = { didSignUpDashboard: agent.didSignUpDashboard || userId !== null, dashboardUserId: userId, updatedAt: new Date() };
    await m.update(AgentEntity, { id: agent.id }, changes);
    const next = { ...agent, ...changes };
    await this.outbox.record(m, { type: 'agent.updated', subject: agent.id, customerId: agent.customerId, data: agentEventData(next) });
    return next;
  }
}

export interface DashboardUserEvent {
  userId: string;
  kind: string;
  customerId?: string;
  agentId?: string;
  isActive?: boolean;
}
