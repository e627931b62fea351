// What the ads context keeps of the listing and customer contexts' rows (projections/): known_listings
// and known_names.
import { tableBool, tableInstant, tableRef, tableString, tableText, tablesMigration } from '@adops/platform';

const tableDouble = (name: string) => ({ name, type: 'double', isNullable: true });

export const CreateAdsProjections1765000027500 = tablesMigration('CreateAdsProjections1765000027500', () => [
  {
    name: 'known_listings',
    columns: [
      { ...tableRef('id'), isPrimary: true },
      tableRef('customerId'),
      tableRef('officeId', true),
      tableText('agentIds'),
      tableString('title', 300),
      tableString('listingType', 40, true),
      tableString('address', 500, true),
      tableString('suburb', 200, true),
      tableString('postcode', 20, true),
      tableString('country', 2, true),
      tableDouble('latitude'),
      tableDouble('longitude'),
      tableText('imageUrls'),
      tableText('videoUrls'),
      tableString('link', 2000, true),
      tableString('headline', 300, true),
      tableText('description', true),
      tableBool('deleted', false),
      tableInstant('eventAt'),
    ],
    indexes: [{ name: 'known_listings_customer', columnNames: ['customerId'] }],
  },
  {
    name: 'known_names',
    columns: [{ ...tableRef('id'), isPrimary: true }, tableString('kind', 20), tableString('name', 200), tableString('email', 254, true), tableInstant('eventAt')],
  },
]);
