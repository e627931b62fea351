// Shared assets (003 §2, §6: admin and operations only): the fonts and icons every creative template may use,
// under the creative templates' /creative-templates parent, with their own top menu entry. A feature of its own
// (not part of creative-templates) because its pages neither need the template editor's chunk nor share its
// state; it reuses that feature's upload and checks.
import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../app/feature.ts';
import { rolesOf } from '../../lib/auth/roles.ts';
import { SHARED_ASSET_MESSAGES } from './messages.ts';
import { SHARED_ASSET_PATHS, SHARED_ASSET_ROLES } from './paths.ts';

const pages = () => import('./SharedAssetPages.tsx');
const SharedAssetsListPage = lazyPage(pages, (m) => m.SharedAssetsListPage);
const SharedAssetCreatePage = lazyPage(pages, (m) => m.SharedAssetCreatePage);
const SharedAssetEditPage = lazyPage(pages, (m) => m.SharedAssetEditPage);

export const feature: Feature = {
  frame: 'staff',
  routes: [
    { path: SHARED_ASSET_PATHS.list, roles: rolesOf('listSharedAssets', SHARED_ASSET_ROLES), title: SHARED_ASSET_MESSAGES.listTitle, element: <SharedAssetsListPage /> },
    { path: SHARED_ASSET_PATHS.create, roles: rolesOf('createSharedAsset', SHARED_ASSET_ROLES), title: 'Create Shared Asset', element: <SharedAssetCreatePage /> },
    { path: `${SHARED_ASSET_PATHS.asset}/:creativeTemplateFileId`, roles: rolesOf('updateSharedAsset', SHARED_ASSET_ROLES), title: 'Edit Shared Asset', element: <SharedAssetEditPage /> },
  ],
  menu: [{ place: 'top', order: 45, label: 'Shared Assets', to: SHARED_ASSET_PATHS.list, roles: SHARED_ASSET_ROLES }],
};
