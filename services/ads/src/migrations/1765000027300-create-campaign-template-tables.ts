// The campaign templates area's table (tables.ts): social and display templates, each a customer's.
import { tableBool, tableId, tableInstant, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

export const CreateCampaignTemplateTables1765000027300 = tablesMigration('CreateCampaignTemplateTables1765000027300', () => [
  {
    name: 'campaign_templates',
    columns: [
      tableId(),
      tableString('kind', 10),
      tableRef('customerId'),
      tableString('name', 200),
      tableString('campaignType', 40),
      tableString('objective', 20),
      tableBool('useImagesForVideo', false),
      tableRef('adAccountId', true),
      tableText('creative'),
      // At most 10 ad sets of at most 15 markers (rules.ts): some 35 KB at worst, within TEXT's 64 KB.
      tableText('adSets'),
      tableText('scheduleSetting', true),
      tableText('leadForm', true),
      tableInstant('createdAt'),
      tableInstant('updatedAt'),
    ],
    indexes: [
      // The lists: a kind's templates of one customer (or all), by name.
      { name: 'campaign_templates_customer', columnNames: ['customerId', 'kind', 'name'] },
      { name: 'campaign_templates_kind', columnNames: ['kind', 'name'] },
    ],
  },
]);
