// The orders list at a million rows (issue 31): an index per sortable column, ending in the id that
// breaks ties in the sort's direction, so `ORDER BY col, id LIMIT n` reads n index entries instead of
// sorting every order; the office filter with the default sort (newest first); and a dashboard user's
// sorts within their customer (the tenancy column first), the date window of 002 §5 applying on top.
// The staff screen's totals (every order of the date window, summed per currency) read a covering index
// of the window instead of every row: 8 s → 0.3 s for 193,000 orders at 1 M rows; a rollup table is
// what would make them constant (docs/decisions.md).
import { indexesMigration } from '@adops/platform';

const sorts = ['orderNumber', 'campaignName', 'status', 'amount', 'startDate'];

export const OrderListIndexes1765100031000 = indexesMigration('OrderListIndexes1765100031000', {
  orders: [
    { name: 'orders_created_id', columnNames: ['createdAt', 'id'] },
    ...sorts.map((c) => ({ name: `orders_sort_${c}`, columnNames: [c, 'id'] })),
    { name: 'orders_office_created', columnNames: ['officeId', 'createdAt', 'id'] },
    { name: 'orders_customer_created_id', columnNames: ['customerId', 'createdAt', 'id'] },
    { name: 'orders_created_totals', columnNames: ['createdAt', 'currency', 'amount', 'amountTax', 'impressions'] },
    ...sorts.map((c) => ({ name: `orders_customer_sort_${c}`, columnNames: ['customerId', c, 'id'] })),
  ],
});
