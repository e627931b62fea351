// Templates' rows to the contract's shapes: the preview's URL from its object key.
import type { ObjectStore } from '@adops/platform';
import type { components } from '@adops/openapi/generated/creative';
import type { CreativeTemplateRow } from './entities.ts';

type S = components['schemas'];

export const toTemplateDto = (objects: ObjectStore) => (t: CreativeTemplateRow): S['CreativeTemplate'] => ({
  id: t.id,
  name: t.name,
  renderType: t.renderType,
  description: t.description,
  settings: t.settings,
  isPublished: t.isPublished,
  audioOptions: t.audioOptions,
  customerTags: t.customerTags,
  preview: t.previewKey && t.previewJobId && t.previewRenderedAt ? { path: objects.cdnUrl(t.previewKey), status: 'SUCCESS', jobId: t.previewJobId, renderedAt: t.previewRenderedAt.toISOString() } : null,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});
