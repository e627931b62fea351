// The listings list at a million rows (issue 31): an index per sortable column (x-list: createdAt, title,
// reference) ending in the id that breaks ties in the sort's direction, so `ORDER BY col, id LIMIT n` reads
// n index entries instead of sorting every listing; and the same within a customer (a dashboard user's
// scope, the tenancy column first) and within an office (a branch manager's).
import { indexesMigration } from '@adops/platform';

const sorts = ['createdAt', 'title', 'reference'];

export const ListingListIndexes1765100031100 = indexesMigration('ListingListIndexes1765100031100', {
  listings: [
    ...sorts.map((c) => ({ name: `listings_sort_${c}`, columnNames: [c, 'id'] })),
    ...sorts.map((c) => ({ name: `listings_customer_sort_${c}`, columnNames: ['customerId', c, 'id'] })),
    { name: 'listings_office_created', columnNames: ['officeId', 'createdAt', 'id'] },
  ],
});
