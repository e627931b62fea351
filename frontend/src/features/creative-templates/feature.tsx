// Creative templates (003 §2, §6: admin and operations only): the list, create and edit pages, and the top
// menu's entry. The editor's code editor (CodeMirror) is a chunk of its own, loaded with a template's files.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { CREATIVE_MESSAGES } from './messages.ts';
import { CREATIVE_ROLES, CREATIVE_TEMPLATE_PATHS } from './paths.ts';

const CreativeTemplatesListPage = lazyPage(() => import('./TemplateListPage.tsx'), (m) => m.CreativeTemplatesListPage);
const editor = () => import('./TemplateEditPage.tsx');
const CreativeTemplateCreatePage = lazyPage(editor, (m) => m.CreativeTemplateCreatePage);
const CreativeTemplateEditPage = lazyPage(editor, (m) => m.CreativeTemplateEditPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: CREATIVE_TEMPLATE_PATHS.list, roles: rolesOf('listCreativeTemplates', CREATIVE_ROLES), title: CREATIVE_MESSAGES.listTitle, element: <CreativeTemplatesListPage /> },
    { path: CREATIVE_TEMPLATE_PATHS.create, roles: rolesOf('createCreativeTemplate', CREATIVE_ROLES), title: 'Create Creative Template', element: <CreativeTemplateCreatePage /> },
    { path: `${CREATIVE_TEMPLATE_PATHS.template}/:creativeTemplateId/edit`, roles: rolesOf('updateCreativeTemplate', CREATIVE_ROLES), title: 'Edit Creative Template', element: <CreativeTemplateEditPage /> },
  ],
  menu: [{ place: 'top', order: 44, label: 'Creative Templates', to: CREATIVE_TEMPLATE_PATHS.list, roles: CREATIVE_ROLES }],
};
