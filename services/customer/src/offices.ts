// Offices of a customer (spec 001 offices): staff CRUD; dashboard users read within their scope —
// corporate the customer's, branch managers their own, branch users and agents their agent's offices.
// An office's phone is checked against its customer's country as agents' phones are (000 §5), and
// kept in E.164; its customer is fixed (the update schema has no customerId, so a change is refused).
import type { DataSource } from 'typeorm';
import { applyScope, canSee, listPage, notFound, project, scopeOf, type ListQuery, type Outbox, type Principal, type Scope } from '@adops/platform';
import type { CreateOfficeRequest, Office, OfficeField, UpdateOfficeRequest } from '@adops/openapi/generated/customer';
import { AgentEntity, OfficeEntity, type OfficeRow } from './persistence/entities.ts';
import { RecordedRows } from './persistence/recorded-writes.ts';
import { agentEventData } from './agents.ts';
import { validatePhone } from './domain/phones.ts';
import type { Customers } from './customers.ts';

export function toOfficeDto(o: OfficeRow): Office {
  return {
    id: o.id,
    customerId: o.customerId,
    name: o.name,
    ...(o.email ? { email: o.email } : {}),
    ...(o.phone ? { phone: o.phone } : {}),
    ...(o.address ? { address: o.address } : {}),
    fbAdAccountIds: o.fbAdAccountIds,
    gdnAccountIds: o.gdnAccountIds,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

const eventData = (o: OfficeRow) => ({ officeId: o.id, customerId: o.customerId, name: o.name });

export interface OfficeListQuery extends ListQuery {
  customerId?: string;
  fields?: OfficeField[];
}

export class Offices extends RecordedRows<OfficeRow> {
  constructor(ds: DataSource, outbox: Outbox, customers: Customers) {
    super(ds, outbox, customers, OfficeEntity, 'office', eventData);
  }

  /** Offices have no agent column: an agent-level principal sees the offices of their agent. */
  private async officeScope(actor: Principal): Promise<Scope> {
    const scope = scopeOf(actor);
    if (scope.level !== 'agent') return scope;
    const agent = await this.ds.getRepository(AgentEntity).findOne({ where: { id: scope.agentId, customerId: scope.customerId } });
    return { level: 'offices', customerId: scope.customerId, officeIds: agent?.officeIds ?? [] };
  }

  async list(actor: Principal, q: OfficeListQuery) {
    const qb = this.ds.getRepository(OfficeEntity).createQueryBuilder('o');
    applyScope(qb, await this.officeScope(actor), { customer: 'o.customerId', office: { column: 'o.id', many: false } });
    if (q.customerId) qb.andWhere('o.customerId = :customerId', { customerId: q.customerId });
    const page = await listPage(qb, q, { alias: 'o', sortable: ['createdAt', 'name'], defaultSort: 'name', searchIn: ['name'] });
    return { items: page.items.map((o) => project(toOfficeDto(o), q.fields)), count: page.count };
  }

  async visible(actor: Principal, id: string): Promise<OfficeRow> {
    const row = await this.ds.getRepository(OfficeEntity).findOne({ where: { id } });
    if (!row || !canSee(await this.officeScope(actor), { customerId: row.customerId, officeId: row.id })) throw notFound('Office not found.');
    return row;
  }

  async create(input: CreateOfficeRequest): Promise<OfficeRow> {
    const customer = await this.customers.referenced(input.customerId);
    return this.insertRecorded({
      customerId: customer.id,
      name: input.name.trim(),
      email: input.email?.toLowerCase() ?? null,
      phone: input.phone ? validatePhone(input.phone, customer.country.code, '/body/phone') : null,
      address: input.address ?? null,
      fbAdAccountIds: input.fbAdAccountIds ?? [],
      gdnAccountIds: input.gdnAccountIds ?? [],
    });
  }

  async update(actor: Principal, id: string, input: UpdateOfficeRequest): Promise<OfficeRow> {
    const current = await this.visible(actor, id);
    const changes: Partial<OfficeRow> = { ...(input as Partial<OfficeRow>), updatedAt: new Date() };
    if (input.name !== undefined) changes.name = input.name.trim();
    if (input.email !== undefined) changes.email = input.email?.toLowerCase() ?? null;
    if (input.phone) changes.phone = validatePhone(input.phone, (await this.customers.get(current.customerId)).country.code, '/body/phone');
    return this.updateRecorded(current, changes);
  }

  /** Deletes the office and takes it off its agents. */
  async remove(actor: Principal, id: string): Promise<void> {
    const office = await this.visible(actor, id);
    await this.ds.transaction(async (m) => {
      const agents = await m.getRepository(AgentEntity).createQueryBuilder('a').where('a.customerId = :c', { c: office.customerId }).andWhere('a.officeIds LIKE :o', { o: `%"${id}"%` }).getMany();
      for (const agent of agents) {
        const next = { ...agent, officeIds: agent.officeIds.filter((o) => o !== id), updatedAt: new Date() };
        await m.update(AgentEntity, { id: agent.id }, { officeIds: next.officeIds, updatedAt: next.updatedAt });
        await this.outbox.record(m, { type: 'agent.updated', subject: agent.id, customerId: agent.customerId, data: agentEventData(next) });
      }
      await m.delete(OfficeEntity, { id });
      await this.outbox.record(m, { type: 'office.deleted', subject: id, customerId: office.customerId, data: eventData(office) });
    });
  }
}
