// The index's leads tab (002 §2 `?tab=leads`), shown to the roles of the dashboard config's tab entry.
import { lazyPage } from '../../app/feature.ts';
import type { DashboardTab } from '../../frames/dashboard/dashboardTab.ts';

const LeadsTab = lazyPage(() => import('./LeadsTab.tsx'), (m) => m.LeadsTab);

export const dashboardTabs: DashboardTab[] = [{ code: 'leads', label: 'Leads', order: 60, page: LeadsTab }];
