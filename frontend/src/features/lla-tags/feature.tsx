// LLA (lookalike) tags (000 §2 "Customers", §6: admin, operations): a customer's tags, made and changed in a
// dialog over their list. Reached from the customer's page.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { LLA_TAG_ROLES, LLA_TAG_ROUTES } from './paths.ts';

const LlaTagsPage = lazyPage(() => import('./LlaTagsPage.tsx'), (m) => m.LlaTagsPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: LLA_TAG_ROUTES.list, roles: rolesOf('listLlaTags', LLA_TAG_ROLES), title: 'LLA Tags', element: <LlaTagsPage /> },
  ],
};
