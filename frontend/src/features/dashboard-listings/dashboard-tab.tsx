// The index's listings tab (002 §2 `?tab=listings`), shown to the roles of the dashboard config's tab entry.
import { lazyPage } from '../../app/feature.ts';
import type { DashboardTab } from '../../frames/dashboard/dashboardTab.ts';

const ListingsTab = lazyPage(() => import('./ListingsTab.tsx'), (m) => m.ListingsTab);

export const dashboardTabs: DashboardTab[] = [{ code: 'listings', label: 'Listings', generalLabel: 'Items', order: 30, page: ListingsTab }];
