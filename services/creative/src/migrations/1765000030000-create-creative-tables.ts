// creative's tables (tables.ts): templates, their files and the shared assets, render jobs, and the
// projections of listings, resources and names.
import { agentLinksTable, tableBool, tableId, tableInstant, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

export const CreateCreativeTables1765000030000 = tablesMigration('CreateCreativeTables1765000030000', (mysql) => [
  {
    name: 'creative_templates',
    columns: [
      tableId(),
      tableString('name', 200),
      tableString('renderType', 10),
      tableText('description', true),
      tableText('settings'),
      tableBool('isPublished', false),
      tableText('audioOptions'),
      tableText('customerTags'),
      tableString('previewKey', 500, true),
      tableRef('previewJobId', true),
      tableInstant('previewRenderedAt', true),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      { name: 'creative_templates_created', columnNames: ['createdAt'] },
      { name: 'creative_templates_name', columnNames: ['name'] },
    ],
  },
  {
    name: 'creative_files',
    columns: [
      tableId(),
      tableRef('creativeTemplateId', true),
      tableString('fileName', 200),
      tableString('fileType', 20),
      // Up to 1 MB of HTML, CSS or script: MySQL's text holds 64 kB.
      { ...tableText('content', true), type: mysql ? 'mediumtext' : 'text' },
      tableBool('isShared', false),
      tableBool('isDefault', false),
      tableString('assetType', 10, true),
      tableString('assetKey', 200, true),
      tableString('storageKey', 500, true),
      tableString('originalFileName', 300, true),
      tableString('mediaType', 100, true),
      { name: 'size', type: 'bigint', isNullable: true },
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      { name: 'creative_files_template', columnNames: ['creativeTemplateId', 'fileName'] },
      // A shared asset's key is unique (003 §5); template files have none (null keys never collide).
      { name: 'creative_files_asset_key', columnNames: ['assetKey'], isUnique: true },
    ],
  },
  {
    name: 'creative_jobs',
    columns: [
      tableId(),
      tableString('kind', 10),
      tableString('status', 10),
      tableRef('creativeTemplateId'),
      tableRef('customerId', true),
      tableText('officeIds'),
      tableText('agentIds'),
      tableRef('listingId', true),
      tableRef('resourceId', true),
      tableString('outputKey', 500, true),
      tableRef('createdBy', true),
      tableInstant('createdAt'),
      tableInstant('finishedAt', true),
    ],
    indexes: [
      { name: 'creative_jobs_template', columnNames: ['creativeTemplateId', 'kind', 'status', 'createdAt'] },
      { name: 'creative_jobs_customer', columnNames: ['customerId', 'createdAt'] },
      { name: 'creative_jobs_listing', columnNames: ['listingId'] },
    ],
  },
  agentLinksTable('creative_job_agents'),
  {
    name: 'creative_known_subjects',
    columns: [{ ...tableRef('id'), isPrimary: true }, tableString('kind', 10), tableRef('customerId'), tableText('officeIds'), tableText('agentIds'), tableText('facts'), tableBool('deleted', false), tableInstant('eventAt')],
  },
  {
    name: 'creative_known_names',
    columns: [{ ...tableRef('id'), isPrimary: true }, tableString('kind', 10), tableString('name', 200), tableString('email', 254, true), tableString('logoUrl', 2000, true), tableInstant('eventAt')],
  },
]);
