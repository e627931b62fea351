// The index's resources tab (003 §2 "customer-dashboard.index with tab resources"), shown to the roles of the
// dashboard config's tab entry.
import { lazyPage } from '../../app/feature.ts';
import type { DashboardTab } from '../../frames/dashboard/dashboardTab.ts';

const ResourcesTab = lazyPage(() => import('./ResourcesTab.tsx'), (m) => m.ResourcesTab);

export const dashboardTabs: DashboardTab[] = [{ code: 'resources', label: 'Resources', order: 40, page: ResourcesTab }];
