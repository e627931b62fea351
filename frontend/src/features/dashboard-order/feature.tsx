// The customer dashboard's order screen (002 §2 /order, state customer-dashboard.order): the stepped order flow
// in the dashboard frame, for the dashboard roles the order API lets place an order (narrowed to the dashboard's
// roles and admin). The selection travels in the query (customer-dashboard/paths.ts orderPath).
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { DASHBOARD_ROLES } from '../../constants.ts';
import { CUSTOMER_DASHBOARD_PATHS } from '../customer-dashboard/paths.ts';

const OrderPage = lazyPage(() => import('./OrderPage.tsx'), (m) => m.OrderPage);

export const feature: Feature = {
  frame: 'dashboard',
  routes: [
    { path: CUSTOMER_DASHBOARD_PATHS.order, roles: rolesOf('createOrder', ['admin', ...DASHBOARD_ROLES]), title: 'Order', element: <OrderPage /> },
  ],
};
