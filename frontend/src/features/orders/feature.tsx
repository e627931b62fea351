// Orders (000 §2, §6: admin, operations, sales): the list and one order's page; the Campaign dropdown's
// Orders entry (001 §2).
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { ORDER_PATHS, ORDER_ROLES } from './paths.ts';

const pages = () => import('./OrderPages.tsx');
const OrdersListPage = lazyPage(pages, (m) => m.OrdersListPage);
const OrderEditPage = lazyPage(pages, (m) => m.OrderEditPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: ORDER_PATHS.ordersList, roles: rolesOf('listOrders', ORDER_ROLES), title: 'Orders', element: <OrdersListPage /> },
    { path: `${ORDER_PATHS.order}/:orderId/edit`, roles: rolesOf('getOrder', ORDER_ROLES), title: 'Order', element: <OrderEditPage /> },
  ],
  menu: [{ place: 'campaign', order: 1, label: 'Orders', to: ORDER_PATHS.ordersList, roles: ORDER_ROLES }],
};
