// The index's campaigns tab (002 §2 `?tab=campaigns`), shown to the roles of the dashboard config's tab entry.
import { lazyPage } from '../../app/feature.ts';
import type { DashboardTab } from '../../frames/dashboard/dashboardTab.ts';

const CampaignsTab = lazyPage(() => import('./CampaignsTab.tsx'), (m) => m.CampaignsTab);

export const dashboardTabs: DashboardTab[] = [{ code: 'campaigns', label: 'Campaigns', order: 50, page: CampaignsTab }];
