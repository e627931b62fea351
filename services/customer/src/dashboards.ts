// Customer dashboards (spec 001 dashboards, 002 §3 controls and themes): one dashboard per customer;
// a dashboard's config comes from its request, else its template, else the defaults. Dashboard users
// read their own customer's dashboard only.
import { conflict, notFound, type Actor, type ListQuery, type Principal } from '@adops/platform';
import type { CreateDashboardRequest, CurrentDashboard, UpdateDashboardRequest } from '@adops/openapi/generated/customer';
import { DashboardEntity, type DashboardRow } from './persistence/entities.ts';
import type { CustomerResources } from './persistence/resources.ts';
import { defaultDashboardConfig } from './domain/defaults.ts';
import { toCustomerProfile } from './dto.ts';

export interface DashboardListQuery extends ListQuery {
  customerId?: string;
}

export class Dashboards {
  private readonly r: CustomerResources;

  constructor(resources: CustomerResources) {
    this.r = resources;
  }

  list(actor: Actor, q: DashboardListQuery) {
    return this.r.dashboards.list(actor, q, { customerId: q.customerId });
  }

  get(actor: Actor, id: string): Promise<DashboardRow> {
    return this.r.dashboards.get(actor, id);
  }

  /** The signed-in dashboard user's own: their customer's dashboard, or the defaults when it has none. */
  async current(actor: Principal): Promise<CurrentDashboard> {
    if (!actor.customerId) throw notFound('There is no dashboard for this user.');
    const customer = await this.r.customers.get(actor, actor.customerId);
    const dashboard = await (await this.r.dashboards.query(actor)).andWhere('d.customerId = :c', { c: customer.id }).getOne();
    return { ...(dashboard ? { dashboardId: dashboard.id } : {}), config: dashboard?.config ?? defaultDashboardConfig(), customer: toCustomerProfile(customer) };
  }

  create(actor: Actor, input: CreateDashboardRequest): Promise<DashboardRow> {
    return this.r.kit.transaction(async (tx) => {
      const customer = await this.r.customers.get(actor, input.customerId, tx.m);
      const template = input.templateId ? await this.r.templates.get(actor, input.templateId, tx.m) : undefined;
      if (await tx.m.findOne(DashboardEntity, { where: { customerId: customer.id } })) throw conflict('This customer already has a dashboard.');
      const fields = { name: input.name.trim(), customerId: customer.id, templateId: template?.id ?? null, config: input.config ?? template?.config ?? defaultDashboardConfig() };
      return this.r.dashboards.insert(tx, fields);
    });
  }

  update(actor: Actor, id: string, input: UpdateDashboardRequest): Promise<DashboardRow> {
    return this.r.dashboards.update(actor, id, async (_current, tx) => {
      if (input.templateId) await this.r.templates.get(actor, input.templateId, tx.m);
      return { ...input, ...(input.name !== undefined ? { name: input.name.trim() } : {}) } as Partial<DashboardRow>;
    });
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await this.r.dashboards.remove(actor, id);
  }
}
