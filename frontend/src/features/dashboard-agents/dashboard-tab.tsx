// The index's agents tab (002 §2 `?tab=agents`), shown to the roles of the dashboard config's tab entry.
import { lazyPage } from '../../app/feature.ts';
import type { DashboardTab } from '../../frames/dashboard/dashboardTab.ts';

const AgentsTab = lazyPage(() => import('./AgentsTab.tsx'), (m) => m.AgentsTab);

export const dashboardTabs: DashboardTab[] = [{ code: 'agents', label: 'Agents', order: 70, page: AgentsTab }];
