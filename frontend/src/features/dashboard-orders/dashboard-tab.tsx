// The index's orders tab (002 §2 `?tab=orders`), shown to the roles of the dashboard config's tab entry.
import { lazyPage } from '../../app/feature.ts';
import type { DashboardTab } from '../../frames/dashboard/dashboardTab.ts';

const OrdersTab = lazyPage(() => import('./OrdersTab.tsx'), (m) => m.OrdersTab);

export const dashboardTabs: DashboardTab[] = [{ code: 'orders', label: 'Orders', order: 20, page: OrdersTab }];
