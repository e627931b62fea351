// SWR hooks per customer-context resource (customers, offices, agents, dashboards, dashboard templates,
// e-mail templates). Keys start with the operationId, as in hooks.ts, so `mutate(isKey('listAgents'))`
// revalidates every page of a list. Searches shorter than SEARCH_MIN_LENGTH are never sent.
import useSWR from 'swr';
import type { Customer as C } from '@adops/openapi';
import { customer, identity } from './clients.ts';
import { unwrap } from './problem.ts';
import { PAGE_SIZES, searchTerm } from '../../constants.ts';

type Schemas = C.components['schemas'];
export type Customer = Schemas['Customer'];
export type Office = Schemas['Office'];
export type OfficeItem = Schemas['OfficeItem'];
export type Agent = Schemas['Agent'];
export type AgentItem = Schemas['AgentItem'];
export type Phone = Schemas['Phone'];
export type PhoneType = Schemas['PhoneType'];
export type Dashboard = Schemas['Dashboard'];
export type DashboardTemplate = Schemas['DashboardTemplate'];
export type DashboardConfig = Schemas['DashboardConfig'];
export type EmailTemplate = Schemas['EmailTemplate'];
export type EmailTemplateName = Schemas['EmailTemplateName'];
export type Option = Schemas['Option'];
export type SharingWidget = Schemas['SharingWidget'];
export type Setting = Schemas['Setting'];
export type ListingType = Schemas['ListingType'];

/** Adds the search when it is long enough to send (never a search shorter than the minimum). */
const withSearch = <T extends object>(params: T, search: string | undefined) => {
  const s = searchTerm(search);
  return s ? { ...params, search: s } : params;
};

export interface ListQuery {
  page: number;
  search?: string;
}

// ---- customers ----
export function useCustomers(query: ListQuery) {
  const params = withSearch({ page: query.page, limit: PAGE_SIZES.customers, sort: '-createdAt' as const }, query.search);
  return useSWR(['listCustomers', params], async () => unwrap(await customer.GET('/api/customers', { params: { query: params } })), {
    keepPreviousData: true,
  });
}

export function useCustomer(customerId: string | undefined) {
  return useSWR(customerId ? ['getCustomer', customerId] : null, async () =>
    unwrap(await customer.GET('/api/customers/{customerId}', { params: { path: { customerId: customerId! } } })),
  );
}

/** Id and name of every customer (the picker list). */
export function useCustomerOptions(enabled = true) {
  return useSWR(enabled ? ['listCustomerOptions'] : null, async () => unwrap(await customer.GET('/api/customers/options')), {
    revalidateOnFocus: false,
  });
}

export function useFacebookPages(customerId: string | undefined) {
  return useSWR(customerId ? ['listCustomerFacebookPages', customerId] : null, async () =>
    unwrap(await customer.GET('/api/customers/{customerId}/facebook-pages', { params: { path: { customerId: customerId! } } })),
  );
}

/** The url of a customer's logo (the API takes no cache-busting parameter; reload it after an upload). */
export const logoUrl = (customerId: string) => `/api/customers/${encodeURIComponent(customerId)}/logo`;

// ---- offices ----
export function useOffices(query: ListQuery & { customerId?: string }) {
  const base = {
    page: query.page, limit: PAGE_SIZES.offices, sort: 'name' as const,
    ...(query.customerId ? { customerId: query.customerId } : {}),
  };
  const params = withSearch(base, query.search);
  return useSWR(['listOffices', params], async () => unwrap(await customer.GET('/api/offices', { params: { query: params } })), {
    keepPreviousData: true,
  });
}

/** The offices of a customer for a picker: id and name only (the field projection). */
export function useOfficeOptions(customerId: string | undefined, enabled = true) {
  const params = { page: 1, limit: PAGE_SIZES.picker, sort: 'name' as const, customerId: customerId!, fields: ['name' as const] };
  return useSWR(customerId && enabled ? ['listOffices', params] : null, async () =>
    unwrap(await customer.GET('/api/offices', { params: { query: params } })),
  );
}

export function useOffice(officeId: string | undefined) {
  return useSWR(officeId ? ['getOffice', officeId] : null, async () =>
    unwrap(await customer.GET('/api/offices/{officeId}', { params: { path: { officeId: officeId! } } })),
  );
}

// ---- agents ----
export function useAgents(query: ListQuery & { customerId?: string }) {
  const base = {
    page: query.page, limit: PAGE_SIZES.agents, sort: 'fullName' as const, searchField: 'fullName' as const,
    fields: ['customerId', 'fullName', 'email', 'phones', 'officeIds', 'didSignUpDashboard', 'createdAt'] as ('customerId' | 'fullName' | 'email' | 'phones' | 'officeIds' | 'didSignUpDashboard' | 'createdAt')[],
    ...(query.customerId ? { customerId: query.customerId } : {}),
  };
  const params = withSearch(base, query.search);
  return useSWR(['listAgents', params], async () => unwrap(await customer.GET('/api/agents', { params: { query: params } })), {
    keepPreviousData: true,
  });
}

export function useAgent(agentId: string | undefined) {
  return useSWR(agentId ? ['getAgent', agentId] : null, async () =>
    unwrap(await customer.GET('/api/agents/{agentId}', { params: { path: { agentId: agentId! } } })),
  );
}

/** The dashboard users of an agent (identity). */
export function useAgentDashboardUsers(agentId: string | undefined, enabled = true) {
  return useSWR(agentId && enabled ? ['listDashboardUsers', { agentId }] : null, async () =>
    unwrap(await identity.GET('/api/users/dashboard-users', { params: { query: { agentId: agentId!, page: 1, limit: 10 } } })),
  );
}

// ---- dashboards and templates ----
export function useDashboards(query: ListQuery) {
  const params = withSearch({ page: query.page, limit: PAGE_SIZES.dashboards, sort: 'name' as const }, query.search);
  return useSWR(['listDashboards', params], async () => unwrap(await customer.GET('/api/dashboards', { params: { query: params } })), {
    keepPreviousData: true,
  });
}

export function useDashboard(dashboardId: string | undefined) {
  return useSWR(dashboardId ? ['getDashboard', dashboardId] : null, async () =>
    unwrap(await customer.GET('/api/dashboards/{dashboardId}', { params: { path: { dashboardId: dashboardId! } } })),
  );
}

export function useDashboardSettings() {
  return useSWR(['getDashboardSettings'], async () => unwrap(await customer.GET('/api/dashboards/settings')), { revalidateOnFocus: false });
}

export function useDashboardTemplates(query: ListQuery) {
  const params = withSearch({ page: query.page, limit: PAGE_SIZES.dashboardTemplates, sort: 'name' as const }, query.search);
  return useSWR(['listDashboardTemplates', params], async () =>
    unwrap(await customer.GET('/api/dashboard-templates', { params: { query: params } })), { keepPreviousData: true });
}

/** The template choice of a dashboard (up to 1000, 001 §9). */
export function useDashboardTemplateOptions() {
  return useSWR(['listDashboardTemplateOptions'], async () => unwrap(await customer.GET('/api/dashboard-templates/options')));
}

export function useDashboardTemplate(templateId: string | undefined) {
  return useSWR(templateId ? ['getDashboardTemplate', templateId] : null, async () =>
    unwrap(await customer.GET('/api/dashboard-templates/{templateId}', { params: { path: { templateId: templateId! } } })),
  );
}

// ---- e-mail templates ----
export function useEmailTemplates(customerId: string | undefined) {
  return useSWR(customerId ? ['listEmailTemplates', customerId] : null, async () =>
    unwrap(await customer.GET('/api/email-templates', { params: { query: { customerId: customerId! } } })),
  );
}

/** A map id → name, for showing names of referenced customers or offices in tables. */
export const nameMap = (options: { id: string; name?: string }[] | undefined) =>
  new Map((options ?? []).map((o) => [o.id, o.name ?? '']));
