// Open homes (000 §2, §6: admin, operations): the visitors of open homes, newest first, and one visitor.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { OPEN_HOME_PATHS } from './paths.ts';

const ADMIN_OPS = ['admin', 'operations'];
const pages = () => import('./OpenHomePages.tsx');
const OpenHomesListPage = lazyPage(pages, (m) => m.OpenHomesListPage);
const OpenHomeVisitorPage = lazyPage(pages, (m) => m.OpenHomeVisitorPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: OPEN_HOME_PATHS.openHomes, roles: rolesOf('listOpenHomes', ADMIN_OPS), title: 'Open Homes', element: <OpenHomesListPage /> },
    { path: `${OPEN_HOME_PATHS.openHomes}/:openHomeVisitorId`, roles: rolesOf('getOpenHomeVisitor', ADMIN_OPS), title: 'Open Home Visitor', element: <OpenHomeVisitorPage /> },
  ],
  menu: [{ place: 'customers', order: 5, label: 'Open Homes', to: OPEN_HOME_PATHS.openHomes, roles: ADMIN_OPS }],
};
