// The customer dashboard's routes (002 §2), all under /customer-dashboard. The index takes a `tab` parameter
// (orders, overview or status, listings, resources, campaigns, leads, agents); the spec's stand-alone list routes
// (/campaigns, /status, /listings, /dashboardOrders, /dashboardLeads) open the index on their tab.
const BASE = '/customer-dashboard';

export const CUSTOMER_DASHBOARD_PATHS = {
  customerDashboard: BASE,
  settings: `${BASE}/settings`,
  order: `${BASE}/order`,
  listingCreate: `${BASE}/listings/create`,
  listingEdit: `${BASE}/listing/:listingId/edit`,
  campaigns: `${BASE}/campaigns`,
  status: `${BASE}/status`,
  listings: `${BASE}/listings`,
  dashboardOrders: `${BASE}/dashboardOrders`,
  dashboardLeads: `${BASE}/dashboardLeads`,
  agent: `${BASE}/agent`,
} as const;

/** The index on one tab: `/customer-dashboard?tab=orders`. */
export const dashboardTabPath = (tab: string): string => `${BASE}?tab=${encodeURIComponent(tab)}`;

/** A listing's edit page. */
export const listingEditPath = (listingId: string): string => `${BASE}/listing/${encodeURIComponent(listingId)}/edit`;

/**
 * The order screen for a selection (002 §4 "Ordering needs a selected listing set, resource set or catalog"): the
 * selected ids travel in the query, so a reload or a shared link keeps them (`?listingIds=a,b`).
 */
export function orderPath(selection: { listingIds?: readonly string[]; resourceIds?: readonly string[] }): string {
  const query = new URLSearchParams();
  if (selection.listingIds?.length) query.set('listingIds', selection.listingIds.join(','));
  if (selection.resourceIds?.length) query.set('resourceIds', selection.resourceIds.join(','));
  const text = query.toString();
  return text ? `${BASE}/order?${text}` : `${BASE}/order`;
}
