// The spec's stand-alone list routes (002 §2: /campaigns, /status, /listings, /dashboardOrders, /dashboardLeads)
// are the index on one tab: each opens /customer-dashboard?tab=<code>, keeping any other query parameter.
import { CUSTOMER_DASHBOARD_PATHS, dashboardTabPath } from './paths.ts';

export const STAND_ALONE_TABS: readonly { path: string; tab: string; title: string }[] = [
  { path: CUSTOMER_DASHBOARD_PATHS.campaigns, tab: 'campaigns', title: 'Campaigns' },
  { path: CUSTOMER_DASHBOARD_PATHS.status, tab: 'overview', title: 'Overview' },
  { path: CUSTOMER_DASHBOARD_PATHS.listings, tab: 'listings', title: 'Listings' },
  { path: CUSTOMER_DASHBOARD_PATHS.dashboardOrders, tab: 'orders', title: 'Orders' },
  { path: CUSTOMER_DASHBOARD_PATHS.dashboardLeads, tab: 'leads', title: 'Leads' },
];

/** The index address a stand-alone route opens: its tab, plus the query it was opened with (not its own tab). */
export function standAloneTarget(tab: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete('tab');
  const rest = query.toString();
  return rest ? `${dashboardTabPath(tab)}&${rest}` : dashboardTabPath(tab);
}
