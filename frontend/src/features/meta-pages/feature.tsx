// Meta pages (001 §2: admin, operations, sales): the pages the social ad accounts post as; the Campaign
// dropdown's Meta Pages entry.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { META_PAGE_PATHS, META_PAGE_ROLES } from './paths.ts';

const MetaPagesPage = lazyPage(() => import('./MetaPagesPage.tsx'), (m) => m.MetaPagesPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [{ path: META_PAGE_PATHS.metaPages, roles: rolesOf('listMetaPages', META_PAGE_ROLES), title: 'Meta Pages', element: <MetaPagesPage /> }],
  menu: [{ place: 'campaign', order: 6, label: 'Meta Pages', to: META_PAGE_PATHS.metaPages, roles: META_PAGE_ROLES }],
};
