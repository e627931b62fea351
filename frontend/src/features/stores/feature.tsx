// Stores of a customer (000 §2: admin, operations): the list, create, edit and clone.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { CUSTOMER_PATHS } from '../customers/paths.ts';

const ADMIN_OPS = ['admin', 'operations'];
const pages = () => import('./StorePages.tsx');
const StoresListPage = lazyPage(pages, (m) => m.StoresListPage);
const StoreCreatePage = lazyPage(pages, (m) => m.StoreCreatePage);
const StoreEditPage = lazyPage(pages, (m) => m.StoreEditPage);
const StoreClonePage = lazyPage(pages, (m) => m.StoreClonePage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: `${CUSTOMER_PATHS.customer}/:customerId/stores`, roles: rolesOf('listStores', ADMIN_OPS), title: 'Stores', element: <StoresListPage /> },
    { path: `${CUSTOMER_PATHS.customer}/:customerId/stores/create`, roles: rolesOf('createStore', ADMIN_OPS), title: 'Create Store', element: <StoreCreatePage /> },
    { path: `${CUSTOMER_PATHS.customer}/:customerId/store/:storeId/edit`, roles: rolesOf('updateStore', ADMIN_OPS), title: 'Edit Store', element: <StoreEditPage /> },
    { path: `${CUSTOMER_PATHS.customer}/:customerId/store/:storeId/clone`, roles: rolesOf('cloneStore', ADMIN_OPS), title: 'Clone Store', element: <StoreClonePage /> },
  ],
};
