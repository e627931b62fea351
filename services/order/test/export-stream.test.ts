// The CSV export at scale (issue 31): every order the filters select, with no 10,000 cap, read in keyset
// batches of 1,000 (data/keyset.ts) and written to the response batch by batch, in the list's order —
// here 2,345 orders, so three batches, some sharing an instant (the id breaks the tie in the sort's
// direction, so no order is written twice or left out between batches). A dashboard user's export is
// their own customer's only. The Excel export keeps its cap (a workbook is written whole in memory).
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { clientAs, serviceUnderTest, startTestService } from '@adops/platform/testing';
import { orderModule } from '../src/app.ts';
import { OrderEntity, type OrderRow } from '../src/orders/entities.ts';
import { EXPORT_COLUMNS } from '../src/orders/exports.ts';
import { knownCustomer } from './helpers.ts';

const svc = serviceUnderTest(() => startTestService(orderModule));
const NUMBER = EXPORT_COLUMNS.indexOf('Order Number');
const NAME = EXPORT_COLUMNS.indexOf('Campaign Name');
const CUSTOMER = EXPORT_COLUMNS.indexOf('Customer');
const OTHER = randomUUID();
const N = 2345;

function order(i: number, MINE: string): OrderRow {
  const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 60_000);
  return {
    id: randomUUID(), orderNumber: 500_000 + i, customerId: i % 5 === 0 ? OTHER : MINE, officeId: null, agents: [], email: `o${i}@example.com`, orderedFrom: null,
    paymentType: 'INVOICE', status: 'READY', statusHistory: [], payments: [], orderType: 'LISTING', source: 'ORDER_FORM', products: [], amount: 100, amountTax: 15,
    currency: 'NZD', startDate: i % 7 === 0 ? null : '2026-01-02', campaignName: `Campaign ${String(i % 50).padStart(2, '0')}`, comments: [], attributes: [], campaignData: [],
    listingIds: [], resourceIds: [], fbDpaCatalogId: null, fbCampaigns: [], gdnCampaigns: [], campaignsOfOrder: null, impressions: 0, createdBy: null, createdAt: at, updatedAt: at,
  };
}

test('the CSV export streams every selected order in batches, in the list order, past the old cap of a page', async () => {
  const MINE = (await knownCustomer(svc, { offices: 1, agents: 1, listings: 1 })).customerId;
  const rows = Array.from({ length: N }, (_, i) => order(i, MINE));
  const repo = svc.booted.dataSource.getRepository(OrderEntity);
  for (let i = 0; i < rows.length; i += 200) await repo.insert(rows.slice(i, i + 200) as never);
  const admin = clientAs(svc, 'admin');

  const newest = await admin.get('/api/orders/export?format=csv&dateRange=3660', { accept: 'text/csv' });
  assert.equal(newest.status, 200);
  const lines = (parse(newest.body as string) as string[][]);
  assert.deepEqual(lines[0], [...EXPORT_COLUMNS]);
  const expected = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  assert.deepEqual(lines.slice(1).map((l) => Number(l[NUMBER])), expected.map((o) => o.orderNumber));

  const byName = await admin.get('/api/orders/export?format=csv&dateRange=3660&sort=campaignName', { accept: 'text/csv' });
  const names = (parse(byName.body as string) as string[][]).slice(1);
  assert.equal(names.length, N);
  assert.equal(new Set(names.map((l) => l[NUMBER])).size, N, 'each order once');
  assert.deepEqual(names.map((l) => l[NAME]), [...names.map((l) => l[NAME]!)].sort());

  const corporate = clientAs(svc, { roles: ['corporate'], customerId: MINE });
  const mineAnswer = await corporate.get('/api/orders/export?format=csv&dateFrom=2026-01-01T00%3A00%3A00.000Z', { accept: 'text/csv' });
  assert.equal(mineAnswer.status, 200, JSON.stringify(mineAnswer.body).slice(0, 400));
  const mine = (parse(mineAnswer.body as string) as string[][]).slice(1);
  assert.equal(mine.length, rows.filter((o) => o.customerId === MINE).length);
  assert.ok(mine.every((l) => l[CUSTOMER] === MINE));
});
