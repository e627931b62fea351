// Customer dashboards (spec 001 dashboards, 002 §3 controls and themes): one dashboard per customer;
// a dashboard's config comes from its request, else its template, else the defaults. Dashboard users
// read their own customer's dashboard only. Every write publishes the dashboard's payment methods
// (events.ts): the order context offers a dashboard user's payment types by them (002 §6).
import { notFound, type Principal } from '@adops/platform';
import type { CreateDashboardRequest, CurrentDashboard, UpdateDashboardRequest } from '@adops/openapi/generated/customer';
import type { DashboardRow } from './entities.ts';
import type { DashboardListQuery, DashboardStore } from './store.ts';
import type { CustomerStore } from '../customers/store.ts';
import { toCustomerProfile } from '../customers/dto.ts';
import { assertNoDashboardYet, defaultDashboardConfig, initialDashboardConfig } from './rules.ts';
import { dashboardDeleted, dashboardSaved } from './events.ts';

export class Dashboards {
  private readonly store: DashboardStore;
  private readonly customers: CustomerStore;

  constructor(store: DashboardStore, customers: CustomerStore) {
    this.store = store;
    this.customers = customers;
  }

  list(principal: Principal, q: DashboardListQuery) {
    return this.store.list(principal, q);
  }

  get(principal: Principal, id: string): Promise<DashboardRow> {
    return this.store.dashboards.get(principal, id);
  }

  /** The signed-in dashboard user's own: their customer's dashboard, or the defaults when it has none. */
  async current(principal: Principal): Promise<CurrentDashboard> {
    if (!principal.customerId) throw notFound('There is no dashboard for this user.');
    const customer = await this.customers.get(principal, principal.customerId);
    const dashboard = await this.store.ofCustomer(principal, customer.id);
    return { ...(dashboard ? { dashboardId: dashboard.id } : {}), config: dashboard?.config ?? defaultDashboardConfig(), customer: toCustomerProfile(customer) };
  }

  create(principal: Principal, input: CreateDashboardRequest): Promise<DashboardRow> {
    return this.store.transaction(async (tx) => {
      const customer = await this.customers.get(principal, input.customerId, tx);
      const template = input.templateId ? await this.store.template(principal, input.templateId, tx) : undefined;
      assertNoDashboardYet(await this.store.anyOfCustomer(tx, customer.id));
      const fields = { name: input.name.trim(), customerId: customer.id, templateId: template?.id ?? null, config: initialDashboardConfig(input.config, template) };
      return this.store.dashboards.insert(tx, fields, dashboardSaved);
    });
  }

  update(principal: Principal, id: string, input: UpdateDashboardRequest): Promise<DashboardRow> {
    return this.store.dashboards.update(
      principal,
      id,
      async (_current, tx) => {
        if (input.templateId) await this.store.template(principal, input.templateId, tx);
        return { ...input, ...(input.name !== undefined ? { name: input.name.trim() } : {}) } as Partial<DashboardRow>;
      },
      dashboardSaved,
    );
  }

  async remove(principal: Principal, id: string): Promise<void> {
    await this.store.dashboards.remove(principal, id, dashboardDeleted);
  }
}
