// Orders (000 §2, §6: admin, operations, sales): the list and one order's page; the Campaign dropdown's
// Orders entry (001 §2).
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { ROUTES } from '../../constants.ts';
import { ORDER_ROLES } from './paths.ts';

const pages = () => import('./OrderPages.tsx');
const OrdersListPage = lazyPage(pages, (m) => m.OrdersListPage);
const OrderEditPage = lazyPage(pages, (m) => m.OrderEditPage);

export const feature: Feature = {
  routes: [
    { path: ROUTES.ordersList, roles: rolesOf('listOrders', ORDER_ROLES), title: 'Orders', element: <OrdersListPage /> },
    { path: `${ROUTES.order}/:orderId/edit`, roles: rolesOf('getOrder', ORDER_ROLES), title: 'Order', element: <OrderEditPage /> },
  ],
  menu: [{ place: 'campaign', order: 1, label: 'Orders', to: ROUTES.ordersList, roles: ORDER_ROLES }],
};
