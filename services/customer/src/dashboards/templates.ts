// Dashboard templates (spec 001 dashboard templates): staff-kept configurations a customer's
// dashboard starts from. Dashboards made from a template keep their copy of its config.
import type { ListQuery, Principal } from '@adops/platform';
import type { CreateDashboardTemplateRequest, UpdateDashboardTemplateRequest } from '@adops/openapi/generated/customer';
import type { DashboardTemplateRow } from './entities.ts';
import type { DashboardStore } from './store.ts';
import { defaultDashboardConfig, TEMPLATE_OPTIONS_LIMIT } from './rules.ts';

export class DashboardTemplates {
  private readonly store: DashboardStore;

  constructor(store: DashboardStore) {
    this.store = store;
  }

  list(principal: Principal, q: ListQuery) {
    return this.store.templates.list(principal, q);
  }

  async options(principal: Principal, q: { search?: string }) {
    const items = await this.store.templateOptions(principal, q, TEMPLATE_OPTIONS_LIMIT);
    return { items, count: items.length };
  }

  get(principal: Principal, id: string): Promise<DashboardTemplateRow> {
    return this.store.template(principal, id);
  }

  create(input: CreateDashboardTemplateRequest): Promise<DashboardTemplateRow> {
    const fields = { name: input.name.trim(), description: input.description ?? null, config: input.config ?? defaultDashboardConfig() };
    return this.store.transaction((tx) => this.store.templates.insert(tx, fields));
  }

  update(principal: Principal, id: string, input: UpdateDashboardTemplateRequest): Promise<DashboardTemplateRow> {
    return this.store.templates.update(principal, id, () => ({ ...input, ...(input.name !== undefined ? { name: input.name.trim() } : {}) }) as Partial<DashboardTemplateRow>);
  }

  async remove(principal: Principal, id: string): Promise<void> {
    await this.store.templates.remove(principal, id, undefined, (template, tx) => this.store.forgetTemplate(tx, template.id));
  }
}
