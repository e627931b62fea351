// Rows as the API shows them (openapi/customer schemas): optional fields left out when empty,
// instants as ISO strings.
import type { Dashboard, DashboardTemplate } from '@adops/openapi/generated/customer';
import type { DashboardRow, DashboardTemplateRow } from './entities.ts';
import { opt, stamps } from '../customers/dto.ts';

export const toDashboardDto = (d: DashboardRow): Dashboard => ({
  id: d.id,
  name: d.name,
  customerId: d.customerId,
  ...opt('templateId', d.templateId),
  config: d.config,
  ...stamps(d),
});

export const toTemplateDto = (t: DashboardTemplateRow): DashboardTemplate => ({
  id: t.id,
  name: t.name,
  ...opt('description', t.description),
  config: t.config,
  ...stamps(t),
});
