// Campaign templates (000 §2, §3, §7: admin, operations): a customer's social and display (GDN) templates, the
// list with its tabs and each kind's create, edit and clone pages. Reached from the customer's page.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { TEMPLATE_ROLES, TEMPLATE_ROUTES } from './paths.ts';

const pages = () => import('./TemplatePages.tsx');
const TemplatesListPage = lazyPage(pages, (m) => m.TemplatesListPage);
const TemplateCreatePage = lazyPage(pages, (m) => m.TemplateCreatePage);
const TemplateEditPage = lazyPage(pages, (m) => m.TemplateEditPage);
const TemplateClonePage = lazyPage(pages, (m) => m.TemplateClonePage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: TEMPLATE_ROUTES.list, roles: rolesOf('listCampaignTemplates', TEMPLATE_ROLES), title: 'Campaign Templates', element: <TemplatesListPage /> },
    { path: TEMPLATE_ROUTES.socialCreate, roles: rolesOf('createCampaignTemplate', TEMPLATE_ROLES), title: 'Create Campaign Template', element: <TemplateCreatePage key="social" kind="social" /> },
    { path: `${TEMPLATE_ROUTES.social}/edit`, roles: rolesOf('updateCampaignTemplate', TEMPLATE_ROLES), title: 'Edit Campaign Template', element: <TemplateEditPage key="social" kind="social" /> },
    { path: `${TEMPLATE_ROUTES.social}/clone`, roles: rolesOf('cloneCampaignTemplate', TEMPLATE_ROLES), title: 'Clone Campaign Template', element: <TemplateClonePage key="social" kind="social" /> },
    { path: TEMPLATE_ROUTES.displayCreate, roles: rolesOf('createGdnCampaignTemplate', TEMPLATE_ROLES), title: 'Create GDN Campaign Template', element: <TemplateCreatePage key="display" kind="display" /> },
    { path: `${TEMPLATE_ROUTES.display}/edit`, roles: rolesOf('updateGdnCampaignTemplate', TEMPLATE_ROLES), title: 'Edit GDN Campaign Template', element: <TemplateEditPage key="display" kind="display" /> },
    { path: `${TEMPLATE_ROUTES.display}/clone`, roles: rolesOf('cloneGdnCampaignTemplate', TEMPLATE_ROLES), title: 'Clone GDN Campaign Template', element: <TemplateClonePage key="display" kind="display" /> },
  ],
};
