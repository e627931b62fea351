// Dashboard templates (spec 001 dashboard templates): staff-kept configurations a customer's
// dashboard starts from. Dashboards made from a template keep their copy of its config.
import { containsClause, containsPattern, type Actor, type ListQuery } from '@adops/platform';
import type { CreateDashboardTemplateRequest, UpdateDashboardTemplateRequest } from '@adops/openapi/generated/customer';
import { DashboardEntity, type DashboardTemplateRow } from './persistence/entities.ts';
import type { CustomerResources } from './persistence/resources.ts';
import { defaultDashboardConfig, OPTIONS_LIMIT } from './domain/defaults.ts';

export class DashboardTemplates {
  private readonly r: CustomerResources;

  constructor(resources: CustomerResources) {
    this.r = resources;
  }

  list(actor: Actor, q: ListQuery) {
    return this.r.templates.list(actor, q);
  }

  async options(actor: Actor, q: { search?: string }) {
    const qb = (await this.r.templates.query(actor)).select(['t.id', 't.name']).orderBy('t.name', 'ASC').addOrderBy('t.id', 'ASC').limit(OPTIONS_LIMIT);
    if (q.search) qb.andWhere(containsClause('t.name', 'search'), { search: containsPattern(q.search) });
    const items = (await qb.getMany()).map((t) => ({ id: t.id, name: t.name }));
    return { items, count: items.length };
  }

  get(actor: Actor, id: string): Promise<DashboardTemplateRow> {
    return this.r.templates.get(actor, id);
  }

  create(input: CreateDashboardTemplateRequest): Promise<DashboardTemplateRow> {
    const fields = { name: input.name.trim(), description: input.description ?? null, config: input.config ?? defaultDashboardConfig() };
    return this.r.kit.transaction((tx) => this.r.templates.insert(tx, fields));
  }

  update(actor: Actor, id: string, input: UpdateDashboardTemplateRequest): Promise<DashboardTemplateRow> {
    return this.r.templates.update(actor, id, () => ({ ...input, ...(input.name !== undefined ? { name: input.name.trim() } : {}) }) as Partial<DashboardTemplateRow>);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await this.r.templates.remove(actor, id, undefined, async (template, tx) => void (await tx.m.update(DashboardEntity, { templateId: template.id }, { templateId: null })));
  }
}
