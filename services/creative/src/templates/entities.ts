// The templates' table (003 §3 Creative template): staff-made, open to every customer or to those tagged.
// The latest successful preview's upload is kept on the row (003 §4), written by the preview job's ending.
import { EntitySchema } from 'typeorm';
import { boolColumn, idColumn, instantColumn, jsonColumn, refColumn, stringColumn } from '@adops/platform';
import type { CreativeTemplateRow } from './rules.ts';

export type { CreativeTemplateRow };

export const CreativeTemplateEntity = new EntitySchema<CreativeTemplateRow>({
  name: 'CreativeTemplate',
  tableName: 'creative_templates',
  columns: {
    id: idColumn,
    name: stringColumn(200),
    renderType: stringColumn(10),
    description: { type: 'text', nullable: true },
    settings: jsonColumn(),
    isPublished: boolColumn,
    audioOptions: jsonColumn(),
    customerTags: jsonColumn(),
    previewKey: stringColumn(500, true),
    previewJobId: refColumn(true),
    previewRenderedAt: instantColumn(true),
    createdAt: instantColumn(),
    updatedAt: instantColumn(),
  },
});

export const templateEntities = [CreativeTemplateEntity];
