// Template files and shared assets, one table (003 §3 Creative template file, Shared asset): a file
// belongs to one template, a shared asset (creativeTemplateId null, isShared) to every template. The
// row keeps the uploaded bytes' object key, never a URL: URLs are built from the key by the object store.
import { EntitySchema } from 'typeorm';
import { bigintColumn, boolColumn, idColumn, instantColumn, refColumn, stringColumn } from '@adops/platform';
import type { components } from '@adops/openapi/generated/creative';

type S = components['schemas'];

export interface CreativeFileRow {
  id: string;
  creativeTemplateId: string | null;
  fileName: string;
  fileType: S['FileType'];
  content: string | null;
  isShared: boolean;
  isDefault: boolean;
  assetType: S['AssetType'] | null;
  assetKey: string | null;
  storageKey: string | null;
  originalFileName: string | null;
  mediaType: string | null;
  size: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export const CreativeFileEntity = new EntitySchema<CreativeFileRow>({
  name: 'CreativeFile',
  tableName: 'creative_files',
  columns: {
    id: idColumn,
    creativeTemplateId: refColumn(true),
    fileName: stringColumn(200),
    fileType: stringColumn(20),
    content: { type: 'text', nullable: true },
    isShared: boolColumn,
    isDefault: boolColumn,
    assetType: stringColumn(10, true),
    assetKey: stringColumn(200, true),
    storageKey: stringColumn(500, true),
    originalFileName: stringColumn(300, true),
    mediaType: stringColumn(100, true),
    size: bigintColumn(true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const fileEntities = [CreativeFileEntity];
