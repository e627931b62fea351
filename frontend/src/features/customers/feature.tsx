// Customers (000 §2, §6: admin, operations): the list, create, edit (logo, activation, API key) and the
// customer's e-mail templates.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { CUSTOMER_PATHS } from './paths.ts';

const ADMIN_OPS = ['admin', 'operations'];
const CustomersListPage = lazyPage(() => import('./CustomersListPage.tsx'), (m) => m.CustomersListPage);
const CustomerCreatePage = lazyPage(() => import('./CustomerCreatePage.tsx'), (m) => m.CustomerCreatePage);
const CustomerEditPage = lazyPage(() => import('./CustomerEditPage.tsx'), (m) => m.CustomerEditPage);
const EmailTemplatesPage = lazyPage(() => import('./EmailTemplatesPage.tsx'), (m) => m.EmailTemplatesPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: CUSTOMER_PATHS.customers, roles: rolesOf('listCustomers', ADMIN_OPS), title: 'Customers', element: <CustomersListPage /> },
    { path: CUSTOMER_PATHS.customersCreate, roles: rolesOf('createCustomer', ADMIN_OPS), title: 'Create Customer', element: <CustomerCreatePage /> },
    { path: `${CUSTOMER_PATHS.customer}/:customerId/edit`, roles: rolesOf('updateCustomer', ADMIN_OPS), title: 'Edit Customer', element: <CustomerEditPage /> },
    { path: `${CUSTOMER_PATHS.customer}/:customerId/email-templates`, roles: rolesOf('listEmailTemplates', ADMIN_OPS), title: 'E-mail Templates', element: <EmailTemplatesPage /> },
  ],
  menu: [{ place: 'customers', order: 1, label: 'Customers', to: CUSTOMER_PATHS.customers, roles: ADMIN_OPS }],
};
