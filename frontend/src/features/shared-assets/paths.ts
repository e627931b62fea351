// Where the shared assets' pages are (003 §2): under the creative templates' /creative-templates parent, for
// the same roles (admin and operations).
export { CREATIVE_ROLES as SHARED_ASSET_ROLES } from '../creative-templates/paths.ts';

export const SHARED_ASSET_PATHS = {
  list: '/creative-templates/shared-assets',
  create: '/creative-templates/shared-assets/create',
  asset: '/creative-templates/shared-assets', // + '/{creativeTemplateFileId}'
} as const;

export const sharedAssetEditPath = (id: string) => `${SHARED_ASSET_PATHS.asset}/${id}`;
