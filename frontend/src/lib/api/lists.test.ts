// A list's page size and order come from its spec's declaration (x-list); the spec's constants module
// names the same sizes (000 §7, 001 §9), and the two must not drift apart.
import { describe, expect, it } from 'vitest';
import { lists } from '@adops/openapi/generated/lists';
import { PAGE_SIZES } from '../../constants.ts';
import { listQuery, pageSizeOf } from './lists.ts';

describe('declared lists', () => {
  it('have the page sizes of the spec constants', () => {
    const constants: Partial<Record<keyof typeof lists, number>> = {
      listAgents: PAGE_SIZES.agents, listCustomers: PAGE_SIZES.customers, listOffices: PAGE_SIZES.offices,
      listDashboards: PAGE_SIZES.dashboards, listDashboardTemplates: PAGE_SIZES.dashboardTemplates, listUsers: PAGE_SIZES.users,
    };
    for (const [operation, size] of Object.entries(constants)) expect(pageSizeOf(operation as keyof typeof lists), operation).toBe(size);
  });

  it('query a page with the declared size and order, a long enough search and only the filters that are set', () => {
    expect(listQuery('listOffices', { page: 2, search: ' Po ', customerId: '' })).toEqual({ limit: 25, sort: 'name', page: 2, search: 'Po' });
    expect(listQuery('listAgents', { page: 1, search: 'J', customerId: 'c' })).toEqual({ limit: 25, sort: 'fullName', page: 1, customerId: 'c' });
  });
});
