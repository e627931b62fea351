// Files' rows to the contract's shapes: URLs from the object keys (the object store knows its origin).
import type { ObjectStore } from '@adops/platform';
import type { components } from '@adops/openapi/generated/creative';
import type { CreativeFileRow } from './entities.ts';

type S = components['schemas'];

export const toFileDto = (objects: ObjectStore) => (f: CreativeFileRow): S['CreativeTemplateFile'] => ({
  id: f.id,
  creativeTemplateId: f.creativeTemplateId,
  fileName: f.fileName,
  fileType: f.fileType,
  content: f.content,
  isShared: f.isShared,
  isDefault: f.isDefault,
  assetType: f.assetType,
  assetKey: f.assetKey,
  creativeTemplateAsset: f.storageKey ? { originalFileName: f.originalFileName ?? f.fileName, cdnUrl: objects.cdnUrl(f.storageKey), mediaType: f.mediaType ?? 'application/octet-stream', size: f.size ?? 0 } : null,
  s3Url: f.storageKey ? objects.s3Url(f.storageKey) : null,
  createdAt: f.createdAt.toISOString(),
  updatedAt: f.updatedAt.toISOString(),
});
