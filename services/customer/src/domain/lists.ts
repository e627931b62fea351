// How this context's lists page, sort and search (spec 001 §9 page sizes).
import type { ListDeclaration } from '@adops/platform';

const byName = { sort: ['createdAt', 'name'], defaultSort: 'name', search: ['name'] } as const;

export const LISTS = {
  customers: { sort: ['createdAt', 'name'], defaultSort: '-createdAt', search: ['name'], pageSize: 25 },
  offices: { ...byName, pageSize: 25 },
  agents: { sort: ['fullName', 'email', 'createdAt'], defaultSort: 'fullName', search: ['fullName', 'email'], pageSize: 25 },
  dashboards: { ...byName, pageSize: 50 },
  dashboardTemplates: { ...byName, pageSize: 50 },
} satisfies Record<string, ListDeclaration>;
