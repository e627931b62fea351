// What the ads context keeps of the listing context's resources (projections/, resource.saved / deleted):
// known_resources, the texts, images, videos and landing link campaigns of a RESOURCE order are built from
// and a shared resource's link is read from.
import { tableBool, tableInstant, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

export const CreateKnownResources1765000027960 = tablesMigration('CreateKnownResources1765000027960', () => [
  {
    name: 'known_resources',
    columns: [
      { ...tableRef('id'), isPrimary: true },
      tableRef('customerId'),
      tableText('officeIds'),
      tableString('reference', 40),
      tableString('name', 300, true),
      tableString('title', 300, true),
      tableText('message', true),
      tableText('description', true),
      tableText('imageUrls'),
      tableText('videos'),
      tableString('landingUrl', 2000, true),
      tableBool('published', false),
      tableBool('deleted', false),
      tableInstant('eventAt'),
    ],
    indexes: [{ name: 'known_resources_customer', columnNames: ['customerId'] }],
  },
]);
