// Assets (000 §2, §6: admin, operations): a customer's images and videos, uploaded with per-item progress.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { CUSTOMER_PATHS } from '../customers/paths.ts';

const ADMIN_OPS = ['admin', 'operations'];
const AssetsPage = lazyPage(() => import('./AssetsPage.tsx'), (m) => m.AssetsPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: `${CUSTOMER_PATHS.customer}/:customerId/assets`, roles: rolesOf('listAssets', ADMIN_OPS), title: 'Assets', element: <AssetsPage /> },
  ],
};
