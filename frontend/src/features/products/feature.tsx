// Products (001 §2: list user, admin, operations; create user, admin; edit and e-mail templates user, admin,
// operations), the product types (ours, for the same roles; what each may change there is the API's), and the
// Features dropdown's Products and Product Types entries.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { PRODUCT_PATHS } from './paths.ts';

const EDITORS = ['user', 'admin', 'operations'];
const pages = () => import('./ProductPages.tsx');
const ProductsListPage = lazyPage(pages, (m) => m.ProductsListPage);
const ProductCreatePage = lazyPage(pages, (m) => m.ProductCreatePage);
const ProductEditPage = lazyPage(pages, (m) => m.ProductEditPage);
const ProductEmailTemplatesPage = lazyPage(pages, (m) => m.ProductEmailTemplatesPage);
const ProductTypesPage = lazyPage(() => import('./ProductTypesPage.tsx'), (m) => m.ProductTypesPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: PRODUCT_PATHS.products, roles: rolesOf('listProducts', EDITORS), title: 'Products', element: <ProductsListPage /> },
    { path: PRODUCT_PATHS.productCreate, roles: rolesOf('createProduct', ['user', 'admin']), title: 'Create Product', element: <ProductCreatePage /> },
    { path: `${PRODUCT_PATHS.product}/:productId/edit`, roles: rolesOf('updateProduct', EDITORS), title: 'Edit Product', element: <ProductEditPage /> },
    { path: `${PRODUCT_PATHS.product}/:productId/email-templates`, roles: rolesOf('listProductEmailTemplates', EDITORS), title: 'Product E-mail Templates', element: <ProductEmailTemplatesPage /> },
    { path: PRODUCT_PATHS.productTypes, roles: rolesOf('listProductTypes', EDITORS), title: 'Product Types', element: <ProductTypesPage /> },
  ],
  menu: [
    { place: 'features', order: 40, label: 'Products', to: PRODUCT_PATHS.products, roles: EDITORS },
    { place: 'features', order: 41, label: 'Product Types', to: PRODUCT_PATHS.productTypes, roles: EDITORS },
  ],
};
