// Customer dashboards and dashboard templates (spec 001 dashboards, 002 §3 controls and themes):
// one dashboard per customer; a dashboard's config comes from its request, else its template, else
// the defaults. Dashboard users read their own customer's dashboard only.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { conflict, containsPattern, customerWide, listPage, notFound, scopeOf, visibleOrNotFound, type ListQuery, type Principal } from '@adops/platform';
import type { CreateDashboardRequest, CreateDashboardTemplateRequest, CurrentDashboard, Dashboard, DashboardTemplate, UpdateDashboardRequest, UpdateDashboardTemplateRequest } from '@adops/openapi/generated/customer';
import { DashboardEntity, DashboardTemplateEntity, type DashboardRow, type DashboardTemplateRow } from './persistence/entities.ts';
import { defaultDashboardConfig, OPTIONS_LIMIT } from './domain/defaults.ts';
import { toCustomerProfile, type Customers } from './customers.ts';

export const toDashboardDto = (d: DashboardRow): Dashboard => ({
  id: d.id,
  name: d.name,
  customerId: d.customerId,
  ...(d.templateId ? { templateId: d.templateId } : {}),
  config: d.config,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
});

export const toTemplateDto = (t: DashboardTemplateRow): DashboardTemplate => ({
  id: t.id,
  name: t.name,
  ...(t.description ? { description: t.description } : {}),
  config: t.config,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

interface NameListQuery extends ListQuery {
  customerId?: string;
}

export class Dashboards {
  private readonly ds: DataSource;
  private readonly customers: Customers;

  constructor(ds: DataSource, customers: Customers) {
    this.ds = ds;
    this.customers = customers;
  }

  private dashboards() {
    return this.ds.getRepository(DashboardEntity);
  }

  private templates() {
    return this.ds.getRepository(DashboardTemplateEntity);
  }

  list(q: NameListQuery) {
    const qb = this.dashboards().createQueryBuilder('d');
    if (q.customerId) qb.andWhere('d.customerId = :customerId', { customerId: q.customerId });
    return listPage(qb, q, { alias: 'd', sortable: ['createdAt', 'name'], defaultSort: 'name', defaultLimit: 50, searchIn: ['name'] });
  }

  async visible(actor: Principal, id: string): Promise<DashboardRow> {
    return visibleOrNotFound(customerWide(scopeOf(actor)), await this.dashboards().findOne({ where: { id } }), 'Dashboard not found.');
  }

  async current(actor: Principal): Promise<CurrentDashboard> {
    if (!actor.customerId) throw notFound('There is no dashboard for this user.');
    const customer = await this.customers.visible(actor, actor.customerId);
    const dashboard = await this.dashboards().findOne({ where: { customerId: customer.id } });
    return { ...(dashboard ? { dashboardId: dashboard.id } : {}), config: dashboard?.config ?? defaultDashboardConfig(), customer: toCustomerProfile(customer) };
  }

  async create(input: CreateDashboardRequest): Promise<DashboardRow> {
    const customer = await this.customers.get(input.customerId);
    const template = input.templateId ? await this.template(input.templateId) : undefined;
    const now = new Date();
    const row: DashboardRow = {
      id: randomUUID(),
      name: input.name.trim(),
      customerId: customer.id,
      templateId: template?.id ?? null,
      config: input.config ?? template?.config ?? defaultDashboardConfig(),
      createdAt: now,
      updatedAt: now,
    };
    await this.ds.transaction(async (m) => {
      if (await m.findOne(DashboardEntity, { where: { customerId: customer.id } })) throw conflict('This customer already has a dashboard.');
      await m.insert(DashboardEntity, row);
    });
    return row;
  }

  async update(id: string, input: UpdateDashboardRequest): Promise<DashboardRow> {
    const current = await this.dashboards().findOne({ where: { id } });
    if (!current) throw notFound('Dashboard not found.');
    if (input.templateId) await this.template(input.templateId);
    const changes: Partial<DashboardRow> = { ...(input as Partial<DashboardRow>), updatedAt: new Date() };
    if (input.name !== undefined) changes.name = input.name.trim();
    await this.dashboards().update({ id }, changes);
    return { ...current, ...changes };
  }

  async remove(id: string): Promise<void> {
    const res = await this.dashboards().delete({ id });
    if (!res.affected) throw notFound('Dashboard not found.');
  }

  listTemplates(q: NameListQuery) {
    return listPage(this.templates().createQueryBuilder('t'), q, { alias: 't', sortable: ['createdAt', 'name'], defaultSort: 'name', defaultLimit: 50, searchIn: ['name'] });
  }

  async templateOptions(q: { search?: string }) {
    const qb = this.templates().createQueryBuilder('t').select(['t.id', 't.name']).orderBy('t.name', 'ASC').addOrderBy('t.id', 'ASC').limit(OPTIONS_LIMIT);
    if (q.search) qb.andWhere('t.name LIKE :search', { search: containsPattern(q.search) });
    const items = (await qb.getMany()).map((t) => ({ id: t.id, name: t.name }));
    return { items, count: items.length };
  }

  async template(id: string): Promise<DashboardTemplateRow> {
    const row = await this.templates().findOne({ where: { id } });
    if (!row) throw notFound('Dashboard template not found.');
    return row;
  }

  async createTemplate(input: CreateDashboardTemplateRequest): Promise<DashboardTemplateRow> {
    const now = new Date();
    const row: DashboardTemplateRow = { id: randomUUID(), name: input.name.trim(), description: input.description ?? null, config: input.config ?? defaultDashboardConfig(), createdAt: now, updatedAt: now };
    await this.templates().insert(row);
    return row;
  }

  async updateTemplate(id: string, input: UpdateDashboardTemplateRequest): Promise<DashboardTemplateRow> {
    const current = await this.template(id);
    const changes: Partial<DashboardTemplateRow> = { ...(input as Partial<DashboardTemplateRow>), updatedAt: new Date() };
    if (input.name !== undefined) changes.name = input.name.trim();
    await this.templates().update({ id }, changes);
    return { ...current, ...changes };
  }

  /** Dashboards made from the template keep their copy of its config. */
  async removeTemplate(id: string): Promise<void> {
    await this.template(id);
    await this.ds.transaction(async (m) => {
      await m.update(DashboardEntity, { templateId: id }, { templateId: null });
      await m.delete(DashboardTemplateEntity, { id });
    });
  }
}
