// The index's overview tab (002 §2: `?tab=overview`, and `status` opens it too), shown to the roles of the
// dashboard config's tab entry.
import { lazyPage } from '../../app/feature.ts';
import type { DashboardTab } from '../../frames/dashboard/dashboardTab.ts';

const OverviewTab = lazyPage(() => import('./OverviewTab.tsx'), (m) => m.OverviewTab);

export const dashboardTabs: DashboardTab[] = [{ code: 'overview', aliases: ['status'], label: 'Overview', order: 10, page: OverviewTab }];
